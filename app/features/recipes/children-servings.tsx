/**
 * The recipe page's "Serving it to your children": one card per child on this device with how to
 * serve the recipe at their age (shared/lib/portion-advice: the guide's stage for each food, when
 * to take their portion out before salt, sugar or honey goes in, choking advice), what it brings
 * them (new foods, a first allergen, an allergen paused after a reaction), and "Log as eaten",
 * which logs the recipe's foods at once for the children who ate it.
 *
 * It carries the foods guide, so it loads only on a device with children, after hydration and the
 * first screen (children-servings-gate.tsx); the server never renders it.
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  List,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Baby, ChevronDown, Utensils } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ALLERGEN_LABELS, FOOD_SOURCE_LABELS, type Allergen } from '@shared/content/foods/types';
import { ageInMonths, describeAge, todayIso } from '@shared/lib/child-age';
import { ALLERGY_RISK_ADVICE, PAUSED_ADVICE } from '@shared/lib/child-foods';
import { portionAdvice, possessive, type PortionAdvice } from '@shared/lib/portion-advice';
import { pausedMessage, recipeContents, recipeForChild } from '@shared/lib/recipe-children';
import type { FoodLog } from '@shared/schemas/children';
import { LogRecipeDialog, namesList } from '../../components/log-recipe-dialog';
import { TOGGLE_CSS, ToggleLabel } from '../../components/toggle-label';
import { paths } from '../../lib/paths';
import { useChildren, useFoodLogs, type DeviceChild } from '../../offline/children';
import { ServingsFrame, type ChildrenServingsProps, type ServingRecipe } from './children-servings-gate';

function Note({
  status,
  title,
  children,
}: {
  status: 'info' | 'warning' | 'error';
  title?: string;
  children: ReactNode;
}) {
  return (
    <Alert.Root status={status} borderRadius="lg" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A first allergen: alone, the NIAID and NHS way; several: one at a time before they meet here. */
function firstAllergenAdvice(name: string, allergens: readonly Allergen[]): string {
  const names = allergens.map((a) => ALLERGEN_LABELS[a].toLowerCase());
  const source = '(NIAID addendum guidelines, 2017; NHS)';
  if (names.length === 1) {
    return `This would be ${possessive(name)} first time with ${names[0]}: make it the only new allergen that day, offer a small amount in the morning, and watch them for 2 hours afterwards ${source}.`;
  }
  return `This would be ${possessive(name)} first time with ${namesList(names)}: introduce new allergens one at a time, each on a morning of its own with 2 hours to watch, before they come together in a dish like this ${source}.`;
}

function Sources({ advice }: { advice: PortionAdvice }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      From the First Foods guide. Sources:{' '}
      {advice.sources.map((s, i) => (
        <span key={s}>
          {i > 0 && ', '}
          <abbr title={FOOD_SOURCE_LABELS[s]}>{s}</abbr>
        </span>
      ))}
      .
    </Text>
  );
}

