/**
 * Which stage of the First Foods guide a child is at, without the guide's foods: a food's page
 * reads it before the whole guide is on the device (app/features/foods/food-guide.ts).
 */
import type { Food, FoodStageId } from './types';
import { FOOD_STAGES } from './types';

/** The stage a child of this age is at: the last stage that has started (6 months before 6). */
export function stageForAge(months: number): FoodStageId {
  let stage: FoodStageId = FOOD_STAGES[0].id;
  for (const s of FOOD_STAGES) if (months >= s.fromMonths) stage = s.id;
  return stage;
}

/** True when a child of this age can be offered the food in some form. */
export function suitsAge(food: Food, months: number): boolean {
  return months >= food.fromMonths;
}
