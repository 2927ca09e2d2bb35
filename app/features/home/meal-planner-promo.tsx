import { Badge, Box, Button, Grid, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { CalendarDays, CheckCircle2, MoveHorizontal } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { HomeSection } from './section';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat/Sun'] as const;

/** Sample meals from our own catalogue, so the promise matches what the planner offers. */
const SAMPLE_WEEK = [
  {
    meal: 'Breakfast',
    palette: 'peach',
    dishes: [
      'Banana Oat Pancakes',
      'Berry Bircher Oats',
      'Cheesy Scrambled Eggs',
      'Apple Pie Overnight Oats',
      'Veggie Egg Muffins',
      'French Toast Fingers',
    ],
  },
  {
    meal: 'Lunch',
    palette: 'brand',
    dishes: [
      'Tuna & Sweetcorn Wraps',
      'Red Lentil Dhal',
      'Rainbow Pasta Salad',
      'Broccoli & Cheddar Bites',
      'Tomato & Pepper Soup',
      'Homemade Pizza Faces',
    ],
  },
  {
    meal: 'Dinner',
    palette: 'purple',
    dishes: [
      'Mini Fish Pies',
      'Lentil Bolognese',
      'Chicken & Veg Rice',
      'Salmon Patties',
      'Cottage Pie',
      'Chicken & Apricot Casserole',
    ],
  },
] as const;

const POINTS = [
  'Breakfast, lunch and dinner for the whole week',
  'A shopping list made from your plan in one tap',
  'Saved on your phone, so it works without signal',
] as const;

function WeekGrid() {
  return (
    <Stack gap="2" minW="0">
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="xl"
        bg="bg.panel"
        boxShadow="sm"
        // The week is wider than a phone: the grid scrolls inside its own box, never the page.
        tabIndex={0}
        aria-label="Sample weekly meal plan, scrolls sideways"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      >
        <Table.Root size="sm" minW="680px" tableLayout="fixed" whiteSpace="normal">
          <Table.Caption srOnly>A sample week of meals planned with SproutPlate</Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader w="24" scope="col" position="sticky" left="0" zIndex="1" bg="bg.subtle">
                <Box as="span" srOnly>
                  Meal
                </Box>
              </Table.ColumnHeader>
              {DAYS.map((day) => (
                <Table.ColumnHeader key={day} scope="col" textAlign="center" fontWeight="700" color="fg">
                  {day}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {SAMPLE_WEEK.map((row) => (
              <Table.Row key={row.meal}>
                <Table.Cell
                  as="th"
                  scope="row"
                  fontWeight="700"
                  fontSize="sm"
                  textAlign="start"
                  // The meal names stay in view while the days scroll past on a phone.
                  position="sticky"
                  left="0"
                  zIndex="1"
                  bg="bg.panel"
                >
                  {row.meal}
                </Table.Cell>
                {row.dishes.map((dish, i) => (
                  <Table.Cell key={DAYS[i]} p="1.5">
                    <Box
                      colorPalette={row.palette}
                      bg="colorPalette.subtle"
                      color="colorPalette.fg"
                      borderWidth="1px"
                      borderColor="colorPalette.muted"
                      borderRadius="md"
                      px="2"
                      py="2"
                      fontSize="xs"
                      fontWeight="600"
                      lineHeight="1.3"
                      minH="16"
                      display="flex"
                      alignItems="center"
                    >
                      {dish}
                    </Box>
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text
        display={{ base: 'flex', lg: 'none' }}
        alignItems="center"
        gap="1.5"
        fontSize="sm"
        color="fg.muted"
        aria-hidden="true"
      >
        <MoveHorizontal size={16} /> Swipe to see the whole week
      </Text>
    </Stack>
  );
}

export function MealPlannerPromo() {
  return (
    <HomeSection id="meal-planner">
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
        gap={{ base: '8', lg: '12' }}
        alignItems="center"
      >
        <Stack gap="5">
          <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start" size="lg">
            <CalendarDays size={14} aria-hidden="true" /> Meal Planner
          </Badge>
          <Heading
            as="h2"
            id="meal-planner-heading"
            size={{ base: '2xl', md: '3xl' }}
            letterSpacing="-0.02em"
          >
            Plan the Week in Minutes
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            No more 5 pm panic. Pick age-appropriate recipes for each day and know exactly what to buy.
          </Text>
          <List.Root gap="3" variant="plain">
            {POINTS.map((point) => (
              <List.Item key={point} alignItems="flex-start">
                <List.Indicator asChild color="brand.fg" mt="0.5">
                  <CheckCircle2 size={20} aria-hidden="true" />
                </List.Indicator>
                {point}
              </List.Item>
            ))}
          </List.Root>
          <Button asChild colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            <RouterLink to={paths.mealPlan}>
              <CalendarDays aria-hidden="true" /> Start Planning
            </RouterLink>
          </Button>
        </Stack>
        <WeekGrid />
      </Grid>
    </HomeSection>
  );
}
