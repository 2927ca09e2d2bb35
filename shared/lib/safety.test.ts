import { describe, expect, it } from 'vitest';

import { AGE_GROUPS } from '../enums';
import {
  ageInMonthsRange,
  checkIngredientSafety,
  checkRecipeSafety,
  checkRecipeSafetyForAge,
  explainNonFood,
  isRecipeSafe,
} from './safety';
import type { SafetyRule } from './safety';

interface LineCase {
  line: string;
  age: string;
  restrictions?: readonly string[];
  expected: readonly SafetyRule[];
}

function rulesOf(line: string, age: string, restrictions: readonly string[] = []): SafetyRule[] {
  return [...new Set(checkIngredientSafety(line, age, restrictions).map((v) => v.rule))].sort();
}

const LINE_CASES: readonly LineCase[] = [
  // Honey: botulism risk before 12 months; added sugar from 12 to 24 months.
  { line: '1 tbsp honey', age: '6-12 months', expected: ['honey-under-12-months'] },
  { line: '2 tbsp honey yogurt', age: '0-6 months', expected: ['honey-under-12-months'] },
  { line: '1 tsp Honey-roasted seeds', age: '6-12 months', expected: ['honey-under-12-months'] },
  { line: 'HONEY, to drizzle', age: '0-6 months', expected: ['honey-under-12-months'] },
  { line: '100 g honeydew melon, diced', age: '6-12 months', expected: [] },
  { line: '1 tbsp honey', age: '1-2 years', expected: ['added-sugar-under-2-years'] },
  { line: '1 tbsp honey', age: '2-3 years', expected: [] },
  // Salt before 12 months.
  { line: 'a pinch of salt', age: '6-12 months', expected: ['salt-under-12-months'] },
  { line: '1 vegetable stock cube', age: '0-6 months', expected: ['salt-under-12-months'] },
  { line: '1 low-salt stock cube', age: '6-12 months', expected: ['salt-under-12-months'] },
  { line: '1 tsp low-salt soy sauce', age: '6-12 months', expected: ['salt-under-12-months'] },
  { line: 'Fish sauce, to taste', age: '6-12 months', expected: ['salt-under-12-months'] },
  { line: '2 slices ham', age: '6-12 months', expected: ['salt-under-12-months'] },
  { line: '20 g unsalted butter', age: '6-12 months', expected: [] },
  { line: '400 g can chickpeas (no-salt-added), drained', age: '6-12 months', expected: [] },
  { line: '300 ml low-salt vegetable stock', age: '6-12 months', expected: [] },
  { line: '1 tbsp soy sauce', age: '1-2 years', expected: [] },
  // Added sugar: 'sugar-under-12-months' for babies, then 'added-sugar-under-2-years'.
  { line: '2 tbsp brown sugar', age: '6-12 months', expected: ['sugar-under-12-months'] },
  { line: '2 tbsp condensed milk', age: '0-6 months', expected: ['sugar-under-12-months'] },
  { line: '1 tbsp maple syrup', age: '1-2 years', expected: ['added-sugar-under-2-years'] },
  { line: '1 tsp agave nectar', age: '1-2 years', expected: ['added-sugar-under-2-years'] },
  { line: '1 tbsp strawberry jam', age: '1-2 years', expected: ['added-sugar-under-2-years'] },
  { line: '1 tbsp maple syrup', age: '2-3 years', expected: [] },
  { line: '2 tbsp chocolate chips', age: '3-5 years', expected: [] },
  { line: '100 g sugar snap peas', age: '6-12 months', expected: [] },
  { line: '4 tbsp unsweetened apple puree', age: '6-12 months', expected: [] },
  {
    line: '1 tsp smooth peanut butter (no added salt or sugar)',
    age: '6-12 months',
    expected: [],
  },
  // Choking hazards under 4 years.
  { line: '10 whole almonds', age: '3-5 years', expected: ['choking-hazard-under-4'] },
  { line: 'a handful of salted peanuts', age: '2-3 years', expected: ['choking-hazard-under-4'] },
  { line: '2 tbsp smooth peanut butter', age: '1-2 years', expected: [] },
  { line: '30 g ground almonds', age: '1-2 years', expected: [] },
  { line: '30 g walnuts, finely ground', age: '2-3 years', expected: [] },
  { line: '8 grapes', age: '1-2 years', expected: ['choking-hazard-under-4'] },
  { line: '8 red grapes, quartered lengthways', age: '1-2 years', expected: [] },
  { line: '6 cherry tomatoes, halved', age: '2-3 years', expected: [] },
  { line: '6 cherry tomatoes', age: '3-5 years', expected: ['choking-hazard-under-4'] },
  { line: '50 g whole blueberries', age: '1-2 years', expected: ['choking-hazard-under-4'] },
  { line: '50 g blueberries', age: '1-2 years', expected: [] },
  { line: '1 cup popcorn', age: '3-5 years', expected: ['choking-hazard-under-4'] },
  {
    line: '4 marshmallows',
    age: '1-2 years',
    expected: ['added-sugar-under-2-years', 'choking-hazard-under-4'],
  },
  { line: '4 marshmallows', age: '2-3 years', expected: ['choking-hazard-under-4'] },
  { line: '4 hard sweets', age: '2-3 years', expected: ['choking-hazard-under-4'] },
  { line: '1 raw carrot, cut into sticks', age: '2-3 years', expected: ['choking-hazard-under-4'] },
  { line: 'carrot sticks', age: '3-5 years', expected: ['choking-hazard-under-4'] },
  { line: 'carrot sticks, steamed until soft', age: '1-2 years', expected: [] },
  { line: '1 raw apple, grated', age: '1-2 years', expected: [] },
  { line: '1 cup apple chunks', age: '2-3 years', expected: ['choking-hazard-under-4'] },
  { line: '2 sausages', age: '2-3 years', expected: ['choking-hazard-under-4'] },
  { line: '2 sausages, quartered lengthways', age: '2-3 years', expected: [] },
  { line: '1 hot dog', age: '3-5 years', expected: ['choking-hazard-under-4'] },
  { line: '1 stick chewing gum', age: '3-5 years', expected: ['choking-hazard-under-4'] },
  { line: '8 grapes', age: 'All ages', expected: ['choking-hazard-under-4'] },
  { line: '1 tsp xanthan gum', age: '1-2 years', expected: [] },
  { line: '150 ml grape juice', age: '2-3 years', expected: [] },
  // Cow's milk as a drink before 12 months; cooking with it is fine.
  {
    line: '200 ml whole milk, to drink',
    age: '6-12 months',
    expected: ['cows-milk-drink-under-12-months'],
  },
  { line: "a glass of cow's milk", age: '0-6 months', expected: ['cows-milk-drink-under-12-months'] },
  { line: '250 ml whole milk', age: '6-12 months', expected: [] },
  { line: 'breast milk or formula, to drink as usual', age: '6-12 months', expected: [] },
  { line: '200 ml whole milk, to drink', age: '1-2 years', expected: [] },
  // Dairy-free.
  {
    line: '250 ml whole milk',
    age: '3-5 years',
    restrictions: ['dairy-free'],
    expected: ['dietary-dairy-free'],
  },
  { line: '400 ml coconut milk', age: '3-5 years', restrictions: ['dairy-free'], expected: [] },
  {
    line: '20 g unsalted butter',
    age: '3-5 years',
    restrictions: ['dairy-free'],
    expected: ['dietary-dairy-free'],
  },
  {
    line: '30 g grated cheddar',
    age: '3-5 years',
    restrictions: ['dairy-free'],
    expected: ['dietary-dairy-free'],
  },
  {
    line: '2 tbsp Greek yoghurt',
    age: '3-5 years',
    restrictions: ['dairy-free'],
    expected: ['dietary-dairy-free'],
  },
  {
    line: '2 tbsp crème fraîche',
    age: '3-5 years',
    restrictions: ['dairy-free'],
    expected: ['dietary-dairy-free'],
  },
  { line: '4 tbsp coconut yogurt', age: '3-5 years', restrictions: ['dairy-free'], expected: [] },
  {
    line: '100 ml formula',
    age: '6-12 months',
    restrictions: ['dairy-free'],
    expected: ['dietary-dairy-free'],
  },
  { line: '100 ml dairy-free formula', age: '6-12 months', restrictions: ['dairy-free'], expected: [] },
  { line: '2 tbsp smooth peanut butter', age: '3-5 years', restrictions: ['dairy-free'], expected: [] },
  { line: '400 g can butter beans', age: '3-5 years', restrictions: ['dairy-free'], expected: [] },
  // Gluten-free.
  {
    line: '100 g plain flour',
    age: '3-5 years',
    restrictions: ['gluten-free'],
    expected: ['dietary-gluten-free'],
  },
  {
    line: '100 g gluten-free self-raising flour',
    age: '3-5 years',
    restrictions: ['gluten-free'],
    expected: [],
  },
  { line: '50 g chickpea flour', age: '3-5 years', restrictions: ['gluten-free'], expected: [] },
  { line: '2 tbsp buckwheat flour', age: '3-5 years', restrictions: ['gluten-free'], expected: [] },
  {
    line: '1/2 cup rolled oats',
    age: '3-5 years',
    restrictions: ['gluten-free'],
    expected: ['dietary-gluten-free'],
  },
  { line: '1/2 cup gluten-free rolled oats', age: '3-5 years', restrictions: ['gluten-free'], expected: [] },
  { line: '150 g rice pasta', age: '3-5 years', restrictions: ['gluten-free'], expected: [] },
  {
    line: '150 g wholewheat pasta',
    age: '3-5 years',
    restrictions: ['gluten-free'],
    expected: ['dietary-gluten-free'],
  },
  { line: '2 corn tortillas', age: '3-5 years', restrictions: ['gluten-free'], expected: [] },
  {
    line: '2 wholemeal tortillas',
    age: '3-5 years',
    restrictions: ['gluten-free'],
    expected: ['dietary-gluten-free'],
  },
  { line: '1 tbsp tamari', age: '3-5 years', restrictions: ['gluten-free'], expected: [] },
  {
    line: '1 tbsp soy sauce',
    age: '3-5 years',
    restrictions: ['gluten-free'],
    expected: ['dietary-gluten-free'],
  },
  {
    line: '200 ml oat milk',
    age: '3-5 years',
    restrictions: ['dairy-free', 'gluten-free'],
    expected: ['dietary-gluten-free'],
  },
  // Egg-free.
  { line: '2 large eggs', age: '3-5 years', restrictions: ['egg-free'], expected: ['dietary-egg-free'] },
  { line: '1 tbsp mayonnaise', age: '3-5 years', restrictions: ['egg-free'], expected: ['dietary-egg-free'] },
  { line: '1 flax egg', age: '3-5 years', restrictions: ['egg-free'], expected: [] },
  { line: '1 small eggplant, diced', age: '3-5 years', restrictions: ['egg-free'], expected: [] },
  // Nut-free.
  { line: 'a pinch of ground nutmeg', age: '3-5 years', restrictions: ['nut-free'], expected: [] },
  { line: '400 ml coconut milk', age: '3-5 years', restrictions: ['nut-free'], expected: [] },
  { line: '250 g butternut squash', age: '3-5 years', restrictions: ['nut-free'], expected: [] },
  { line: '1 tbsp sunflower seed butter', age: '3-5 years', restrictions: ['nut-free'], expected: [] },
  { line: '2 tbsp nut-free pesto', age: '3-5 years', restrictions: ['nut-free'], expected: [] },
  {
    line: '2 tbsp smooth peanut butter',
    age: '3-5 years',
    restrictions: ['nut-free'],
    expected: ['dietary-nut-free'],
  },
  {
    line: '30 g walnuts',
    age: '3-5 years',
    restrictions: ['nut-free'],
    expected: ['choking-hazard-under-4', 'dietary-nut-free'],
  },
  // Vegetarian.
  {
    line: '2 boneless chicken thighs',
    age: '3-5 years',
    restrictions: ['vegetarian'],
    expected: ['dietary-vegetarian'],
  },
  {
    line: '500 ml chicken stock',
    age: '3-5 years',
    restrictions: ['vegetarian'],
    expected: ['dietary-vegetarian'],
  },
  {
    line: '1 tsp fish sauce',
    age: '3-5 years',
    restrictions: ['vegetarian'],
    expected: ['dietary-vegetarian'],
  },
  {
    line: '2 tbsp grated parmesan',
    age: '3-5 years',
    restrictions: ['vegetarian'],
    expected: ['dietary-vegetarian'],
  },
  { line: '400 g can chickpeas, drained', age: '3-5 years', restrictions: ['vegetarian'], expected: [] },
  { line: '400 g can kidney beans', age: '3-5 years', restrictions: ['vegetarian'], expected: [] },
  {
    line: '4 vegetarian sausages',
    age: '3-5 years',
    restrictions: ['vegetarian'],
    expected: ['choking-hazard-under-4'],
  },
  { line: '2 tbsp pesto', age: '3-5 years', restrictions: ['vegetarian'], expected: ['dietary-vegetarian'] },
  // Unknown restrictions are ignored.
  { line: '2 large eggs', age: '3-5 years', restrictions: ['keto'], expected: [] },
];

