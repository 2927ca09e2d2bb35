import { describe, expect, it } from 'vitest';
import { ALLERGENS } from '@shared/content/foods/types';
import { firstFoodOf, otherFoodsWith } from './allergen-foods';

describe('the food that introduces each allergen', () => {
  it.each(ALLERGENS)('%s: a guide food carrying it from 6 months, with steps', (allergen) => {
    const food = firstFoodOf(allergen);
    expect(food, allergen).toBeDefined();
    expect(food?.allergens).toContain(allergen);
    expect(food?.fromMonths).toBe(6);
    expect(food?.allergenSteps?.length).toBeGreaterThanOrEqual(3);
  });

  it('lists other foods carrying it that suit the age, never the first food itself', () => {
    const at7 = otherFoodsWith('milk', 7, 50);
    expect(at7.length).toBeGreaterThan(0);
    expect(at7.every((f) => f.allergens.includes('milk') && f.fromMonths <= 7)).toBe(true);
    expect(at7.map((f) => f.slug)).not.toContain('yoghurt');
    // Soft cheeses such as brie are not for under-5s: never suggested at 7 months.
    expect(at7.map((f) => f.slug)).not.toContain('brie-and-camembert');
    expect(otherFoodsWith('milk', 7, 2)).toHaveLength(2);
  });
});
