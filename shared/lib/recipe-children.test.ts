import { describe, expect, it } from 'vitest';
import type { Child, FoodLog } from '../schemas/children';
import {
  ageGroupsFor,
  ingredientName,
  keepGoingSuggestions,
  recipeContents,
  recipeForChild,
  recipeLogEntries,
  weekForChild,
  type PlannedMeal,
} from './recipe-children';

const TODAY = '2026-11-25';

function child(name: string, birthDate: string, extra: Partial<Child> = {}): Child {
  return {
    id: `id-${name}`,
    name,
    birthDate,
    allergyRisk: false,
    resumedAllergens: {},
    createdAt: 0,
    updatedAt: 0,
    ...extra,
  };
}

let logId = 0;
function log(
  childId: string,
  foodSlug: string | null,
  foodName: string,
  date: string,
  extra: Partial<FoodLog> = {},
) {
  logId += 1;
  return {
    id: `log-${logId}`,
    childId,
    foodSlug,
    foodName,
    date,
    response: 'liked',
    reaction: 'none',
    note: '',
    recipeId: null,
    createdAt: logId,
    ...extra,
  } satisfies FoodLog;
}

const maya = child('Maya', '2026-04-10'); // 7 months on TODAY
const ava = child('Ava', '2023-10-01'); // 3 years

const FRIED_RICE = {
  id: 7,
  title: 'Rainbow Veggie Egg Fried Rice',
  ingredients: [
    '250 g cooked brown rice, cooled',
    '2 large eggs',
    '1 medium carrot',
    '100 g canned sweetcorn (no salt or sugar added), drained',
    '1 tsp low-salt soy sauce',
  ].join('\n'),
};

const PANCAKES = {
  id: 8,
  title: 'Honey Pancakes',
  ingredients: [
    '100 g plain flour',
    '1 large egg',
    '150 ml whole milk',
    '1 tbsp honey',
    '2 tbsp breast milk or water',
  ].join('\n'),
};

const PEANUT_PORRIDGE = {
  id: 9,
  title: 'Peanut Butter Banana Porridge',
  ingredients: '1/2 cup rolled oats\n1 tsp smooth peanut butter (no added salt or sugar)\n1/2 ripe banana',
};

describe('recipeLogEntries', () => {
  it("logs each food a 7-month-old can have, with the recipe's id and the day", () => {
    const entries = recipeLogEntries(FRIED_RICE, 7, '2026-11-24');
    expect(entries.map((e) => e.foodSlug)).toEqual(['rice', 'egg', 'carrot', 'sweetcorn']);
    expect(entries.every((e) => e.recipeId === 7 && e.date === '2026-11-24' && e.reaction === 'none')).toBe(
      true,
    );
  });

  it("leaves out what the baby's portion was taken out before, and logs other allergens as typed", () => {
    const baby = recipeLogEntries(PANCAKES, 8, TODAY);
    // Honey is not for babies, water and breast milk are no new food; flour carries wheat.
    expect(baby.map((e) => [e.foodSlug, e.foodName])).toEqual([
      ['egg', 'Egg'],
      ['cows-milk', "Cow's milk"],
      [null, 'plain flour'],
    ]);
    const toddler = recipeLogEntries(PANCAKES, 30, TODAY, 'unsure');
    expect(toddler.map((e) => e.foodSlug)).toContain('honey');
    expect(toddler.every((e) => e.response === 'unsure')).toBe(true);
  });

  it('logs nothing for a baby under 6 months, and the title for a recipe naming no food', () => {
    expect(recipeLogEntries(FRIED_RICE, 5, TODAY)).toEqual([]);
    expect(
      recipeLogEntries({ id: 3, title: 'Mystery Stew', ingredients: '1 tin of something' }, 20, TODAY),
    ).toEqual([expect.objectContaining({ foodSlug: null, foodName: 'Mystery Stew', recipeId: 3 })]);
  });
});

describe('ingredientName', () => {
  it.each([
    ['200 g plain flour, sifted', 'plain flour'],
    ['1 tbsp low-salt soy sauce', 'low-salt soy sauce'],
    ['2 large eggs', 'eggs'],
    ['a pinch of salt', 'salt'],
    ['½ tsp ground cumin', 'ground cumin'],
    ['Tofu (firm)', 'Tofu'],
  ])('%s -> %s', (line, name) => {
    expect(ingredientName(line)).toBe(name);
  });
});

describe('recipeForChild', () => {
  it('lists the foods new to the child, a first allergen and a paused one', () => {
    const logs = [
      log(maya.id, 'rice', 'Rice', '2026-11-01'),
      log(maya.id, 'egg', 'Egg', '2026-11-02', { reaction: 'mild' }),
    ];
    const seen = recipeForChild(maya, logs, recipeContents(PANCAKES.ingredients), TODAY);
    expect(seen.paused).toEqual(['egg']);
    expect(seen.newAllergens).toEqual(['milk', 'wheat']);
    expect(seen.newFoods.map((f) => f.slug)).toEqual(['cows-milk']);
    expect(seen.notYet.map((f) => f.slug)).toEqual(['honey']);
  });

  it('is no longer paused once a doctor said it may be offered again', () => {
    const logs = [log(maya.id, 'egg', 'Egg', '2026-11-02', { reaction: 'mild' })];
    const resumed = { ...maya, resumedAllergens: { egg: '2026-11-10' } };
    expect(recipeForChild(resumed, logs, recipeContents(PANCAKES.ingredients), TODAY).paused).toEqual([]);
  });
});

