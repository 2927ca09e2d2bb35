/**
 * The meal planner's view of the children on this device: on each planned meal, the allergens
 * its recipe carries, the foods new to each child and an allergen paused for one of them, with
 * "Mark eaten" (from the meal's day on), which logs the recipe's foods for the children who ate
 * it; and "This week for your children": per child, which allergens they already eat the week
 * keeps going, which it misses (with up to 3 recipes of their age group to keep each going, each
 * addable to the plan), a paused allergen a meal carries, and a first taste the week brings.
 *
 * It carries the foods guide and the children's store, so the planner loads it after its first
 * screen (meal-plan-page.tsx); until then the planner shows the plan alone.
 */
import { Alert, Badge, Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ALLERGEN_LABELS, type Allergen } from '@shared/content/foods/types';
import { ageInMonths, daysBetween, describeAge, todayIso } from '@shared/lib/child-age';
import {
  ALLERGY_RISK_ADVICE,
  allergenStates,
  PAUSED_ADVICE,
  type AllergenState,
} from '@shared/lib/child-foods';
import { possessive } from '@shared/lib/portion-advice';
import {
  ageGroupsFor,
  ALLERGEN_SEARCH_WORDS,
  keepGoingSuggestions,
  pausedMessage,
  recipeContents,
  recipeForChild,
  SOLIDS_FROM_MONTHS,
  weekForChild,
  type PlannedMeal,
  type RecipeContents,
  type WeekAllergen,
  type WeekForChild,
} from '@shared/lib/recipe-children';
import type { RecipeFilters } from '@shared/lib/recipe-search';
import { DAY_LABELS, DAYS, dayDate, toIsoDate, type Day } from '@shared/lib/week';
import type { AgeGroup } from '@shared/enums';
import type { FoodLog } from '@shared/schemas/children';
import { MEAL_SLOTS, type MealSlot, type PlanEntry, type WeekPlan } from '@shared/schemas/meal-plan';
import type { Recipe, RecipeListResponse } from '@shared/schemas/recipe';
import { eatenBy, LogRecipeDialog, namesList } from '../../components/log-recipe-dialog';
import { apiRequest } from '../../lib/api';
import { recipesUrl } from '../../lib/catalog-queries';
import { MEAL_TYPE_LABELS } from '../../lib/labels';
import { paths } from '../../lib/paths';
import { notify, notifyError } from '../../lib/toaster';
import { mirror } from '../../offline/catalog-mirror';
import { isOnline } from '../../offline/connection';
import { useChildren, useFoodLogs, type DeviceChild } from '../../offline/children';
import { setSlot, toPlanEntry } from '../../offline/meal-plans';

/** A day's date in the shown week, YYYY-MM-DD. */
export const dayIso = (weekStart: string, day: Day) => toIsoDate(dayDate(weekStart, day));

/** Allergen states per child, read once per change of the logs (28 meals share them). */
const statesCache = new WeakMap<readonly FoodLog[], Map<string, AllergenState[]>>();
function statesOf(child: DeviceChild, logs: readonly FoodLog[], today: string): AllergenState[] {
  let byChild = statesCache.get(logs);
  if (!byChild) statesCache.set(logs, (byChild = new Map()));
  const key = `${child.id}|${today}|${JSON.stringify(child.resumedAllergens)}`;
  let states = byChild.get(key);
  if (!states) {
    states = allergenStates(
      child,
      logs.filter((l) => l.childId === child.id),
      today,
    );
    byChild.set(key, states);
  }
  return states;
}

const contentsCache = new Map<string, RecipeContents>();
function contentsOf(ingredients: string): RecipeContents {
  let contents = contentsCache.get(ingredients);
  if (!contents) contentsCache.set(ingredients, (contents = recipeContents(ingredients)));
  return contents;
}

/** The first few of a list, and how many more: a planned meal's cell stays short on a phone. */
function shortList(items: readonly string[], shown = 3): string {
  const rest = items.length - shown;
  return rest > 0 ? `${items.slice(0, shown).join(', ')} and ${rest} more` : items.join(', ');
}

function AllergenBadge({ allergen, paused }: { allergen: Allergen; paused?: boolean }) {
  return (
    <Badge size="sm" variant={paused ? 'solid' : 'subtle'} colorPalette={paused ? 'red' : 'purple'}>
      {ALLERGEN_LABELS[allergen]}
    </Badge>
  );
}

/**
 * Under a planned meal: its allergens, what is new or paused for each child, who ate it, and
 * "Mark eaten" from the meal's day on (a future day's meal cannot be eaten yet).
 */
