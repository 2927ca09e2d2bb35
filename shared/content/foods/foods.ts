/**
 * The First Foods guide: every food, sorted by name, and lookups by slug. It ships with the app
 * (precached with the /foods screens) so the guide and its search work offline; see
 * docs/decisions/001-foods-guide-in-shared-content.md.
 */
import { DAIRY } from './dairy';
import { DRINKS } from './drinks';
import { EXTRAS } from './extras';
import { FRUITS } from './fruits';
import { GRAINS } from './grains';
import { NUTS_SEEDS } from './nuts-seeds';
import { PROTEINS } from './proteins';
import type { Food, FoodStageId } from './types';
import { FOOD_STAGES } from './types';
import { VEGETABLES } from './vegetables';

/** English order (one collator: `localeCompare` with a locale builds one per call, slow on a phone). */
const byName = new Intl.Collator('en');

export const FOODS: readonly Food[] = [
  ...VEGETABLES,
  ...FRUITS,
  ...GRAINS,
  ...PROTEINS,
  ...DAIRY,
  ...NUTS_SEEDS,
  ...DRINKS,
  ...EXTRAS,
].sort((a, b) => byName.compare(a.name, b.name));

const BY_SLUG = new Map(FOODS.map((f) => [f.slug, f]));

export function foodBySlug(slug: string): Food | undefined {
  return BY_SLUG.get(slug);
}

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