describe('weekForChild', () => {
  const meal = (recipe: { id: number; title: string; ingredients: string }, label: string): PlannedMeal => ({
    date: TODAY,
    label,
    recipeId: recipe.id,
    title: recipe.title,
    ingredients: recipe.ingredients,
  });

  it('tells covered from missing among the allergens the child eats, and marks a paused one', () => {
    const logs = [
      log(ava.id, 'egg', 'Egg', '2026-11-01'),
      log(ava.id, 'egg', 'Egg', '2026-11-05'),
      log(ava.id, 'peanuts', 'Peanuts', '2026-11-03'),
      log(ava.id, 'cows-milk', "Cow's milk", '2026-11-04', { reaction: 'mild' }),
    ];
    const week = weekForChild(
      ava,
      logs,
      [meal(FRIED_RICE, 'Tuesday lunch'), meal(PANCAKES, 'Wednesday breakfast')],
      TODAY,
    );
    expect(week.covered.map((a) => [a.allergen, a.status, a.meals.map((m) => m.label)])).toEqual([
      ['egg', 'kept', ['Tuesday lunch', 'Wednesday breakfast']],
    ]);
    expect(week.missing.map((a) => a.allergen)).toEqual(['peanut']);
    expect(week.paused.map((a) => [a.allergen, a.meals.map((m) => m.label)])).toEqual([
      ['milk', ['Wednesday breakfast']],
    ]);
    expect(week.pausedAllergens).toEqual(['milk']);
    expect(week.firstTastes.map((a) => a.allergen)).toEqual(expect.arrayContaining(['wheat', 'soy']));
    expect(week.ageGroup).toBe('3-5 years');
    expect(week.milkOnly).toBe(false);
  });

  it("reads a baby's portion: soy sauce taken out is no first taste of soy, and covers nothing", () => {
    const logs = [
      log(maya.id, null, 'soy sauce', '2026-11-10'),
      log(maya.id, null, 'soy sauce', '2026-11-12'),
    ];
    const week = weekForChild(maya, logs, [meal(FRIED_RICE, 'Tuesday lunch')], TODAY);
    expect(week.firstTastes.map((a) => a.allergen)).toEqual(['egg']);
    expect(week.covered).toEqual([]);
    expect(week.missing.map((a) => a.allergen)).toEqual(['soy', 'wheat']);
    expect(recipeForChild(maya, [], recipeContents(FRIED_RICE.ingredients), TODAY).newAllergens).toEqual([
      'egg',
    ]);
    expect(recipeForChild(ava, [], recipeContents(FRIED_RICE.ingredients), TODAY).newAllergens).toEqual([
      'egg',
      'soy',
      'wheat',
    ]);
  });

  it('says milk only under 6 months', () => {
    expect(weekForChild(child('Tom', '2026-08-01'), [], [], TODAY).milkOnly).toBe(true);
  });
});

describe('keepGoingSuggestions', () => {
  const candidates = [
    { ...PEANUT_PORRIDGE, ageGroup: '6-12 months' },
    { ...PEANUT_PORRIDGE, id: 10, title: 'Peanut Noodles', ageGroup: '3-5 years' },
    {
      ...PEANUT_PORRIDGE,
      id: 11,
      title: 'Peanut Pancakes',
      ingredients: '1 tbsp peanut butter\n1 egg',
      ageGroup: '6-12 months',
    },
    { ...FRIED_RICE, ageGroup: '6-12 months' },
    {
      ...PEANUT_PORRIDGE,
      id: 12,
      title: 'Satay Dip',
      ingredients: '2 tbsp smooth peanut butter',
      ageGroup: '6-12 months',
    },
    {
      ...PEANUT_PORRIDGE,
      id: 13,
      title: 'Peanut Toast',
      ingredients: '1 tsp peanut butter',
      ageGroup: '6-12 months',
    },
  ];

  it('picks up to 3 recipes of the age group carrying the allergen, none planned or paused', () => {
    const week = { ageGroup: '6-12 months' as const, pausedAllergens: [] };
    expect(keepGoingSuggestions(candidates, 'peanut', week, new Set()).map((r) => r.id)).toEqual([9, 11, 12]);
    expect(keepGoingSuggestions(candidates, 'peanut', week, new Set([9])).map((r) => r.id)).toEqual([
      11, 12, 13,
    ]);
    const eggPaused = { ageGroup: '6-12 months' as const, pausedAllergens: ['egg' as const] };
    expect(keepGoingSuggestions(candidates, 'peanut', eggPaused, new Set()).map((r) => r.id)).toEqual([
      9, 12, 13,
    ]);
  });

  it('falls back to younger age groups, own group first, never the first-taste purees', () => {
    expect(ageGroupsFor('3-5 years')).toEqual(['3-5 years', '2-3 years', '1-2 years', '6-12 months']);
    expect(ageGroupsFor('6-12 months')).toEqual(['6-12 months']);
    expect(ageGroupsFor('0-6 months')).toEqual(['0-6 months']);
    const week = { ageGroup: '1-2 years' as const, pausedAllergens: [] };
    expect(keepGoingSuggestions(candidates, 'peanut', week, new Set()).map((r) => r.id)).toEqual([9, 11, 12]);
    const older = [{ ...PEANUT_PORRIDGE, id: 20, ageGroup: '1-2 years' }, ...candidates];
    expect(keepGoingSuggestions(older, 'peanut', week, new Set()).map((r) => r.id)).toEqual([20, 9, 11]);
  });
});