function FoodByFood({ advice }: { advice: PortionAdvice }) {
  if (advice.foods.length === 0) return null;
  return (
    <Box as="details" css={TOGGLE_CSS} data-testid="food-by-food">
      <Flex
        as="summary"
        align="center"
        gap="1"
        color="brand.fg"
        fontWeight="600"
        cursor="pointer"
        w="fit-content"
      >
        <ChevronDown size={16} aria-hidden="true" />
        <ToggleLabel
          closed={`How to serve each food (${advice.foods.length})`}
          open={`Hide the foods (${advice.foods.length})`}
        />
      </Flex>
      <List.Root gap="3" mt="3" ps="0" listStyle="none">
        {advice.foods.map((food) => (
          <List.Item key={food.slug} data-food={food.slug}>
            <Text fontSize="sm">
              <Link asChild color="brand.fg" fontWeight="600">
                <RouterLink to={paths.food(food.slug)}>{food.name}</RouterLink>
              </Link>
              {food.kind === 'leave-out' && (
                <Badge ms="2" size="sm" colorPalette="orange" variant="subtle">
                  Not yet
                </Badge>
              )}
              {food.allergens.map((a) => (
                <Badge key={a} ms="2" size="sm" colorPalette="purple" variant="subtle">
                  {ALLERGEN_LABELS[a]}
                </Badge>
              ))}
              <br />
              {food.text}
            </Text>
            {food.choking && (
              <Text fontSize="sm" color="fg.muted" mt="1">
                <b>Choking risk ({food.chokingRisk}):</b> {food.choking}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function ChildServingCard({
  child,
  logs,
  recipe,
  today,
}: {
  child: DeviceChild;
  logs: readonly FoodLog[];
  recipe: ServingRecipe;
  today: string;
}) {
  const months = ageInMonths(child.birthDate, today);
  const advice = useMemo(() => portionAdvice(recipe, months, child.name), [recipe, months, child.name]);
  const contents = useMemo(() => recipeContents(recipe.ingredients), [recipe.ingredients]);
  const forChild = recipeForChild(child, logs, contents, today);
  const headingId = `serving-${child.id}`;

  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      data-testid="child-serving"
      data-child={child.name}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Box>
            <Heading as="h3" size="lg" id={headingId}>
              {child.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {describeAge(child.birthDate, today)}
            </Text>
          </Box>
          {advice.stageLabel && (
            <Badge colorPalette="brand" variant="subtle">
              Stage: {advice.stageLabel.toLowerCase()}
            </Badge>
          )}
        </HStack>

        {advice.olderNote && <Note status="info">{advice.olderNote}</Note>}
        {advice.milkOnly ? (
          <Note status="info">{advice.milkOnly}</Note>
        ) : (
          <>
            {forChild.paused.map((a) => (
              <Note key={a} status="error" title={`${pausedMessage(a, child.name)}.`}>
                This recipe has {ALLERGEN_LABELS[a].toLowerCase()}. {PAUSED_ADVICE}
              </Note>
            ))}
            {advice.takeOut.map((t) => (
              <Note key={`${t.rule}-${t.ingredient}`} status="warning">
                {t.text}
              </Note>
            ))}
            {advice.warnings.map((w) => (
              <Note key={`${w.rule}-${w.ingredient}`} status="error">
                {w.text}
              </Note>
            ))}
            {forChild.newAllergens.length > 0 && (
              <Note status={child.allergyRisk ? 'warning' : 'info'}>
                {child.allergyRisk
                  ? ALLERGY_RISK_ADVICE
                  : firstAllergenAdvice(child.name, forChild.newAllergens)}
              </Note>
            )}
            <HStack align="flex-start" gap="2">
              <Box color="brand.fg" mt="0.5" aria-hidden="true">
                <Utensils size={16} />
              </Box>
              <Text data-testid="texture" fontSize="sm" fontWeight="500">
                {advice.texture}
              </Text>
            </HStack>
            {advice.goEasy.map((line) => (
              <Text key={line} fontSize="sm">
                {line}
              </Text>
            ))}
            {forChild.newFoods.length > 0 && (
              <Text fontSize="sm">
                <b>New for {child.name}:</b> {forChild.newFoods.map((f) => f.name).join(', ')}
              </Text>
            )}
            <FoodByFood advice={advice} />
          </>
        )}
        <Sources advice={advice} />
      </Stack>
    </Box>
  );
}

export function ChildrenServings({ recipe }: ChildrenServingsProps) {
  const kids = useChildren();
  const logs = useFoodLogs();
  const [logging, setLogging] = useState(false);
  const today = todayIso();

  if (kids === undefined || logs === undefined) return null;
  return (
    <ServingsFrame
      action={
        <Button colorPalette="brand" variant="outline" onClick={() => setLogging(true)}>
          <Baby /> Log as eaten
        </Button>
      }
    >
      <Text color="fg.muted" mb="4">
        One family recipe, each child&rsquo;s portion: how to serve it at their age, from the First Foods
        guide.
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        {kids.map((child) => (
          <ChildServingCard
            key={child.id}
            child={child}
            logs={logs.filter((l) => l.childId === child.id)}
            recipe={recipe}
            today={today}
          />
        ))}
      </Grid>
      <LogRecipeDialog
        open={logging}
        onClose={() => setLogging(false)}
        recipe={recipe}
        kids={kids}
        logs={logs}
      />
    </ServingsFrame>
  );
}