export function SlotChildren({ entry, date, where }: { entry: PlanEntry; date: string; where: string }) {
  const kids = useChildren();
  const logs = useFoodLogs();
  const [marking, setMarking] = useState(false);
  const today = todayIso();
  const contents = contentsOf(entry.ingredients);
  if (!kids || !logs) return null;

  const eaten = eatenBy(logs, entry.recipeId, date);
  const solidKids = kids.filter((k) => ageInMonths(k.birthDate, today) >= SOLIDS_FROM_MONTHS);
  const perChild = solidKids.map((child) =>
    recipeForChild(
      child,
      logs.filter((l) => l.childId === child.id),
      contents,
      today,
      statesOf(child, logs, today),
    ),
  );
  const paused = perChild.flatMap((c) => c.paused.map((a) => ({ allergen: a, name: c.name })));
  const eatenNames = kids.filter((k) => eaten.has(k.id)).map((k) => k.name);
  const canMark = date <= today && solidKids.some((k) => !eaten.has(k.id));

  return (
    <Stack gap="1" fontSize="xs" data-testid="slot-children">
      {contents.allergens.length > 0 && (
        <HStack gap="1" wrap="wrap" role="group" aria-label="Allergens">
          {contents.allergens.map((a) => (
            <AllergenBadge key={a} allergen={a} paused={paused.some((p) => p.allergen === a)} />
          ))}
        </HStack>
      )}
      {paused.map((p) => (
        <Text key={`${p.allergen}-${p.name}`} color="red.fg" fontWeight="600" data-testid="paused-mark">
          {pausedMessage(p.allergen, p.name)}
        </Text>
      ))}
      {perChild
        .filter((c) => c.newFoods.length > 0 && !eaten.has(c.childId))
        .map((c) => (
          <Text key={c.childId} color="fg.muted">
            New for {c.name}: {shortList(c.newFoods.map((f) => f.name.toLowerCase()))}
          </Text>
        ))}
      {eatenNames.length > 0 && (
        <Text color="green.fg" fontWeight="600">
          <Check size={12} style={{ display: 'inline', verticalAlign: 'middle' }} aria-hidden="true" /> Eaten
          by {namesList(eatenNames)}
        </Text>
      )}
      {canMark && (
        <Button
          size="2xs"
          variant="outline"
          colorPalette="brand"
          alignSelf="flex-start"
          onClick={() => setMarking(true)}
          aria-label={`Mark ${entry.title} eaten, ${where}`}
        >
          <Check /> Mark eaten
        </Button>
      )}
      {marking && (
        <LogRecipeDialog
          open
          onClose={() => setMarking(false)}
          recipe={{ id: entry.recipeId, title: entry.title, ingredients: entry.ingredients }}
          kids={solidKids}
          logs={logs}
          date={date}
          heading={`Who ate ${entry.title}, ${where}?`}
        />
      )}
    </Stack>
  );
}

/** In the recipe picker: the allergens a recipe carries, and any paused for a child here. */
export function PickerAllergens({ ingredients }: { ingredients: string }) {
  const kids = useChildren();
  const logs = useFoodLogs();
  const today = todayIso();
  const { allergens } = contentsOf(ingredients);
  if (allergens.length === 0) return null;
  const paused = (kids ?? []).flatMap((child) =>
    statesOf(child, logs ?? [], today)
      .filter((s) => s.status === 'paused' && allergens.includes(s.allergen))
      .map((s) => ({ allergen: s.allergen, name: child.name })),
  );
  return (
    <HStack gap="1" wrap="wrap">
      {allergens.map((a) => (
        <AllergenBadge key={a} allergen={a} paused={paused.some((p) => p.allergen === a)} />
      ))}
      {paused.map((p) => (
        <Text key={`${p.allergen}-${p.name}`} as="span" fontSize="xs" color="red.fg" fontWeight="600">
          {pausedMessage(p.allergen, p.name)}
        </Text>
      ))}
    </HStack>
  );
}

/** A recipe list for a search, from the API while online, else the device's catalog mirror. */
async function searchCatalog(filters: RecipeFilters): Promise<Recipe[]> {
  if (isOnline()) {
    try {
      const url = recipesUrl(filters);
      return (await apiRequest<RecipeListResponse>('GET', url, undefined, {}, { deviceAnswers: true }))
        .recipes;
    } catch {
      // the server is out of reach: the mirror may answer
    }
  }
  return (await mirror.recipes(filters).catch(() => undefined))?.recipes ?? [];
}

