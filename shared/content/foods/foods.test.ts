/**
 * The guide's own consistency, and the child-safety rules of shared/lib/safety.ts run over every
 * stage of every food: nothing the guide says to serve at an age may break a rule for that age.
 */
import { describe, expect, it } from 'vitest';
import { checkRecipeSafety } from '../../lib/safety';
import { FOODS } from './foods';
import { foodEntry } from '../../../scripts/make-food-names';
import { FOOD_ENTRIES } from './entries';
import { FOOD_NAMES } from './names';
import { ALLERGENS, FOOD_CATEGORIES, FOOD_FLAGS, FOOD_SOURCES, FOOD_STAGES, type FoodStageId } from './types';

/** The recipe age group whose youngest child a stage's advice must be safe for. */
const STAGE_AGE_GROUP = {
  '6m': '6-12 months',
  '9m': '6-12 months',
  '12m': '1-2 years',
  '18m': '1-2 years',
  '2-3y': '2-3 years',
  '3-5y': '3-5 years',
} as const satisfies Record<FoodStageId, string>;

/** A stage's sentences. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+/).filter((s) => s.trim().length > 0);
}

describe('the First Foods guide', () => {
  it('has at least 120 foods with unique slugs and names', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(FOODS.map((f) => f.slug)).size).toBe(FOODS.length);
    expect(new Set(FOODS.map((f) => f.name.toLowerCase())).size).toBe(FOODS.length);
  });

  it('has a current names index (npx tsx scripts/make-food-names.ts writes it)', () => {
    expect(FOOD_NAMES).toEqual(
      FOODS.map((f) => [f.slug, f.name, ...(f.usName ? [f.usName] : []), ...(f.otherNames ?? [])]),
    );
  });

  it('has a current list of entries for /foods (npx tsx scripts/make-food-names.ts writes it)', () => {
    expect(FOOD_ENTRIES).toEqual(FOODS.map(foodEntry));
  });

  it('covers every category and every major allergen', () => {
    for (const c of FOOD_CATEGORIES)
      expect(
        FOODS.some((f) => f.category === c),
        c,
      ).toBe(true);
    for (const a of ALLERGENS)
      expect(
        FOODS.some((f) => f.allergens.includes(a)),
        a,
      ).toBe(true);
  });

  it.each(FOODS.map((f) => [f.slug, f] as const))('%s is complete', (_slug, food) => {
    expect(food.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(FOOD_CATEGORIES).toContain(food.category);
    expect(food.summary.length).toBeGreaterThan(20);
    // A stage's first month, or 60 for what is not for under-5s at all (tea, rice drinks).
    expect([...FOOD_STAGES.map((s) => s.fromMonths), 60]).toContain(food.fromMonths);
    for (const stage of FOOD_STAGES) {
      const text = food.stages[stage.id];
      if (stage.fromMonths >= food.fromMonths) expect(text, `${food.slug} ${stage.id}`).toBeTruthy();
      else expect(text, `${food.slug} is not offered at ${stage.id}`).toBeUndefined();
    }
    if (food.fromMonths > 6) expect(food.notYet, `${food.slug} says why not yet`).toBeTruthy();
    expect(food.choking.howToLower.length).toBeGreaterThan(10);
    for (const a of food.allergens) expect(ALLERGENS).toContain(a);
    if (food.allergens.length > 0) expect(food.allergenSteps?.length ?? 0).toBeGreaterThanOrEqual(3);
    for (const flag of food.flags) expect(FOOD_FLAGS).toContain(flag);
    expect(food.rules.length).toBeGreaterThan(0);
    for (const rule of food.rules) expect(FOOD_SOURCES).toContain(rule.source);
  });

  it.each(FOODS.map((f) => [f.slug, f] as const))(
    '%s: every stage it is offered at passes the safety rules for that age',
    (_slug, food) => {
      for (const stage of FOOD_STAGES) {
        const text = food.stages[stage.id];
        if (!text) continue;
        // As a recipe step naming the food, and each sentence that says what to serve as an
        // ingredient line too, since the choking rules read ingredient lines ("raw carrot sticks").
        const serving = sentences(text).filter(
          (s) => !/\b(?:no|not|never|don'?t|avoid|skip|without|instead|until|wait|later|adults?)\b/i.test(s),
        );
        const violations = checkRecipeSafety({
          ageGroup: STAGE_AGE_GROUP[stage.id],
          title: food.name,
          ingredients: [food.name, ...serving],
          instructions: [text],
        });
        expect(violations, `${food.slug} at ${stage.id}: ${text}`).toEqual([]);
      }
    },
  );
});
