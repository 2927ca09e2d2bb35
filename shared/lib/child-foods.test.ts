import { describe, expect, it } from 'vitest';
import { foodBySlug } from '../content/foods/foods';
import { ALLERGENS, type Allergen } from '../content/foods/types';
import type { Child, FoodLog, Reaction } from '../schemas/children';
import {
  ALLERGEN_REMINDER_DAYS,
  allergenStates,
  allergensInText,
  allergensOfLog,
  dueAllergens,
  foodProgress,
  foodsOfLog,
  FOODS_GOAL,
  guideFoodNamed,
  newFoodsFor,
  recipeAllergens,
  recipeFoods,
  type AllergenState,
} from './child-foods';

// A fixed clock: every state below is read on this day.
const TODAY = '2026-11-21';
const child: Pick<Child, 'birthDate' | 'resumedAllergens'> = {
  birthDate: '2026-04-21',
  resumedAllergens: {},
};

let made = 0;
/** A log of a guide food (by slug) or of a typed name (`{ name }`). */
function log(food: string | { name: string }, date: string, reaction: Reaction = 'none', note = ''): FoodLog {
  made += 1;
  const guide = typeof food === 'string' ? foodBySlug(food) : undefined;
  if (typeof food === 'string' && !guide) throw new Error(`${food} is not in the guide`);
  return {
    id: `log-${made}`,
    childId: 'child-1',
    foodSlug: guide?.slug ?? null,
    foodName: guide?.name ?? (food as { name: string }).name,
    date,
    response: 'liked',
    reaction,
    note,
    recipeId: null,
    createdAt: made,
  };
}

const stateOf = (states: AllergenState[], allergen: Allergen) => states.find((s) => s.allergen === allergen)!;