describe('checkIngredientSafety', () => {
  it('has a broad table of cases', () => {
    expect(LINE_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(LINE_CASES)(
    '$line for $age $restrictions -> $expected',
    ({ line, age, restrictions, expected }) => {
      expect(rulesOf(line, age, restrictions)).toEqual([...expected].sort());
    },
  );

  it('explains each problem in plain English and names the line', () => {
    const [honey] = checkIngredientSafety('  1 tbsp honey ', '6-12 months');
    expect(honey).toEqual({
      rule: 'honey-under-12-months',
      message: 'Honey is not safe before 12 months (risk of infant botulism).',
      ingredient: '1 tbsp honey',
    });
    const [dairy] = checkIngredientSafety('30 g grated cheddar', '3-5 years', ['dairy-free']);
    expect(dairy?.message).toBe('Not dairy-free: contains cheddar.');
    const [salt] = checkIngredientSafety('1 tbsp soy sauce', '6-12 months');
    expect(salt?.message).toMatch(/^Soy sauce adds salt/);
  });

  it('ignores blank lines', () => {
    expect(checkIngredientSafety('   ', '0-6 months', ['vegetarian'])).toEqual([]);
  });
});

describe('ageInMonthsRange', () => {
  it.each([
    ['0-6 months', 0, 6],
    ['6-12 months', 6, 12],
    ['1-2 years', 12, 24],
    ['2-3 years', 24, 36],
    ['3-5 years', 36, 60],
    ['All ages', 0, 60],
    ['', 0, 60],
    ['toString', 0, 60],
  ])('%s -> %i..%i months', (group, min, max) => {
    expect(ageInMonthsRange(group)).toEqual({ min, max });
  });

  it('knows every age group in the enumeration', () => {
    for (const group of AGE_GROUPS) {
      expect(ageInMonthsRange(group).max).toBeGreaterThan(ageInMonthsRange(group).min);
    }
  });
});

describe('checkRecipeSafety', () => {
  const base = {
    title: 'Banana Oat Fingers',
    ageGroup: '6-12 months',
    ingredients: ['1 small banana', '1/2 cup rolled oats'],
    instructions: ['Mash the banana.', 'Stir in the oats and bake until golden.'],
  };

  it('passes a safe recipe', () => {
    expect(checkRecipeSafety(base)).toEqual([]);
    expect(isRecipeSafe(base)).toBe(true);
  });

  it('reads ingredients given as one newline-separated string', () => {
    const recipe = { ...base, ingredients: '1 small banana\n\n- 1 tbsp honey\r\n1/2 cup rolled oats' };
    const violations = checkRecipeSafety(recipe);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ rule: 'honey-under-12-months', ingredient: '1 tbsp honey' });
    expect(isRecipeSafe(recipe)).toBe(false);
  });

  it('reads the steps for honey, salt, sugar and milk drinks', () => {
    const recipe = {
      ...base,
      instructions: 'Mash the banana. Drizzle with honey.\nSeason with a pinch of salt and serve.',
    };
    expect(
      checkRecipeSafety(recipe)
        .map((v) => v.rule)
        .sort(),
    ).toEqual(['honey-under-12-months', 'salt-under-12-months']);
    const drink = { ...base, instructions: ['Serve with a beaker of whole milk to drink.'] };
    expect(checkRecipeSafety(drink).map((v) => v.rule)).toEqual(['cows-milk-drink-under-12-months']);
  });

  it('does not read steps that say to leave something out or are for adults', () => {
    const recipe = {
      ...base,
      instructions: [
        'Do not add salt, sugar or honey: the banana is sweet enough.',
        "Season the adults' portions with salt at the table.",
        'Bake without any sugar.',
      ],
    };
    expect(checkRecipeSafety(recipe)).toEqual([]);
  });

  it('reads the title for honey', () => {
    expect(checkRecipeSafety({ ...base, title: 'Honey Banana Fingers' }).map((v) => v.rule)).toEqual([
      'honey-under-12-months',
    ]);
    expect(checkRecipeSafety({ ...base, title: 'Honeydew and Banana Fingers' })).toEqual([]);
  });

  it('reports a rule found in the ingredients once, not again for the steps', () => {
    const recipe = {
      ...base,
      ingredients: [...base.ingredients, '1 tbsp honey'],
      instructions: ['Stir the honey into the banana.'],
    };
    expect(checkRecipeSafety(recipe)).toHaveLength(1);
  });

  it('accepts small round foods that a step cuts up', () => {
    const recipe = {
      title: 'Fruit Plate',
      ageGroup: '1-2 years',
      ingredients: ['8 seedless grapes', '1 small banana'],
      instructions: ['Cut the grapes into quarters lengthways.', 'Slice the banana and serve.'],
    };
    expect(checkRecipeSafety(recipe)).toEqual([]);
    const uncut = { ...recipe, instructions: ['Wash the grapes.', 'Slice the banana and serve.'] };
    expect(checkRecipeSafety(uncut).map((v) => v.rule)).toEqual(['choking-hazard-under-4']);
  });

  it('applies the rules for the youngest child of the age group', () => {
    const recipe = { ...base, ingredients: ['1 tbsp maple syrup', '6 grapes'] };
    const rules = (ageGroup: string) =>
      checkRecipeSafety({ ...recipe, ageGroup })
        .map((v) => v.rule)
        .sort();
    expect(rules('6-12 months')).toEqual(['choking-hazard-under-4', 'sugar-under-12-months']);
    expect(rules('1-2 years')).toEqual(['added-sugar-under-2-years', 'choking-hazard-under-4']);
    expect(rules('3-5 years')).toEqual(['choking-hazard-under-4']);
    expect(rules('All ages')).toEqual(['choking-hazard-under-4', 'sugar-under-12-months']);
  });

  it('checks each dietary restriction it claims against the ingredients only', () => {
    const recipe = {
      title: 'Cheese on Toast',
      ageGroup: '3-5 years',
      ingredients: ['1 slice gluten-free bread', '2 tbsp dairy-free cheese, grated'],
      instructions: ['Toast the bread.', 'Top with the cheese and grill until melted.'],
      dietaryRestrictions: ['gluten-free', 'dairy-free', 'vegetarian', 'egg-free', 'nut-free'],
    };
    expect(checkRecipeSafety(recipe)).toEqual([]);
    const withButter = { ...recipe, ingredients: [...recipe.ingredients, '10 g butter'] };
    expect(checkRecipeSafety(withButter)).toEqual([
      { rule: 'dietary-dairy-free', message: 'Not dairy-free: contains butter.', ingredient: '10 g butter' },
    ]);
  });
});

describe('checkRecipeSafetyForAge', () => {
  const stirFry = {
    title: 'Chicken Noodle Stir-Fry',
    ageGroup: '3-5 years',
    ingredients: ['150 g egg noodles', '1 tbsp low-salt soy sauce', '1 tbsp honey', '8 grapes'],
    instructions: [
      'Cook the noodles and drain.',
      "Season the adults' portions with soy sauce at the table.",
      'Toss in the soy sauce and the honey for 2 minutes.',
    ],
  };
  const rules = (months: number) =>
    checkRecipeSafetyForAge(stirFry, months)
      .map((f) => f.rule)
      .sort();

  it("reads the rules for the child's age, not the recipe's age group", () => {
    expect(checkRecipeSafety(stirFry).map((v) => v.rule)).toEqual(['choking-hazard-under-4']);
    expect(rules(7)).toEqual(['choking-hazard-under-4', 'honey-under-12-months', 'salt-under-12-months']);
    expect(rules(15)).toEqual(['added-sugar-under-2-years', 'choking-hazard-under-4']);
    expect(rules(30)).toEqual(['choking-hazard-under-4']);
    expect(rules(48)).toEqual([]);
  });

  it('names what triggered each rule and the step that adds it, skipping steps for adults', () => {
    const found = checkRecipeSafetyForAge(stirFry, 7).map((f) => [f.rule, f.found, f.step]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['salt-under-12-months', 'soy sauce', 2],
        ['honey-under-12-months', 'honey', 2],
        ['choking-hazard-under-4', 'grapes', null],
      ]),
    );
  });

  it('gives the step a rule was read in when only a step adds it', () => {
    const recipe = {
      ingredients: ['1 small banana'],
      instructions: ['Mash the banana.', 'Drizzle with honey and serve.'],
    };
    expect(checkRecipeSafetyForAge(recipe, 8)).toEqual([
      expect.objectContaining({ rule: 'honey-under-12-months', found: 'honey', step: 1 }),
    ]);
    expect(checkRecipeSafetyForAge(recipe, 30)).toEqual([]);
  });

  it('reads a child under 0 months as a newborn', () => {
    expect(checkRecipeSafetyForAge(stirFry, -1).map((f) => f.rule)).toEqual(
      checkRecipeSafetyForAge(stirFry, 0).map((f) => f.rule),
    );
  });
});

