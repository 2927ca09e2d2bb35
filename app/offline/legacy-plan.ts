/** Where the first planner kept its plan (one week, in localStorage); moved into Dexie at start-up. */
export const LEGACY_PLAN_KEY = 'mealPlan';

export function hasLegacyPlan(): boolean {
  try {
    return localStorage.getItem(LEGACY_PLAN_KEY) !== null;
  } catch {
    return false;
  }
}
