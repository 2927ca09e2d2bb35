/**
 * Meal plans: one per week, each day holding a recipe (or nothing) for
 * breakfast, lunch, dinner and snack. Kept on the device; saved to and
 * loaded from a JSON file. Each entry keeps what the shopping list needs, so
 * a plan works offline and in a file of its own.
 */
import { z } from 'zod';
import { MEAL_TYPES, type MealType } from '../enums';
import { DAYS, isIsoDate, type Day } from '../lib/week';

export const MEAL_SLOTS = MEAL_TYPES;
export type MealSlot = MealType;

export const planEntrySchema = z.object({
  recipeId: z.number().int().positive(),
  title: z.string().min(1).max(200),
  imageUrl: z.string().max(500).nullable(),
  mealType: z.enum(MEAL_TYPES),
  ageGroup: z.string().max(40),
  ingredients: z.string().max(10000),
});
export type PlanEntry = z.infer<typeof planEntrySchema>;

const daySchema = z.object(
  Object.fromEntries(MEAL_SLOTS.map((s) => [s, planEntrySchema.nullable()])) as Record<
    MealSlot,
    z.ZodNullable<typeof planEntrySchema>
  >,
);
export type DayPlan = Record<MealSlot, PlanEntry | null>;

export const weekPlanSchema = z.object({
  weekStart: z.string().refine(isIsoDate, 'weekStart must be a date (YYYY-MM-DD)'),
  days: z.object(Object.fromEntries(DAYS.map((d) => [d, daySchema])) as Record<Day, typeof daySchema>),
});
export type WeekPlan = z.infer<typeof weekPlanSchema>;

/** The file Save Meal Plan writes and the importer reads. */
export const mealPlanFileSchema = z.object({
  app: z.literal('SproutPlate'),
  kind: z.literal('meal-plan'),
  version: z.literal(1),
  exportedAt: z.string(),
  plan: weekPlanSchema,
});
export type MealPlanFile = z.infer<typeof mealPlanFileSchema>;

export function emptyDay(): DayPlan {
  return { breakfast: null, lunch: null, dinner: null, snack: null };
}

export function emptyPlan(weekStart: string): WeekPlan {
  return {
    weekStart,
    days: Object.fromEntries(DAYS.map((d) => [d, emptyDay()])) as Record<Day, DayPlan>,
  };
}

export function planEntries(plan: WeekPlan): PlanEntry[] {
  return DAYS.flatMap((d) => MEAL_SLOTS.map((s) => plan.days[d][s])).filter(
    (e): e is PlanEntry => e !== null,
  );
}

/** Every ingredient line of a week's plan, with the recipe it comes from (for the shopping list). */
export function planIngredientLines(plan: WeekPlan): { line: string; recipeTitle: string }[] {
  return planEntries(plan).flatMap((e) =>
    e.ingredients
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => ({ line, recipeTitle: e.title })),
  );
}