describe('words the First Foods guide uses', () => {
  it('reads an almond drink as a drink, not a whole nut', () => {
    expect(
      checkRecipeSafety({ ageGroup: '1-2 years', ingredients: ['200 ml unsweetened almond drink'] }),
    ).toEqual([]);
    expect(checkRecipeSafety({ ageGroup: '1-2 years', ingredients: ['a handful of almonds'] })).not.toEqual(
      [],
    );
  });

  it('reads an ice lolly as frozen, not a hard lolly', () => {
    expect(
      checkRecipeSafety({ ageGroup: '1-2 years', ingredients: ['yogurt frozen in ice lolly moulds'] }),
    ).toEqual([]);
    expect(checkRecipeSafety({ ageGroup: '2-3 years', ingredients: ['1 lolly'] })).not.toEqual([]);
  });
});

/** The rules the assistant's answers rely on: each with lines it must flag and look-alikes it must not. */
const ANSWER_RULE_CASES: readonly LineCase[] = [
  // Fruit juice before 12 months (AAP); lemon or lime in cooking is fine.
  { line: '150 ml apple juice', age: '6-12 months', expected: ['juice-under-12-months'] },
  { line: 'orange juice, to drink', age: '0-6 months', expected: ['juice-under-12-months'] },
  { line: '100 ml fruit juice, diluted', age: '6-12 months', expected: ['juice-under-12-months'] },
  { line: '1 carton of juice', age: '6-12 months', expected: ['juice-under-12-months'] },
  { line: '2 tbsp pear juice', age: 'All ages', expected: ['juice-under-12-months'] },
  { line: '150 ml apple juice', age: '1-2 years', expected: [] },
  { line: 'a squeeze of lemon juice', age: '6-12 months', expected: [] },
  { line: '1 tsp lime juice', age: '0-6 months', expected: [] },
  { line: 'juice of half a lemon', age: '6-12 months', expected: [] },
  { line: 'zest and juice of 1 lime', age: '6-12 months', expected: [] },
  { line: 'a squeeze of orange juice', age: '6-12 months', expected: [] },
  { line: '200 g tinned peaches in juice, drained', age: '6-12 months', expected: [] },
  { line: '1 lemon, juiced', age: '6-12 months', expected: [] },
  // Tea, coffee and caffeine drinks: no age group may have them (NHS, AAP).
  { line: '1 cup of tea', age: '3-5 years', expected: ['caffeine-under-5'] },
  { line: '100 ml weak green tea', age: '6-12 months', expected: ['caffeine-under-5'] },
  { line: '1 chamomile tea bag', age: '2-3 years', expected: ['caffeine-under-5'] },
  { line: '1 shot of espresso', age: '3-5 years', expected: ['caffeine-under-5'] },
  { line: '50 ml decaf coffee', age: '3-5 years', expected: ['caffeine-under-5'] },
  { line: '1 can of cola', age: '2-3 years', expected: ['caffeine-under-5'] },
  { line: '1 energy drink', age: '3-5 years', expected: ['caffeine-under-5'] },
  { line: '1 tsp matcha powder', age: '3-5 years', expected: ['caffeine-under-5'] },
  { line: '1 tsp ground cinnamon', age: '6-12 months', expected: [] },
  { line: '1 tsp vanilla extract', age: '3-5 years', expected: [] },
  { line: '2 tsp olive oil', age: '0-6 months', expected: [] },
  { line: '1 teaspoon ground cumin', age: '6-12 months', expected: [] },
  { line: 'a clean tea towel, for squeezing', age: '6-12 months', expected: [] },
  { line: 'sandwiches for afternoon tea', age: '3-5 years', expected: [] },
  { line: '1 tbsp cocoa powder', age: '3-5 years', expected: [] },
  { line: '2 tbsp pina colada mix', age: '3-5 years', expected: [] },
  // Rice drinks before 5 years (NHS, arsenic); rice itself is fine.
  { line: '200 ml rice milk', age: '3-5 years', expected: ['rice-drink-under-5'] },
  { line: '100 ml unsweetened rice drink', age: '1-2 years', expected: ['rice-drink-under-5'] },
  {
    line: '200 ml brown rice milk',
    age: '3-5 years',
    restrictions: ['dairy-free'],
    expected: ['rice-drink-under-5'],
  },
  { line: '50 g pudding rice', age: '1-2 years', expected: [] },
  { line: '4 tbsp rice pudding', age: '1-2 years', expected: [] },
  { line: '2 tbsp baby rice', age: '6-12 months', expected: [] },
  { line: '2 rice cakes', age: '1-2 years', expected: [] },
  { line: '75 g rice, cooked in 300 ml whole milk', age: '1-2 years', expected: [] },
  // High-mercury fish, for every child (NHS; FDA/EPA via the DGA).
  { line: '100 g swordfish steak', age: '3-5 years', expected: ['high-mercury-fish'] },
  { line: '2 shark fillets', age: '2-3 years', expected: ['high-mercury-fish'] },
  { line: '100 g marlin, flaked', age: '1-2 years', expected: ['high-mercury-fish'] },
  { line: '150 g king mackerel', age: '3-5 years', expected: ['high-mercury-fish'] },
  { line: '100 g bigeye tuna', age: '3-5 years', expected: ['high-mercury-fish'] },
  { line: '1 orange roughy fillet', age: 'All ages', expected: ['high-mercury-fish'] },
  { line: '4 fish fingers', age: '1-2 years', expected: [] },
  { line: '1 mackerel fillet, bones removed', age: '1-2 years', expected: [] },
  { line: '1 can tuna in spring water', age: '1-2 years', expected: [] },
  { line: '100 g salmon fillet', age: '6-12 months', expected: [] },
  // Raw or lightly cooked eggs for under-5s, unless British Lion-stamped or pasteurised (NHS).
  { line: '2 eggs, soft-boiled', age: '1-2 years', expected: ['raw-egg-under-5'] },
  { line: '1 dippy egg with toast soldiers', age: '2-3 years', expected: ['raw-egg-under-5'] },
  { line: '1 egg, fried sunny side up', age: '3-5 years', expected: ['raw-egg-under-5'] },
  { line: '1 poached egg with a runny yolk', age: '1-2 years', expected: ['raw-egg-under-5'] },
  { line: '1 raw egg yolk', age: '3-5 years', expected: ['raw-egg-under-5'] },
  { line: '3 tbsp homemade mayonnaise', age: '3-5 years', expected: ['raw-egg-under-5'] },
  { line: '2 egg whites, whisked, for the mousse', age: '3-5 years', expected: ['raw-egg-under-5'] },
  { line: '100 g cookie dough', age: '3-5 years', expected: ['raw-egg-under-5'] },
  { line: '2 eggs, hard-boiled', age: '1-2 years', expected: [] },
  { line: '2 large eggs', age: '6-12 months', expected: [] },
  { line: '2 Lion-stamped eggs, soft-boiled', age: '1-2 years', expected: [] },
  { line: '1 British Lion egg, with a runny yolk', age: '6-12 months', expected: [] },
  { line: '2 pasteurised egg yolks, for the mousse', age: '3-5 years', expected: [] },
  { line: '1 tbsp mayonnaise', age: '3-5 years', expected: [] },
  { line: '2 eggs, scrambled until firm', age: '6-12 months', expected: [] },
  // Whole or chopped nuts before 5 years (NHS); ground, crushed, butters, flours and milks are fine.
  { line: '10 whole almonds', age: '3-5 years', expected: ['choking-hazard-under-4'] },
  { line: '30 g chopped walnuts', age: '3-5 years', expected: ['choking-hazard-under-4'] },
  { line: 'a handful of cashews', age: '3-5 years', expected: ['choking-hazard-under-4'] },
  { line: '30 g ground almonds', age: '3-5 years', expected: [] },
  { line: '2 tbsp crushed hazelnuts, finely crushed', age: '2-3 years', expected: [] },
  { line: '50 g almond flour', age: '1-2 years', expected: [] },
  { line: '200 ml almond milk', age: '3-5 years', expected: [] },
  { line: '1 tbsp smooth cashew butter', age: '3-5 years', expected: [] },
  // Spoonfuls or blobs of nut butter for under-5s: thin it or spread it thinly (AAP).
  { line: 'a spoonful of peanut butter', age: '2-3 years', expected: ['nut-butter-spoonful-under-5'] },
  { line: 'a blob of almond butter, to dip', age: '3-5 years', expected: ['nut-butter-spoonful-under-5'] },
  {
    line: 'a dollop of smooth peanut butter on top',
    age: '1-2 years',
    expected: ['nut-butter-spoonful-under-5'],
  },
  { line: 'a spoonful of peanut butter, thinned with water', age: '6-12 months', expected: [] },
  { line: 'a spoonful of nut butter stirred into porridge', age: '1-2 years', expected: [] },
  { line: '1 tsp smooth peanut butter, spread thinly', age: '1-2 years', expected: [] },
  { line: '2 tsp smooth peanut butter', age: '6-12 months', expected: [] },
];