describe('allergenStates', () => {
  it('lists every major allergen, in the guide’s order, as not offered before any log', () => {
    const states = allergenStates(child, [], TODAY);
    expect(states.map((s) => s.allergen)).toEqual([...ALLERGENS]);
    for (const s of states) {
      expect(s).toMatchObject({
        status: 'not-offered',
        firstDate: null,
        lastDate: null,
        days: 0,
        daysSinceLast: null,
        due: false,
        reaction: null,
      });
    }
    expect(stateOf(states, 'tree-nuts').label).toBe('Tree nuts');
  });

  it('is introduced after one day, kept from the second day; two logs on one day are one day', () => {
    const once = allergenStates(child, [log('egg', '2026-11-20')], TODAY);
    expect(stateOf(once, 'egg')).toMatchObject({
      status: 'introduced',
      firstDate: '2026-11-20',
      lastDate: '2026-11-20',
      days: 1,
      daysSinceLast: 1,
      due: false,
    });
    expect(stateOf(once, 'peanut').status).toBe('not-offered');

    const sameDay = allergenStates(child, [log('egg', '2026-11-20'), log('egg', '2026-11-20')], TODAY);
    expect(stateOf(sameDay, 'egg')).toMatchObject({ status: 'introduced', days: 1 });

    const twoDays = allergenStates(child, [log('egg', '2026-11-18'), log('egg', '2026-11-20')], TODAY);
    expect(stateOf(twoDays, 'egg')).toMatchObject({
      status: 'kept',
      firstDate: '2026-11-18',
      lastDate: '2026-11-20',
      days: 2,
    });
  });

  it(`is due again after ${ALLERGEN_REMINDER_DAYS} days without it, not after 6`, () => {
    expect(ALLERGEN_REMINDER_DAYS).toBe(7);
    const six = allergenStates(child, [log('peanuts', '2026-11-10'), log('peanuts', '2026-11-15')], TODAY);
    expect(stateOf(six, 'peanut')).toMatchObject({ status: 'kept', daysSinceLast: 6, due: false });
    expect(dueAllergens(six)).toEqual([]);

    const seven = allergenStates(child, [log('peanuts', '2026-11-10'), log('peanuts', '2026-11-14')], TODAY);
    expect(stateOf(seven, 'peanut')).toMatchObject({ status: 'kept', daysSinceLast: 7, due: true });

    // An allergen offered once is due too: keeping it in the diet is the point (NIAID, NHS).
    const introduced = allergenStates(child, [log('egg', '2026-11-01')], TODAY);
    expect(stateOf(introduced, 'egg')).toMatchObject({ status: 'introduced', daysSinceLast: 20, due: true });
  });

  it('reminds of the longest-waiting allergen first', () => {
    const states = allergenStates(
      child,
      [
        log('peanuts', '2026-11-12'),
        log('egg', '2026-11-01'),
        log('salmon', '2026-11-10'),
        log('tofu', '2026-11-20'),
      ],
      TODAY,
    );
    expect(dueAllergens(states).map((s) => [s.allergen, s.daysSinceLast])).toEqual([
      ['egg', 20],
      ['fish', 11],
      ['peanut', 9],
    ]);
  });

  it('pauses an allergen after a mild and after a severe reaction, and it is never due while paused', () => {
    const mild = allergenStates(
      child,
      [log('egg', '2026-10-01'), log('egg', '2026-10-05', 'mild', 'Red blotches around the mouth')],
      TODAY,
    );
    expect(stateOf(mild, 'egg')).toMatchObject({
      status: 'paused',
      due: false,
      reaction: {
        date: '2026-10-05',
        severity: 'mild',
        foodName: 'Egg',
        note: 'Red blotches around the mouth',
      },
    });
    expect(dueAllergens(mild)).toEqual([]);

    const severe = allergenStates(child, [log('peanuts', '2026-11-20', 'severe')], TODAY);
    expect(stateOf(severe, 'peanut')).toMatchObject({
      status: 'paused',
      reaction: { date: '2026-11-20', severity: 'severe', foodName: 'Peanuts' },
    });
    // Offered again without a reaction, but without a doctor's go-ahead: still paused.
    const again = allergenStates(
      child,
      [log('peanuts', '2026-11-01', 'mild'), log('peanuts', '2026-11-10')],
      TODAY,
    );
    expect(stateOf(again, 'peanut').status).toBe('paused');
  });

  it('resumes an allergen when a doctor said so on or after the day of the reaction', () => {
    const logs = [log('egg', '2026-10-01'), log('egg', '2026-10-05', 'mild'), log('egg', '2026-11-19')];
    const before = allergenStates({ resumedAllergens: { egg: '2026-10-04' } }, logs, TODAY);
    expect(stateOf(before, 'egg').status).toBe('paused');
    const sameDay = allergenStates({ resumedAllergens: { egg: '2026-10-05' } }, logs, TODAY);
    expect(stateOf(sameDay, 'egg')).toMatchObject({ status: 'kept', days: 3, reaction: null });
    const later = allergenStates({ resumedAllergens: { egg: '2026-11-01' } }, logs, TODAY);
    expect(stateOf(later, 'egg')).toMatchObject({ status: 'kept', due: false });
    // The go-ahead is for that allergen only, and a new reaction after it pauses it again.
    const other = allergenStates({ resumedAllergens: { peanut: '2026-11-01' } }, logs, TODAY);
    expect(stateOf(other, 'egg').status).toBe('paused');
    const newReaction = allergenStates(
      { resumedAllergens: { egg: '2026-11-01' } },
      [...logs, log('egg', '2026-11-20', 'mild')],
      TODAY,
    );
    expect(stateOf(newReaction, 'egg')).toMatchObject({ status: 'paused', reaction: { date: '2026-11-20' } });
  });

  it('pauses both allergens of a food that carries two', () => {
    expect(foodBySlug('noodles')?.allergens).toEqual(['wheat', 'egg']);
    const states = allergenStates(child, [log('noodles', '2026-11-20', 'mild')], TODAY);
    expect(stateOf(states, 'wheat').status).toBe('paused');
    expect(stateOf(states, 'egg').status).toBe('paused');
    expect(stateOf(states, 'milk').status).toBe('not-offered');
  });

  it('reads a food typed as free text by the guide foods and allergen ingredients it names', () => {
    const toast = log({ name: 'peanut butter on toast' }, '2026-11-20');
    expect(foodsOfLog(toast).map((f) => f.slug)).toEqual(['peanuts', 'toast']);
    expect(allergensOfLog(toast)).toEqual(['peanut', 'wheat']);
    const states = allergenStates(child, [toast], TODAY);
    expect(stateOf(states, 'peanut').status).toBe('introduced');
    expect(stateOf(states, 'wheat').status).toBe('introduced');

    // Not in the guide, but made with egg, milk and flour.
    const pancakes = log({ name: 'Banana pancakes' }, '2026-11-20', 'mild');
    expect(allergensOfLog(pancakes)).toEqual(['milk', 'egg', 'wheat']);
    const paused = allergenStates(child, [pancakes], TODAY);
    expect(paused.filter((s) => s.status === 'paused').map((s) => s.allergen)).toEqual([
      'milk',
      'egg',
      'wheat',
    ]);

    // Nothing the guide or the table knows: no allergen.
    expect(allergensOfLog(log({ name: "Grandma's lentil stew" }, '2026-11-20'))).toEqual([]);
    // A guide food's slug decides, whatever the name typed with it.
    expect(allergensOfLog({ foodSlug: 'banana', foodName: 'Banana with milk' })).toEqual([]);
  });

  it('leaves out logs dated after today', () => {
    const states = allergenStates(child, [log('egg', '2026-11-22', 'severe')], TODAY);
    expect(stateOf(states, 'egg').status).toBe('not-offered');
  });
});

