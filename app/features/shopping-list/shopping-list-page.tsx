/**
 * /shopping-list: what the shown week's plan needs, ingredient lines merged
 * with their quantities added, grouped by aisle, with check marks that stay
 * on the device (offline too). The text download of the spec stays. After the
 * first screen, the allergens of the week's recipes join in below the list (week-allergens.tsx).
 */
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Container,
  Flex,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CalendarDays, Download, RotateCcw, ShoppingBasket } from 'lucide-react';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { groupByAisle, mergeIngredients, shoppingListText } from '@shared/lib/shopping-list';
import { weekRangeText } from '@shared/lib/week';
import { planIngredientLines, type WeekPlan } from '@shared/schemas/meal-plan';
import { afterFirstScreen } from '../../boot/after-first-screen';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { useShownWeek, WeekNav } from '../../components/week-nav';
import { EmptyState } from '../../components/state-message';
import { downloadFile } from '../../lib/download';
import { paths } from '../../lib/paths';
import { notify } from '../../lib/toaster';
import { setShoppingCheck, uncheckAll, useShoppingChecks, useWeekPlan } from '../../offline/meal-plans';

type WeekAllergensView = ComponentType<{ plan: WeekPlan }>;
let loadedAllergens: WeekAllergensView | null = null;
const loadAllergens = () => import('./week-allergens').then((m) => (loadedAllergens = m.WeekAllergens));

/** The week's allergens, loaded after the first screen (it carries the foods guide). */
function useWeekAllergens(): WeekAllergensView | null {
  const [View, setView] = useState<WeekAllergensView | null>(() => loadedAllergens);
  useEffect(() => {
    if (View) return undefined;
    let live = true;
    void afterFirstScreen()
      .then(loadAllergens)
      .then((view) => live && setView(() => view))
      .catch(() => undefined); // offline before the code was cached: the list works without it
    return () => {
      live = false;
    };
  }, [View]);
  return View;
}

export function ShoppingListPage() {
  const { weekStart, isThisWeek, stepWeek } = useShownWeek();
  const plan = useWeekPlan(weekStart);
  const checks = useShoppingChecks(weekStart);
  const WeekAllergens = useWeekAllergens();

  const lines = useMemo(() => (plan ? planIngredientLines(plan) : []), [plan]);
  const groups = useMemo(() => groupByAisle(mergeIngredients(lines)), [lines]);

  if (!plan || !checks) return <PageSpinner label="Loading your list…" />;
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  const done = groups.reduce((n, g) => n + g.items.filter((i) => checks.has(i.key)).length, 0);

  return (
    <>
      <PageHeader
        title="Shopping List"
        subtitle="Everything this week's meal plan needs, grouped by aisle. Tick items off as you shop, even with no signal."
      />
      <Container maxW="3xl" px={{ base: '4', md: '6' }} py="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="5">
          <WeekNav weekStart={weekStart} onStep={stepWeek} />
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline" size="sm">
              <RouterLink to={`${paths.mealPlan}${isThisWeek ? '' : `?week=${weekStart}`}`}>
                <CalendarDays /> Meal Plan
              </RouterLink>
            </Button>
            {total > 0 && (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void uncheckAll(weekStart)}
                  disabled={done === 0}
                >
                  <RotateCcw /> Uncheck all
                </Button>
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={() => {
                    downloadFile(
                      `sproutplate_shopping_list_${weekStart}.txt`,
                      shoppingListText(lines, `SproutPlate shopping list: ${weekRangeText(weekStart)}`),
                    );
                    notify('Shopping list generated', 'Your list has been downloaded.');
                  }}
                >
                  <Download /> Download
                </Button>
              </>
            )}
          </HStack>
        </Flex>

        {total === 0 ? (
          <EmptyState icon={<ShoppingBasket size={32} />}>
            <Text as="span" fontWeight="700" display="block" color="fg">
              No ingredients found
            </Text>
            Add some recipes to your meal plan first.
          </EmptyState>
        ) : (
          <Stack gap="6">
            <Text color="fg.muted" aria-live="polite" data-testid="shopping-progress">
              {done} of {total} items ticked
            </Text>
            {groups.map((group) => (
              <Box as="section" key={group.aisle} aria-labelledby={`aisle-${group.aisle}`}>
                <Heading as="h3" size="md" mb="2" id={`aisle-${group.aisle}`}>
                  {group.aisle.charAt(0).toUpperCase() + group.aisle.slice(1)}
                </Heading>
                <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" borderRadius="xl" bg="bg.panel">
                  {group.items.map((item) => {
                    const checked = checks.has(item.key);
                    return (
                      <Box
                        as="li"
                        key={item.key}
                        px="4"
                        py="3"
                        borderBottomWidth="1px"
                        _last={{ borderBottomWidth: 0 }}
                      >
                        <Checkbox.Root
                          checked={checked}
                          onCheckedChange={(e) =>
                            void setShoppingCheck(weekStart, item.key, e.checked === true)
                          }
                          colorPalette="brand"
                          alignItems="flex-start"
                          data-testid="shopping-item"
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control mt="0.5" />
                          <Checkbox.Label flex="1">
                            <Text
                              as="span"
                              textDecoration={checked ? 'line-through' : undefined}
                              color={checked ? 'fg.muted' : 'fg'}
                            >
                              {item.amount && (
                                <Text as="span" fontWeight="700">
                                  {item.amount}{' '}
                                </Text>
                              )}
                              {item.name}
                            </Text>
                            <HStack gap="1" mt="1" wrap="wrap">
                              {item.recipes.map((r) => (
                                <Badge
                                  key={r}
                                  size="sm"
                                  variant="subtle"
                                  colorPalette="gray"
                                  fontWeight="normal"
                                >
                                  {r}
                                </Badge>
                              ))}
                            </HStack>
                          </Checkbox.Label>
                        </Checkbox.Root>
                      </Box>
                    );
                  })}
                </Stack>
              </Box>
            ))}
            {/* Below the list: arriving after the first screen, it never moves an item under a finger. */}
            {WeekAllergens && <WeekAllergens plan={plan} />}
          </Stack>
        )}
      </Container>
    </>
  );
}
