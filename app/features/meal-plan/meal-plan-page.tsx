/**
 * /meal-plan: a week of breakfast, lunch, dinner and snack, kept on the
 * device. Day tabs on a phone, an 8-column grid on a desktop; a recipe picker
 * that works offline; Clear Plan, Generate Shopping List, Save Meal Plan and
 * loading a saved plan back. `?recipe={id}` puts that recipe into Monday.
 * The children on the device join in (plan-children.tsx): each meal's allergens
 * and new foods, Mark eaten, and the week's allergens per child; on a device with
 * children from the plan's first render, on one without after the first screen.
 */
import {
  Box,
  Button,
  Container,
  Flex,
  Grid,
  HStack,
  IconButton,
  Image,
  Link,
  Menu,
  Portal,
  Stack,
  Tabs,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { Download, EllipsisVertical, ListChecks, Plus, ShoppingCart, Trash2, Upload, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { shoppingListText } from '@shared/lib/shopping-list';
import { DAY_LABELS, DAY_SHORT, DAYS, dayDate, toIsoDate, weekRangeText, type Day } from '@shared/lib/week';
import { MEAL_SLOTS, planIngredientLines, type MealSlot, type PlanEntry } from '@shared/schemas/meal-plan';
import type { Recipe } from '@shared/schemas/recipe';
import { afterFirstScreen } from '../../boot/after-first-screen';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { useShownWeek, WeekNav } from '../../components/week-nav';
import { apiRequest } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { FALLBACK_RECIPE_IMAGE, MEAL_TYPE_LABELS } from '../../lib/labels';
import { paths } from '../../lib/paths';
import { notify, notifyError } from '../../lib/toaster';
import { mirror } from '../../offline/catalog-mirror';
import { useChildren } from '../../offline/children';
import { clearPlan, savePlan, setSlot, toPlanEntry, useWeekPlan } from '../../offline/meal-plans';
import type * as PlanChildren from './plan-children';
import { downloadPlan, PlanFileError, readPlanFile } from './plan-file';
import { RecipePicker } from './recipe-picker';

const todayIndex = () => (new Date().getDay() + 6) % 7;

type PlanChildrenModule = typeof PlanChildren;
let loadedPlanChildren: PlanChildrenModule | null = null;
const loadPlanChildren = () => import('./plan-children').then((m) => (loadedPlanChildren = m));

/**
 * The children's view of the plan (it carries the foods guide). On a device with children it loads
 * at once and the plan waits for it (`settled`), so what it shows under each meal (new foods, Mark
 * eaten) is there from the first render and never pushes the slots below; on a device without, it
 * loads after the first screen and only fills each meal's reserved allergen row.
 */
function usePlanChildren(hasChildren: boolean | undefined): {
  kids: PlanChildrenModule | null;
  settled: boolean;
} {
  const [loaded, setLoaded] = useState<PlanChildrenModule | null>(() => loadedPlanChildren);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded || hasChildren === undefined) return undefined;
    let live = true;
    void (hasChildren ? loadPlanChildren() : afterFirstScreen().then(loadPlanChildren))
      .then((m) => live && setLoaded(m))
      .catch(() => live && setFailed(true)); // offline before the code was cached: the plan works without it
    return () => {
      live = false;
    };
  }, [loaded, hasChildren]);
  return { kids: loaded, settled: loaded !== null || failed || hasChildren === false };
}

async function loadRecipe(id: number): Promise<Recipe> {
  return (await mirror.recipe(id).catch(() => undefined)) ?? apiRequest<Recipe>('GET', `/api/recipes/${id}`);
}

function SlotCell({
  entry,
  day,
  slot,
  onAdd,
  onRemove,
  kids,
  date,
}: {
  entry: PlanEntry | null;
  day: Day;
  slot: MealSlot;
  onAdd: () => void;
  onRemove: () => void;
  kids: PlanChildrenModule | null;
  /** The day's date, YYYY-MM-DD. */
  date: string;
}) {
  const where = `${DAY_LABELS[day]} ${MEAL_TYPE_LABELS[slot].toLowerCase()}`;
  if (!entry) {
    return (
      <Button
        variant="outline"
        borderStyle="dashed"
        color="fg.muted"
        w="full"
        h="full"
        minH="20"
        onClick={onAdd}
        aria-label={`Add a recipe to ${where}`}
        data-testid={`slot-${day}-${slot}`}
      >
        <Plus /> Add
      </Button>
    );
  }
  return (
    <Box
      position="relative"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      overflow="hidden"
      h="full"
      minH="20"
      data-testid={`slot-${day}-${slot}`}
    >
      <Image
        src={entry.imageUrl ?? FALLBACK_RECIPE_IMAGE}
        alt=""
        w="full"
        h="16"
        objectFit="cover"
        bg="bg.muted"
      />
      <Box p="2" pe="8">
        <Link asChild fontSize="sm" fontWeight="600" lineClamp={2} color="fg">
          <RouterLink to={paths.recipe(entry.recipeId)}>{entry.title}</RouterLink>
        </Link>
        {/* A row for the recipe's allergen badges from the first render: on a device without
            children they arrive with the children's view, after the first screen, and would
            otherwise push the slots below out of place. */}
        <Box minH="5" mt="1.5">
          {kids && <kids.SlotChildren entry={entry} date={date} where={where} />}
        </Box>
      </Box>
      <IconButton
        position="absolute"
        bottom="1"
        right="1"
        size="2xs"
        variant="ghost"
        aria-label={`Remove ${entry.title} from ${where}`}
        onClick={onRemove}
      >
        <X />
      </IconButton>
    </Box>
  );
}