/**
 * Recipes that may carry an allergen for a child of an age group: a search per word, in their
 * own age group and then the younger ones, until 3 pass `keepGoingSuggestions`.
 */
function useAllergenRecipes(ageGroup: AgeGroup, allergen: Allergen) {
  return useQuery({
    queryKey: ['keep-going', ageGroup, allergen],
    queryFn: async () => {
      const found: Recipe[] = [];
      for (const age of ageGroupsFor(ageGroup)) {
        for (const q of ALLERGEN_SEARCH_WORDS[allergen]) {
          found.push(...(await searchCatalog({ q, age })));
          const checked = keepGoingSuggestions(found, allergen, { ageGroup, pausedAllergens: [] }, new Set());
          if (checked.length >= 3) return found;
        }
      }
      return found;
    },
    staleTime: 5 * 60_000,
  });
}

/** The first free slot for a recipe: its own meal type from today (or Monday) on, else any. */
function freeSlot(
  plan: WeekPlan,
  weekStart: string,
  mealType: MealSlot,
): { day: Day; slot: MealSlot } | null {
  const today = todayIso();
  const days = DAYS.filter((d) => dayIso(weekStart, d) >= today);
  const order = days.length > 0 ? days : [...DAYS];
  for (const day of order) if (!plan.days[day][mealType]) return { day, slot: mealType };
  for (const day of order) for (const slot of MEAL_SLOTS) if (!plan.days[day][slot]) return { day, slot };
  return null;
}

