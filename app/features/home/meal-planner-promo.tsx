import { Badge, Button, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, CheckCircle2, MoveHorizontal } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { HomeSection } from './section';
import { WEEK } from './week-grid-styles';

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
    <div className={WEEK.root}>
      <div
        className={WEEK.scroll}
        // The week is wider than a phone: the grid scrolls inside its own box, never the page.
        tabIndex={0}
        aria-label="Sample weekly meal plan, scrolls sideways"
      >
        <table className={WEEK.table}>
          <caption className={WEEK.caption}>A sample week of meals planned with SproutPlate</caption>
          <thead>
            <tr className={WEEK.headRow}>
              <th scope="col" className={WEEK.corner}>
                <span className={WEEK.hidden}>Meal</span>
              </th>
              {DAYS.map((day) => (
                <th key={day} scope="col" className={WEEK.day}>
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SAMPLE_WEEK.map((row) => (
              <tr key={row.meal} className={WEEK.row}>
                <th scope="row" className={WEEK.meal}>
                  {row.meal}
                </th>
                {row.dishes.map((dish, i) => (
                  <td key={DAYS[i]} className={WEEK.cell}>
                    <div className={WEEK.dish} data-palette={row.palette}>
                      {dish}
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={WEEK.hint} aria-hidden="true">
        <MoveHorizontal size={16} /> Swipe to see the whole week
      </p>
    </div>
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
