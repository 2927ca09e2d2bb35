/** Save Meal Plan writes a week's plan to a JSON file; the importer reads one back. */
import { mealPlanFileSchema, type MealPlanFile, type WeekPlan } from '@shared/schemas/meal-plan';
import { downloadFile } from '../../lib/download';

export function planFileName(weekStart: string): string {
  return `sproutplate_meal_plan_${weekStart}.json`;
}

export function downloadPlan(plan: WeekPlan): void {
  const file: MealPlanFile = {
    app: 'SproutPlate',
    kind: 'meal-plan',
    version: 1,
    exportedAt: new Date().toISOString(),
    plan,
  };
  downloadFile(planFileName(plan.weekStart), JSON.stringify(file, null, 2), 'application/json');
}

export class PlanFileError extends Error {}

/** The plan in a file, or a PlanFileError saying in plain words what is wrong. */
export async function readPlanFile(file: File): Promise<WeekPlan> {
  if (file.size > 1024 * 1024)
    throw new PlanFileError('That file is too large to be a SproutPlate meal plan.');
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    throw new PlanFileError('That file is not a SproutPlate meal plan (it is not JSON).');
  }
  const parsed = mealPlanFileSchema.safeParse(data);
  if (!parsed.success) {
    throw new PlanFileError('That file is not a SproutPlate meal plan saved with Save Meal Plan.');
  }
  return parsed.data.plan;
}
