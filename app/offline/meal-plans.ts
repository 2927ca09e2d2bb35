/**
 * Meal plans on the device: one per week in IndexedDB. A stored plan that
 * does not validate is logged and replaced by an empty one, so the planner
 * never shows an error screen. A plan left in localStorage by an earlier
 * version is moved over once.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { DAYS, weekStartOf, type Day } from '@shared/lib/week';
import {
  emptyPlan,
  MEAL_SLOTS,
  planEntrySchema,
  weekPlanSchema,
  type MealSlot,
  type PlanEntry,
  type WeekPlan,
} from '@shared/schemas/meal-plan';
import type { Recipe } from '@shared/schemas/recipe';
import { deviceDb } from './db';
import { LEGACY_PLAN_KEY } from './legacy-plan';

export function toPlanEntry(recipe: Recipe): PlanEntry {
  return {
    recipeId: recipe.id,
    title: recipe.title,
    imageUrl: recipe.imageUrl,
    mealType: recipe.mealType,
    ageGroup: recipe.ageGroup,
    ingredients: recipe.ingredients,
  };
}

/** A week's plan; a broken stored one is logged and read as empty (and repaired, see below). */
async function readPlan(weekStart: string, repair: boolean): Promise<WeekPlan> {
  const row = await deviceDb.mealPlans.get(weekStart);
  if (!row) return emptyPlan(weekStart);
  const parsed = weekPlanSchema.safeParse(row.plan);
  if (parsed.success && parsed.data.weekStart === weekStart) return parsed.data;
  console.error(`The saved meal plan for the week of ${weekStart} is broken; starting it afresh.`, row.plan);
  const fresh = emptyPlan(weekStart);
  if (repair) await savePlan(fresh);
  // A live query may not write: the repair runs on its own, just after.
  else setTimeout(() => void savePlan(fresh), 0);
  return fresh;
}

/** The plan of a week, kept current; undefined while it loads. */
export function useWeekPlan(weekStart: string): WeekPlan | undefined {
  return useLiveQuery(() => readPlan(weekStart, false), [weekStart]);
}

export async function savePlan(plan: WeekPlan): Promise<void> {
  await deviceDb.mealPlans.put({ weekStart: plan.weekStart, plan, updatedAt: Date.now() });
}

/** Puts a recipe in a slot (replacing what is there) or empties it. */
export async function setSlot(
  weekStart: string,
  day: Day,
  slot: MealSlot,
  entry: PlanEntry | null,
): Promise<void> {
  await deviceDb.transaction('rw', deviceDb.mealPlans, async () => {
    const plan = await readPlan(weekStart, true);
    plan.days[day][slot] = entry;
    await savePlan(plan);
  });
}

export async function clearPlan(weekStart: string): Promise<void> {
  await savePlan(emptyPlan(weekStart));
}

/**
 * Moves a plan from localStorage (earlier versions: days as "Monday" or
 * "monday", each slot a recipe or null) into this week's plan, once. Whatever
 * cannot be read is logged and dropped.
 */
export async function migrateLegacyPlan(today = new Date()): Promise<void> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(LEGACY_PLAN_KEY);
  } catch {
    return;
  }
  if (raw === null) return;
  const weekStart = weekStartOf(today);
  try {
    const legacy = JSON.parse(raw) as Record<string, Record<string, unknown> | undefined>;
    const plan = emptyPlan(weekStart);
    for (const day of DAYS) {
      const legacyDay = legacy[day] ?? legacy[day[0]!.toUpperCase() + day.slice(1)];
      for (const slot of MEAL_SLOTS) {
        const value = legacyDay?.[slot] as (Partial<Recipe> & { recipeId?: number }) | null | undefined;
        if (!value) continue;
        const entry = planEntrySchema.safeParse({
          recipeId: value.recipeId ?? value.id,
          title: value.title,
          imageUrl: value.imageUrl ?? null,
          mealType: value.mealType ?? slot,
          ageGroup: value.ageGroup ?? '',
          ingredients: value.ingredients ?? '',
        });
        if (entry.success) plan.days[day][slot] = entry.data;
      }
    }
    const existing = await deviceDb.mealPlans.get(weekStart);
    if (!existing) await savePlan(plan);
  } catch (err) {
    console.error(
      'The meal plan saved by an earlier version is broken; it was replaced by an empty one.',
      err,
    );
  }
  localStorage.removeItem(LEGACY_PLAN_KEY);
}

/** Check marks of a week's shopping list. */
export function useShoppingChecks(weekStart: string): Set<string> | undefined {
  return useLiveQuery(
    async () =>
      new Set(
        (await deviceDb.shoppingChecks.where('weekStart').equals(weekStart).toArray()).map((r) =>
          r.id.slice(weekStart.length + 1),
        ),
      ),
    [weekStart],
  );
}

export async function setShoppingCheck(weekStart: string, itemKey: string, checked: boolean): Promise<void> {
  const id = `${weekStart}|${itemKey}`;
  if (checked) await deviceDb.shoppingChecks.put({ id, weekStart });
  else await deviceDb.shoppingChecks.delete(id);
}

export async function uncheckAll(weekStart: string): Promise<void> {
  await deviceDb.shoppingChecks.where('weekStart').equals(weekStart).delete();
}