describe('allergensInText', () => {
  it.each([
    ['100 g plain flour', ['wheat']],
    ['self-raising flour', ['wheat']],
    ['rice flour', []],
    ['gluten-free flour', []],
    ['cornflour', []],
    ['200 ml milk', ['milk']],
    ['coconut milk', []],
    ['oat milk', []],
    ['dairy-free milk', []],
    ['almond milk', ['tree-nuts']],
    ['1 tsp cream of tartar', []],
    ['2 tbsp double cream', ['milk']],
    ['1 tsp low-salt soy sauce', ['soy', 'wheat']],
    ['50 g breadcrumbs', ['wheat']],
    ['pesto', ['milk', 'tree-nuts']],
    ['nut-free pesto', ['milk']],
    ['egg-free mayonnaise', []],
    ['1 banana (no nuts)', []],
    ['egg-free pasta', ['wheat']],
    ['no-egg pancakes', ['milk', 'egg', 'wheat']],
    // A "no" before a list leaves out the whole list, and no further.
    ['oat bars (no milk or egg)', []],
    ['crackers (no egg or peanut), with cheese', ['milk', 'wheat']],
    ['no salt and egg yolk to glaze', ['egg']],
    // Lactose-free milk still carries the milk proteins an allergic child reacts to.
    ['lactose-free milk', ['milk']],
    ['sugar-free yoghurt', ['milk']],
    ['low-fat milk', ['milk']],
    ['a pinch of nutmeg', []],
    ['butternut squash', []],
    ['fish fingers', ['fish']],
    ['mayonnaise', ['egg']],
    ['Crème fraîche', ['milk']],
  ] as const)('"%s" carries %j', (text, allergens) => {
    expect(allergensInText(text)).toEqual(allergens);
  });
});

describe('guideFoodNamed', () => {
  it('finds the guide food a typed name is exactly, and nothing for a dish', () => {
    expect(guideFoodNamed('Sweet potatoes')?.slug).toBe('sweet-potato');
    expect(guideFoodNamed('  banana ')?.slug).toBe('banana');
    expect(guideFoodNamed('Zucchini')?.slug).toBe('courgette');
    expect(guideFoodNamed('peanut butter on toast')).toBeUndefined();
    expect(guideFoodNamed("Grandma's lentil stew")).toBeUndefined();
  });
});

describe('foodProgress', () => {
  it('counts different foods once, by category, with typed foods apart', () => {
    const logs = [
      log('banana', '2026-10-25'),
      log('banana', '2026-11-02'),
      log('egg', '2026-11-03'),
      log('broccoli', '2026-11-04'),
      log({ name: 'Jollof rice' }, '2026-11-05'),
      log({ name: 'jollof  rice' }, '2026-11-06'),
      log({ name: 'Sweet potatoes' }, '2026-11-07'),
      log('avocado', '2026-11-30'), // after today: not counted
    ];
    const progress = foodProgress(child, logs, TODAY);
    expect(progress.goal).toBe(FOODS_GOAL);
    expect(FOODS_GOAL).toBe(100);
    expect(progress.triedCount).toBe(5);
    const fruits = progress.categories.find((c) => c.category === 'fruits')!;
    expect(fruits.tried).toEqual([{ slug: 'banana', name: 'Banana', firstDate: '2026-10-25', times: 2 }]);
    expect(fruits.toTry.some((f) => f.slug === 'banana')).toBe(false);
    expect(fruits.toTry.some((f) => f.slug === 'avocado')).toBe(true);
    expect(progress.categories.find((c) => c.category === 'proteins')!.tried.map((t) => t.slug)).toEqual([
      'egg',
    ]);
    // A guide food typed without its slug counts as that food.
    expect(progress.categories.find((c) => c.category === 'vegetables')!.tried).toEqual([
      { slug: 'broccoli', name: 'Broccoli', firstDate: '2026-11-04', times: 1 },
      { slug: 'sweet-potato', name: 'Sweet potato', firstDate: '2026-11-07', times: 1 },
    ]);
    expect(progress.categories.find((c) => c.category === 'dairy')!.tried).toEqual([]);
    // A typed food counts once, however it is capitalised or spaced.
    expect(progress.other).toEqual([{ slug: null, name: 'Jollof rice', firstDate: '2026-11-05', times: 2 }]);
  });

  it('suggests only foods that suit the child’s age: no honey at 7 months, honey at 2 years', () => {
    expect(foodBySlug('honey')?.fromMonths).toBeGreaterThan(12);
    const sevenMonths = foodProgress(child, [], TODAY);
    const extras = (p: typeof sevenMonths) => p.categories.find((c) => c.category === 'extras')!.toTry;
    const drinks = (p: typeof sevenMonths) => p.categories.find((c) => c.category === 'drinks')!.toTry;
    expect(extras(sevenMonths).map((f) => f.slug)).not.toContain('honey');
    expect(drinks(sevenMonths).map((f) => f.slug)).not.toContain('fruit-juice');
    expect(drinks(sevenMonths).map((f) => f.slug)).not.toContain('tea');
    for (const category of sevenMonths.categories) {
      for (const food of category.toTry) expect(food.fromMonths, food.slug).toBeLessThanOrEqual(7);
    }

    const twoYears = foodProgress({ birthDate: '2024-11-21' }, [], TODAY);
    expect(extras(twoYears).map((f) => f.slug)).toContain('honey');
    expect(drinks(twoYears).map((f) => f.slug)).not.toContain('tea');
  });
});

