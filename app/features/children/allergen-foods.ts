/**
 * For each major allergen, the food of the guide whose introduction steps the Allergens section
 * shows (a first food that carries it in a safe form from around 6 months), and the guide's other
 * foods that carry it.
 */
import { foodBySlug, FOODS, suitsAge } from '@shared/content/foods/foods';
import type { Allergen, Food } from '@shared/content/foods/types';

export const FIRST_FOOD_OF_ALLERGEN = {
  milk: 'yoghurt',
  egg: 'egg',
  peanut: 'peanuts',
  'tree-nuts': 'almonds',
  sesame: 'tahini',
  soy: 'tofu',
  wheat: 'bread',
  fish: 'white-fish',
  shellfish: 'prawns',
} as const satisfies Record<Allergen, string>;

/** The food whose steps introduce the allergen. */
export function firstFoodOf(allergen: Allergen): Food | undefined {
  return foodBySlug(FIRST_FOOD_OF_ALLERGEN[allergen]);
}

/** Other foods of the guide that carry the allergen and suit the child's age now. */
export function otherFoodsWith(allergen: Allergen, months: number, limit = 5): Food[] {
  const first: string = FIRST_FOOD_OF_ALLERGEN[allergen];
  return FOODS.filter((f) => f.slug !== first && f.allergens.includes(allergen) && suitsAge(f, months)).slice(
    0,
    limit,
  );
}