describe('the rules the answers need', () => {
  it('has lines to flag and look-alikes for every new rule', () => {
    expect(ANSWER_RULE_CASES.length).toBeGreaterThanOrEqual(60);
    const rules = new Set(ANSWER_RULE_CASES.flatMap((c) => c.expected));
    for (const rule of [
      'juice-under-12-months',
      'caffeine-under-5',
      'rice-drink-under-5',
      'high-mercury-fish',
      'raw-egg-under-5',
      'nut-butter-spoonful-under-5',
      'choking-hazard-under-4',
    ] as const) {
      expect(rules.has(rule), rule).toBe(true);
    }
  });

  it.each(ANSWER_RULE_CASES)(
    '$line for $age $restrictions -> $expected',
    ({ line, age, restrictions, expected }) => {
      expect(rulesOf(line, age, restrictions)).toEqual([...expected].sort());
    },
  );

  it.each([
    ['caffeine', '1 cup of tea'],
    ['rice drinks', '200 ml rice milk'],
    ['mercury', '100 g swordfish'],
    ['raw egg', '2 eggs, soft-boiled'],
    ['nut butter', 'a spoonful of peanut butter'],
  ])('applies the %s rule to every age group', (_name, line) => {
    for (const group of AGE_GROUPS) expect(checkIngredientSafety(line, group), group).not.toEqual([]);
  });

  it('applies the juice rule to babies only, following the youngest child of the group', () => {
    const flagged = AGE_GROUPS.filter(
      (group) => checkIngredientSafety('150 ml apple juice', group).length > 0,
    );
    expect(flagged).toEqual(['0-6 months', '6-12 months']);
  });

  it('says why in plain English and names the source', () => {
    const message = (line: string, age: string) => checkIngredientSafety(line, age)[0]?.message ?? '';
    expect(message('150 ml apple juice', '6-12 months')).toMatch(/12 months.*\(AAP\).*whole fruit/);
    expect(message('50 ml decaf coffee', '3-5 years')).toMatch(/^Decaf .*under 5.*\(NHS, AAP\)/);
    expect(message('200 ml rice milk', '3-5 years')).toMatch(/arsenic \(NHS\)/);
    expect(message('100 g swordfish steak', '3-5 years')).toMatch(
      /^Swordfish is high in mercury.*NHS.*Dietary Guidelines/,
    );
    expect(message('2 eggs, soft-boiled', '1-2 years')).toMatch(
      /British Lion-stamped or pasteurised \(NHS\)/,
    );
    expect(message('a spoonful of peanut butter', '2-3 years')).toMatch(
      /peanut butter.*\(AAP\).*spread it thinly/,
    );
    expect(message('10 whole almonds', '3-5 years')).toMatch(/under 5 \(NHS\)/);
  });

  it('reads titles and steps for drinks, fish, eggs and nut butter', () => {
    const puree = {
      title: 'Smooth Apple Juice Puree',
      ageGroup: '0-6 months',
      ingredients: ['1 sweet apple'],
      instructions: ['Peel, core and steam the apple until soft.', 'Blend until smooth.'],
    };
    expect(checkRecipeSafety(puree).map((v) => v.rule)).toEqual(['juice-under-12-months']);
    expect(checkRecipeSafety({ ...puree, title: 'Smooth Apple Puree' })).toEqual([]);
    const rules = (instructions: string[], ageGroup = '2-3 years') =>
      checkRecipeSafety({
        title: 'Toast Fingers',
        ageGroup,
        ingredients: ['1 slice bread'],
        instructions,
      }).map((v) => v.rule);
    expect(rules(['Toast the bread.', 'Serve with a cup of weak tea.'])).toEqual(['caffeine-under-5']);
    expect(rules(['Boil an egg for 4 minutes for a runny yolk, and serve with the toast.'])).toEqual([
      'raw-egg-under-5',
    ]);
    expect(rules(['Top with a spoonful of peanut butter.'])).toEqual(['nut-butter-spoonful-under-5']);
    expect(rules(['Serve with a glass of apple juice.'], '6-12 months')).toEqual(['juice-under-12-months']);
    // Look-alikes in steps: measures, kitchen cloths, cooking juices, skipped advice.
    expect(
      rules(
        [
          'Add 1 tsp of cinnamon and a teaspoon of oil.',
          'Squeeze the grated courgette dry in a clean tea towel.',
          'Roast the chicken until the juices run clear, then blend with the cooking juices.',
          'Finely grate the carrot and squeeze out the excess juice.',
          'Do not give tea, coffee or juice.',
          'Spread a thin layer of peanut butter on the toast.',
        ],
        '6-12 months',
      ),
    ).toEqual([]);
  });
});

