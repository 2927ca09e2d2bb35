/**
 * Search and filters over the First Foods guide, one pure function for the server's render and
 * the device, so /foods answers the same online and offline.
 */
import type { Allergen, Food, FoodCategory } from '../content/foods/types';

export interface FoodQuery {
  q?: string | undefined;
  category?: FoodCategory | undefined;
  allergen?: Allergen | undefined;
  /** The child's age in months: only foods that can be offered at this age. */
  age?: number | undefined;
}

export function searchFoods(foods: readonly Food[], query: FoodQuery): Food[] {
  const q = (query.q ?? '').trim().toLowerCase();
  return foods.filter(
    (f) =>
      (!query.category || f.category === query.category) &&
      (!query.allergen || f.allergens.includes(query.allergen)) &&
      (query.age === undefined || f.fromMonths <= query.age) &&
      (!q || f.name.toLowerCase().includes(q)),
  );
}