export function MealPlanPage() {
  const [params, setParams] = useSearchParams();
  const { weekStart, isThisWeek, goToWeek, stepWeek } = useShownWeek();
  const plan = useWeekPlan(weekStart);
  const [picking, setPicking] = useState<{ day: Day; slot: MealSlot } | null>(null);
  const [tab, setTab] = useState<Day>(DAYS[todayIndex()]!);
  const fileInput = useRef<HTMLInputElement>(null);
  // One layout at a time (not both hidden by CSS): half the DOM, and every slot exists once.
  const isDesktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  const handledRecipe = useRef<string | null>(null);
  const children = useChildren();
  const { kids, settled } = usePlanChildren(children === undefined ? undefined : children.length > 0);

  // ?recipe={id}: into Monday of the shown week, under its own meal type; then the parameter goes.
  const recipeParam = params.get('recipe');
  useEffect(() => {
    if (!recipeParam || handledRecipe.current === recipeParam) return;
    handledRecipe.current = recipeParam;
    const id = Number(recipeParam);
    const drop = () => {
      const next = new URLSearchParams(params);
      next.delete('recipe');
      setParams(next, { replace: true });
    };
    if (!Number.isSafeInteger(id) || id < 1) {
      drop();
      return;
    }
    loadRecipe(id)
      .then(async (recipe) => {
        await setSlot(weekStart, 'monday', recipe.mealType ?? 'breakfast', toPlanEntry(recipe));
        setTab('monday');
        notify(
          'Recipe added to meal plan',
          `${recipe.title} is on Monday's ${recipe.mealType ?? 'breakfast'}.`,
        );
      })
      .catch(() => notifyError('Error', 'That recipe could not be loaded, so nothing was added.'))
      .finally(drop);
  }, [recipeParam, params, setParams, weekStart]);

  if (!plan || !settled) return <PageSpinner label="Loading your plan…" />;

  const add = (day: Day, slot: MealSlot) => setPicking({ day, slot });
  const remove = (day: Day, slot: MealSlot) => void setSlot(weekStart, day, slot, null);
  const pick = async (recipe: Recipe) => {
    if (!picking) return;
    await setSlot(weekStart, picking.day, picking.slot, toPlanEntry(recipe));
    setPicking(null);
    notify('Recipe added', `${recipe.title} is on ${DAY_LABELS[picking.day]}'s ${picking.slot}.`);
  };

  const generateList = () => {
    const lines = planIngredientLines(plan);
    if (lines.length === 0) {
      notifyError('No ingredients found', 'Add some recipes to your meal plan first.');
      return;
    }
    downloadFile(
      `sproutplate_shopping_list_${weekStart}.txt`,
      shoppingListText(lines, `SproutPlate shopping list: ${weekRangeText(weekStart)}`),
    );
    notify(
      'Shopping list generated',
      'Your list has been downloaded. It is also on the Shopping List screen.',
    );
  };
  const loadFile = () => fileInput.current?.click();
  const clear = () =>
    void clearPlan(weekStart).then(() =>
      notify('Meal plan cleared', 'Every meal of this week has been removed.'),
    );
  const savePlanFile = () => {
    downloadPlan(plan);
    notify('Meal plan saved', 'Your plan has been downloaded as a file you can load back later.');
  };
  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    try {
      const imported = await readPlanFile(file);
      await savePlan(imported);
      goToWeek(imported.weekStart);
      notify('Meal plan loaded', `The plan for ${weekRangeText(imported.weekStart)} is back.`);
    } catch (err) {
      notifyError(
        'Could not load the plan',
        err instanceof PlanFileError ? err.message : 'That file could not be read. Nothing was changed.',
      );
    }
  };

  return (
    <>
      <PageHeader
        title="Meal Planner"
        subtitle="Plan the week's meals for your little one. Your plan stays on this device and works offline."
      />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="5">
          <WeekNav weekStart={weekStart} onStep={stepWeek} />
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            hidden
            onChange={(e) => void importFile(e)}
            data-testid="plan-file-input"
          />
          <HStack gap="2" wrap="wrap">
            {isDesktop ? (
              <>
                <Button variant="outline" size="sm" onClick={loadFile}>
                  <Upload /> Load Saved Plan
                </Button>
                <Button variant="outline" size="sm" onClick={savePlanFile}>
                  <Download /> Save Meal Plan
                </Button>
                <Button variant="outline" size="sm" colorPalette="red" onClick={clear}>
                  <Trash2 /> Clear Plan
                </Button>
              </>
            ) : (
              // On a phone the less frequent actions wait in a menu, so the week stays in view.
              <Menu.Root>
                <Menu.Trigger asChild>
                  <Button variant="outline" size="sm" aria-label="More plan actions">
                    <EllipsisVertical /> More
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      <Menu.Item value="load" onClick={loadFile}>
                        <Upload /> Load Saved Plan
                      </Menu.Item>
                      <Menu.Item value="save" onClick={savePlanFile}>
                        <Download /> Save Meal Plan
                      </Menu.Item>
                      <Menu.Item value="clear" color="fg.error" onClick={clear}>
                        <Trash2 /> Clear Plan
                      </Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            )}
            <Button size="sm" colorPalette="brand" onClick={generateList}>
              <ShoppingCart /> Generate Shopping List
            </Button>
            <Button asChild size="sm" variant="subtle" colorPalette="peach">
              <RouterLink to={`${paths.shoppingList}${isThisWeek ? '' : `?week=${weekStart}`}`}>
                <ListChecks /> Shopping List
              </RouterLink>
            </Button>
          </HStack>
        </Flex>

        {/* Desktop: meal rows by 7 days. */}
        {isDesktop ? (
          <Box overflowX="auto">
            <Grid
              templateColumns="110px repeat(7, minmax(110px, 1fr))"
              gap="2"
              minW="900px"
              role="table"
              aria-label={`Meal plan, ${weekRangeText(weekStart)}`}
            >
              <Box display="contents" role="row">
                <Box role="columnheader" />
                {DAYS.map((day) => (
                  <Box key={day} role="columnheader" textAlign="center" pb="1">
                    <Text fontWeight="700">{DAY_SHORT[day]}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {dayDate(weekStart, day).getDate()}
                    </Text>
                  </Box>
                ))}
              </Box>
              {MEAL_SLOTS.map((slot) => (
                <Box key={slot} display="contents" role="row">
                  <Flex role="rowheader" align="center" fontWeight="600" color="fg.muted">
                    {MEAL_TYPE_LABELS[slot]}
                  </Flex>
                  {DAYS.map((day) => (
                    <Box key={day} role="cell">
                      <SlotCell
                        entry={plan.days[day][slot]}
                        day={day}
                        slot={slot}
                        onAdd={() => add(day, slot)}
                        onRemove={() => remove(day, slot)}
                        kids={kids}
                        date={toIsoDate(dayDate(weekStart, day))}
                      />
                    </Box>
                  ))}
                </Box>
              ))}
            </Grid>
          </Box>
        ) : (
          /* Phone: one day at a time. */
          <Box>
            <Tabs.Root
              value={tab}
              onValueChange={(e) => setTab(e.value as Day)}
              variant="enclosed"
              fitted
              size="sm"
            >
              <Tabs.List overflowX="auto">
                {DAYS.map((day) => (
                  <Tabs.Trigger key={day} value={day} px="1" aria-label={DAY_LABELS[day]}>
                    <Stack gap="0" align="center">
                      <Text fontSize="xs">{DAY_SHORT[day]}</Text>
                      <Text fontWeight="700">{dayDate(weekStart, day).getDate()}</Text>
                    </Stack>
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {DAYS.map((day) => (
                <Tabs.Content key={day} value={day}>
                  <Stack gap="3">
                    {MEAL_SLOTS.map((slot) => (
                      <Box key={slot}>
                        <Text fontWeight="600" mb="1.5">
                          {MEAL_TYPE_LABELS[slot]}
                        </Text>
                        <SlotCell
                          entry={plan.days[day][slot]}
                          day={day}
                          slot={slot}
                          onAdd={() => add(day, slot)}
                          onRemove={() => remove(day, slot)}
                          kids={kids}
                          date={toIsoDate(dayDate(weekStart, day))}
                        />
                      </Box>
                    ))}
                  </Stack>
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Box>
        )}
        {kids && <kids.WeekChildrenPanel plan={plan} weekStart={weekStart} />}
      </Container>

      <RecipePicker
        open={picking !== null}
        title={picking ? `Add a recipe to ${DAY_LABELS[picking.day]} ${picking.slot}` : 'Add a recipe'}
        onClose={() => setPicking(null)}
        onPick={(r) => void pick(r)}
        details={kids ? (r) => <kids.PickerAllergens ingredients={r.ingredients} /> : undefined}
      />
    </>
  );
}
