/**
 * The shopping list's "Allergens in this week's recipes": each recipe of the week's plan with
 * the major allergens it carries, and a clear mark where one is paused for a child on this
 * device ("Peanut is paused for Maya"), so nothing paused is bought for them by mistake.
 *
 * It carries the foods guide and the children's store, so the list loads it after its first
 * screen (shopping-list-page.tsx).
 */
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ALLERGEN_LABELS } from '@shared/content/foods/types';
import { todayIso } from '@shared/lib/child-age';
import { allergenStates, recipeAllergens } from '@shared/lib/child-foods';
import { pausedMessage } from '@shared/lib/recipe-children';
import { planEntries, type WeekPlan } from '@shared/schemas/meal-plan';
import { useChildren, useFoodLogs } from '../../offline/children';

export function WeekAllergens({ plan }: { plan: WeekPlan }) {
  const kids = useChildren();
  const logs = useFoodLogs();
  const recipes = useMemo(() => {
    const byId = new Map(planEntries(plan).map((e) => [e.recipeId, e]));
    return [...byId.values()].map((e) => ({ ...e, allergens: recipeAllergens(e.ingredients) }));
  }, [plan]);
  const today = todayIso();
  const paused = useMemo(
    () =>
      (kids ?? []).map((child) => ({
        name: child.name,
        allergens: allergenStates(
          child,
          (logs ?? []).filter((l) => l.childId === child.id),
          today,
        )
          .filter((s) => s.status === 'paused')
          .map((s) => s.allergen),
      })),
    [kids, logs, today],
  );
  if (recipes.length === 0) return null;

  return (
    <Box
      as="section"
      aria-labelledby="week-allergens"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      p="4"
      data-testid="week-allergens"
    >
      <Heading as="h2" size="md" id="week-allergens" mb="2">
        Allergens in this week&rsquo;s recipes
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {recipes.map((r) => {
          const marks = paused.flatMap((c) =>
            r.allergens.filter((a) => c.allergens.includes(a)).map((a) => pausedMessage(a, c.name)),
          );
          return (
            <Box as="li" key={r.recipeId} data-testid="recipe-allergens">
              <HStack gap="1.5" wrap="wrap">
                <Text fontSize="sm" fontWeight="600" me="1">
                  {r.title}
                </Text>
                {r.allergens.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    none of the major allergens
                  </Text>
                ) : (
                  r.allergens.map((a) => (
                    <Badge key={a} size="sm" variant="subtle" colorPalette="purple">
                      {ALLERGEN_LABELS[a]}
                    </Badge>
                  ))
                )}
              </HStack>
              {marks.map((m) => (
                <Text key={m} fontSize="sm" color="red.fg" fontWeight="600" data-testid="paused-mark">
                  {m}: talk to your doctor before offering it again (NHS).
                </Text>
              ))}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