function KeepGoing({
  week,
  missing,
  plan,
  weekStart,
  plannedIds,
}: {
  week: WeekForChild;
  missing: WeekAllergen;
  plan: WeekPlan;
  weekStart: string;
  plannedIds: ReadonlySet<number>;
}) {
  const { data, isLoading } = useAllergenRecipes(week.ageGroup, missing.allergen);
  const suggestions = keepGoingSuggestions(data ?? [], missing.allergen, week, plannedIds);
  const add = async (recipe: Recipe) => {
    const where = freeSlot(plan, weekStart, recipe.mealType);
    if (!where) {
      notifyError('This week is full', 'Remove a meal from the plan first, then add this recipe.');
      return;
    }
    await setSlot(weekStart, where.day, where.slot, toPlanEntry(recipe));
    notify('Recipe added', `${recipe.title} is on ${DAY_LABELS[where.day]}'s ${where.slot}.`);
  };
  return (
    <Box data-testid="keep-going" data-allergen={missing.allergen}>
      <Text fontSize="sm">
        <b>{missing.label}</b> is missing this week
        {missing.lastDate ? ` (last offered ${daysAgo(missing.lastDate)})` : ''}. Keep it going:
      </Text>
      {isLoading ? (
        <Text fontSize="sm" color="fg.muted">
          Looking for recipes…
        </Text>
      ) : suggestions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No other recipe for {possessive(week.name)} age with {missing.label.toLowerCase()} to suggest; the{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={paths.foods}>First Foods guide</RouterLink>
          </Link>{' '}
          has foods that carry it.
        </Text>
      ) : (
        <Stack as="ul" gap="1" mt="1" listStyleType="none">
          {suggestions.map((r) => (
            <HStack as="li" key={r.id} justify="space-between" gap="2">
              <Link asChild fontSize="sm" color="fg" fontWeight="500" lineClamp={1}>
                <RouterLink to={paths.recipe(r.id)}>{r.title}</RouterLink>
              </Link>
              <Button
                size="xs"
                variant="subtle"
                colorPalette="brand"
                flexShrink="0"
                onClick={() => void add(r)}
                aria-label={`Add ${r.title} to the plan`}
              >
                <Plus /> Add
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** "today", "yesterday", "9 days ago". */
function daysAgo(iso: string): string {
  const days = daysBetween(iso, todayIso());
  return days <= 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
}

function mealsText(meals: readonly PlannedMeal[]): string {
  return meals.map((m) => `${m.label} (${m.title})`).join(', ');
}

function ChildWeek({
  week,
  child,
  plan,
  weekStart,
  plannedIds,
  today,
}: {
  week: WeekForChild;
  child: DeviceChild;
  plan: WeekPlan;
  weekStart: string;
  plannedIds: ReadonlySet<number>;
  today: string;
}) {
  const headingId = `week-child-${child.id}`;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      p="4"
      data-testid="child-week"
      data-child={child.name}
    >
      <Stack gap="3">
        <Box>
          <Heading as="h3" size="md" id={headingId}>
            <Link asChild color="fg">
              <RouterLink to={paths.child(child.id)}>{child.name}</RouterLink>
            </Link>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {describeAge(child.birthDate, today)}
          </Text>
        </Box>
        {week.milkOnly ? (
          <Text fontSize="sm">Only milk for now: solid food starts at around 6 months (NHS).</Text>
        ) : (
          <>
            {week.paused.map((p) => (
              <Alert.Root key={p.allergen} status="error" borderRadius="lg" data-testid="week-paused">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{pausedMessage(p.allergen, child.name)}.</Alert.Title>
                  <Alert.Description>
                    In this week&rsquo;s plan: {mealsText(p.meals)}. {PAUSED_ADVICE}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ))}
            {week.firstTastes.length > 0 && (
              <Alert.Root status={week.allergyRisk ? 'warning' : 'info'} borderRadius="lg">
                <Alert.Indicator />
                <Alert.Description>
                  First time with {week.firstTastes.map((a) => a.label.toLowerCase()).join(', ')} this week.{' '}
                  {week.allergyRisk
                    ? ALLERGY_RISK_ADVICE
                    : 'Offer one new allergen a day, a small amount in the morning, and watch for 2 hours (NIAID addendum guidelines, 2017; NHS).'}
                </Alert.Description>
              </Alert.Root>
            )}
            {week.covered.length + week.missing.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No allergen in {child.name}&rsquo;s diet yet. Log the ones you offer on{' '}
                <Link asChild color="brand.fg">
                  <RouterLink to={paths.child(child.id)}>{child.name}&rsquo;s page</RouterLink>
                </Link>{' '}
                and this plan will help keep them going.
              </Text>
            ) : (
              <>
                {week.covered.length > 0 && (
                  <Box data-testid="week-covered">
                    <Text fontSize="sm" fontWeight="600" mb="1">
                      Kept going this week
                    </Text>
                    <Stack as="ul" gap="0.5" listStyleType="none">
                      {week.covered.map((a) => (
                        <Text as="li" key={a.allergen} fontSize="sm">
                          <Check
                            size={14}
                            style={{ display: 'inline', verticalAlign: 'middle' }}
                            aria-hidden="true"
                          />{' '}
                          <b>{a.label}</b>: {mealsText(a.meals)}
                        </Text>
                      ))}
                    </Stack>
                  </Box>
                )}
                {week.missing.map((m) => (
                  <KeepGoing
                    key={m.allergen}
                    week={week}
                    missing={m}
                    plan={plan}
                    weekStart={weekStart}
                    plannedIds={plannedIds}
                  />
                ))}
              </>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}

/** "This week for your children", below the week. */
export function WeekChildrenPanel({ plan, weekStart }: { plan: WeekPlan; weekStart: string }) {
  const kids = useChildren();
  const logs = useFoodLogs();
  const today = todayIso();
  const meals = useMemo(
    () =>
      DAYS.flatMap((day) =>
        MEAL_SLOTS.flatMap((slot): PlannedMeal[] => {
          const entry = plan.days[day][slot];
          return entry
            ? [
                {
                  date: dayIso(weekStart, day),
                  label: `${DAY_LABELS[day]} ${MEAL_TYPE_LABELS[slot].toLowerCase()}`,
                  recipeId: entry.recipeId,
                  title: entry.title,
                  ingredients: entry.ingredients,
                },
              ]
            : [];
        }),
      ),
    [plan, weekStart],
  );
  const plannedIds = useMemo(() => new Set(meals.map((m) => m.recipeId)), [meals]);
  if (!kids || !logs) return null;

  return (
    <Box as="section" aria-labelledby="week-children" mt="8" data-testid="week-children">
      <Heading as="h2" size="lg" id="week-children" mb="1">
        This week for your children
      </Heading>
      {kids.length === 0 ? (
        <Text color="fg.muted">
          <Link asChild color="brand.fg" fontWeight="600">
            <RouterLink to={paths.children}>Add your child</RouterLink>
          </Link>{' '}
          to see the allergens and new foods each meal brings them, and which allergens this week keeps going.
        </Text>
      ) : (
        <>
          <Text color="fg.muted" mb="4" fontSize="sm">
            Once an allergen is in a child&rsquo;s diet, keep offering it several times a week (NIAID addendum
            guidelines, 2017; NHS).
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
            {kids.map((child) => (
              <ChildWeek
                key={child.id}
                child={child}
                week={weekForChild(
                  child,
                  logs.filter((l) => l.childId === child.id),
                  meals,
                  today,
                )}
                plan={plan}
                weekStart={weekStart}
                plannedIds={plannedIds}
                today={today}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Box>
  );
}