describe('explainNonFood', () => {
  it.each([
    ['apple juice', 'Apple juice is a drink, not something to cook with; try fresh apple instead.'],
    ['Orange juice', 'Orange juice is a drink, not something to cook with; try fresh orange instead.'],
    ['fruit juice', 'Fruit juice is a drink, not something to cook with; try fresh fruit instead.'],
  ])('explains %s', (term, explanation) => {
    expect(explainNonFood(term)).toBe(explanation);
  });

  it.each([
    ['cookies', /^Cookies are a processed sweet treat/],
    ['biscuits', /^Biscuits are a processed sweet treat/],
    ['chocolate chip cookies', /sweet treat/],
    ['sweets', /^Sweets are a processed sweet treat.*fresh fruit/],
    ['candy', /^Candy is a processed sweet treat/],
    ['chocolate bars', /sweet treat/],
    ['chocolate', /^Chocolate is a processed sweet treat/],
    ['cake', /^Cake is a processed sweet treat/],
    ['crisps', /^Crisps are a processed salty snack/],
    ['potato chips', /^Potato chips are a processed salty snack/],
    ['orange squash', /^Orange squash is a sugary drink/],
    ['fizzy drinks', /sugary drink/],
    ['lemonade', /sugary drink/],
    ['hot chocolate', /^Hot chocolate is a sugary drink/],
    ['tea', /^Tea is a drink with caffeine.*under 5 \(NHS, AAP\)/],
    ['coffee', /caffeine/],
    ['Play-Doh', /^Play-Doh is not food, so it is left out of the recipe; .*doctor/],
    ['playdough', /not food/],
    ['crayons', /^Crayons are not food, so they are left out/],
  ])('explains %s in one sentence', (term, pattern) => {
    const explanation = explainNonFood(term);
    expect(explanation).toMatch(pattern);
    expect(explanation?.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length).toBe(1);
  });

  it.each([
    'apple',
    'banana',
    'sweet potato',
    'squash',
    'butternut squash',
    'lemon juice',
    'lime juice',
    'rice cakes',
    'fish cakes',
    'oatcakes',
    'pancakes',
    'baking soda',
    'rice paper',
    'peanut butter',
    'cocoa',
    'chicken',
    'porridge',
    'teacakes',
    '',
    '   ',
  ])('leaves a real food alone: %s', (term) => {
    expect(explainNonFood(term)).toBeUndefined();
  });
});