describe('recipes', () => {
  const pancakes = [
    '100 g plain flour',
    '1 egg',
    '150 ml milk',
    '1 ripe banana, mashed',
    '1 tsp butter, for the pan',
  ];

  it('finds the guide foods of a recipe once each, in order', () => {
    expect(recipeFoods(pancakes).map((f) => f.slug)).toEqual(['egg', 'banana', 'butter']);
    expect(recipeFoods(['2 eggs', '1 egg yolk', 'salmon and prawns']).map((f) => f.slug)).toEqual([
      'egg',
      'salmon',
      'prawns',
    ]);
    expect(recipeFoods(pancakes.join('\n'))).toEqual(recipeFoods(pancakes));
  });

  it('leaves out the foods a line says are absent, little or stood in for', () => {
    const slugs = (lines: string | string[]) => recipeFoods(lines).map((f) => f.slug);
    expect(slugs(['400 g can chickpeas (no salt added), drained'])).toEqual(['chickpeas']);
    expect(slugs(['300 ml low-salt vegetable stock'])).not.toContain('salt');
    expect(slugs(['100 g canned sweetcorn (no salt or sugar added)'])).toEqual(['sweetcorn']);
    expect(slugs(['sugar-free jam'])).not.toContain('sugar');
    expect(slugs(['50 g dairy-free cheese'])).toEqual([]);
    expect(slugs(['a pinch of salt', '1 tbsp sugar'])).toEqual(['salt', 'sugar']);
    expect(slugs(['1 tbsp honey'])).toEqual(['honey']);
    expect(slugs('2 large eggs\n2 large eggs, beaten')).toEqual(['egg']);
    // Little of a food that carries an allergen is still that food, and still the allergen.
    expect(slugs(['150 g low-fat yoghurt'])).toEqual(['yoghurt']);
    expect(slugs(['50 g reduced-fat cheese'])).toEqual(['hard-cheese']);
    expect(slugs(['gluten-free porridge oats'])).toEqual(['porridge-oats']);
  });

  it('lists the major allergens a recipe carries, flour and milk included, in the guide’s order', () => {
    expect(recipeAllergens(pancakes)).toEqual(['milk', 'egg', 'wheat']);
    expect(recipeAllergens(pancakes.join('\n'))).toEqual(['milk', 'egg', 'wheat']);
    expect(
      recipeAllergens(['2 tbsp smooth peanut butter', '1 tbsp tahini', '1 slice wholemeal toast']),
    ).toEqual(['peanut', 'sesame', 'wheat']);
    expect(recipeAllergens(['1 sweet potato', '100 ml coconut milk', '1 tsp olive oil'])).toEqual([]);
  });

  it('names the foods of a recipe this child has not tried yet', () => {
    const foods = recipeFoods(pancakes);
    const logs = [
      log('egg', '2026-11-01'),
      log({ name: 'mashed banana' }, '2026-11-02'),
      log('butter', '2026-12-01'),
    ];
    expect(newFoodsFor(logs, foods, TODAY).map((f) => f.slug)).toEqual(['butter']);
  });
});
