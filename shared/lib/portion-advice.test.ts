import { describe, expect, it } from 'vitest';
import { OLDER_CHILD_NOTE } from './child-age';
import { portionAdvice, type PortionAdvice } from './portion-advice';

// Shapes of seeded recipes (api/db/seed/content/recipes.ts), copied so the test reads a fixed text.
const EGG_FRIED_RICE = {
  title: 'Rainbow Veggie Egg Fried Rice',
  ageGroup: '2-3 years',
  ingredients: [
    '250 g cooked brown rice, cooled',
    '2 large eggs',
    '1 tbsp olive oil',
    '1 medium carrot',
    '1 red pepper',
    '100 g frozen peas',
    '100 g canned sweetcorn (no salt or sugar added), drained',
    '1 tsp low-salt soy sauce',
  ],
  instructions: [
    'Use rice that was cooled quickly after cooking and kept in the fridge for no more than a day.',
    'Finely dice the carrot and pepper and stir-fry them in the oil for 4 minutes.',
    'Add the peas and sweetcorn for 2 minutes.',
    'Push everything to one side, pour in the beaten eggs and scramble until set.',
    'Add the rice and soy sauce and stir-fry for 3-4 minutes, until piping hot throughout.',
  ],
};

const PEANUT_PORRIDGE = {
  title: 'Peanut Butter Banana Porridge',
  ageGroup: '6-12 months',
  ingredients: [
    '1/2 cup rolled oats',
    '250 ml whole milk',
    '1/2 ripe banana',
    '1 tsp smooth peanut butter (no added salt or sugar)',
  ],
  instructions: [
    'Simmer the oats in the milk for 4-5 minutes, stirring, until thick and creamy.',
    'Mash the banana and stir it in with the peanut butter until it melts in completely.',
    'Cool to lukewarm before serving.',
  ],
};

/** A family dish of the kind parents cook for everyone: honey glaze and salt, grapes on the side. */
const HONEY_SALMON = {
  title: 'Sticky Salmon Traybake',
  ageGroup: '3-5 years',
  ingredients: [
    '2 salmon fillets',
    '300 g new potatoes',
    '1 tbsp olive oil',
    '1 tbsp honey',
    'a pinch of salt',
    '8 red grapes, quartered lengthways',
  ],
  instructions: [
    'Roast the potatoes in the oil for 20 minutes.',
    'Add the salmon and roast for 12 minutes more.',
    'Brush the salmon with the honey and season everything with the salt.',
    'Serve with the grapes.',
  ],
};

const HAM_AND_FETA = {
  title: 'Ham and Feta Omelette',
  ageGroup: '1-2 years',
  ingredients: ['3 large eggs', '2 slices ham, chopped', '30 g feta, crumbled'],
  instructions: ['Whisk the eggs.', 'Cook with the ham and feta until set.'],
};

function all(advice: PortionAdvice): string {
  return [
    advice.milkOnly,
    advice.olderNote,
    advice.texture,
    ...advice.takeOut.map((t) => t.text),
    ...advice.goEasy,
    ...advice.warnings.map((w) => w.text),
    ...advice.foods.flatMap((f) => [f.text, f.choking]),
  ]
    .filter(Boolean)
    .join('\n');
}

const food = (advice: PortionAdvice, slug: string) => advice.foods.find((f) => f.slug === slug);

describe('portionAdvice: 0-6 months', () => {
  it('says milk only and nothing about the dish', () => {
    const advice = portionAdvice(EGG_FRIED_RICE, 4, 'Maya');
    expect(advice.stage).toBeNull();
    expect(advice.milkOnly).toContain('Only breast milk or first infant formula for Maya');
    expect(advice.milkOnly).toContain('(NHS, WHO)');
    expect(advice.foods).toEqual([]);
    expect(advice.takeOut).toEqual([]);
    expect(advice.texture).toBeNull();
  });

  it('reads a child not born yet as milk only too', () => {
    expect(portionAdvice(EGG_FRIED_RICE, -1, 'Maya').milkOnly).not.toBeNull();
  });
});

describe('portionAdvice: 6-12 months', () => {
  const baby = portionAdvice(EGG_FRIED_RICE, 7, 'Maya');

  it("takes the baby's portion out before the soy sauce, naming the step that adds it", () => {
    expect(baby.takeOut).toHaveLength(1);
    expect(baby.takeOut[0]).toMatchObject({
      rule: 'salt-under-12-months',
      what: 'soy sauce',
      ingredient: '1 tsp low-salt soy sauce',
      step: 5,
    });
    expect(baby.takeOut[0]!.text).toMatch(
      /^Take Maya's portion out before the soy sauce goes in \(step 5 adds it\)\. .*no added salt.*\(NHS\)\.$/,
    );
    expect(baby.goEasy).toEqual([]);
  });

  it('gives each food as the guide serves it around 6 months, with choking advice for risky ones', () => {
    expect(baby.stage).toBe('6m');
    expect(baby.texture).toContain("Mash or blend Maya's portion");
    expect(food(baby, 'egg')?.text).toContain('Hard-boil an egg and cut it into quarters lengthways');
    expect(food(baby, 'egg')?.allergens).toEqual(['egg']);
    expect(food(baby, 'carrot')?.text).toContain('mashed or blended smooth');
    expect(food(baby, 'carrot')?.choking).toContain('Avoid raw sticks');
    expect(food(baby, 'rice')?.choking).toBeNull();
  });

  it('does not read "no salt or sugar added" or "low-salt" as salt or sugar to leave out', () => {
    expect(baby.foods.map((f) => f.slug)).not.toContain('salt');
    expect(baby.foods.map((f) => f.slug)).not.toContain('sugar');
    expect(baby.foods.every((f) => f.kind === 'serve')).toBe(true);
  });

  it('moves on to the 9-month stage: lumpier, pea-sized pieces', () => {
    const older = portionAdvice(EGG_FRIED_RICE, 10, 'Maya');
    expect(older.stage).toBe('9m');
    expect(older.texture).toContain('soft lumps');
    expect(food(older, 'egg')?.text).not.toEqual(food(baby, 'egg')?.text);
    expect(older.takeOut).toHaveLength(1);
  });

  it('takes the portion out before honey and salt, and leaves out what waits for 12 months', () => {
    const salmon = portionAdvice(HONEY_SALMON, 8, 'Maya');
    expect(salmon.takeOut.map((t) => [t.rule, t.what, t.step])).toEqual([
      ['honey-under-12-months', 'honey', 3],
      ['salt-under-12-months', 'salt', 3],
    ]);
    expect(salmon.takeOut[0]!.text).toContain('infant botulism');
    expect(salmon.takeOut[0]!.text).toContain('(NHS, AAP)');
    // Honey and salt are said once, by the take-out lines, not again as foods to leave out.
    expect(salmon.foods.map((f) => f.slug)).not.toContain('honey');
    expect(salmon.foods.map((f) => f.slug)).not.toContain('salt');

    const omelette = portionAdvice(HAM_AND_FETA, 8, 'Maya');
    expect(omelette.takeOut.map((t) => t.what)).toEqual(['ham']);
    expect(omelette.takeOut[0]!.step).toBe(2);
    const feta = food(omelette, 'feta');
    expect(feta?.kind).toBe('leave-out');
    expect(feta?.text).toMatch(/very salty.*Leave it out of Maya's portion\.$/);
  });

  it('says how to make the portion when no step names the salt', () => {
    const advice = portionAdvice(
      { ...HAM_AND_FETA, instructions: ['Whisk everything and cook until set.'] },
      8,
    );
    expect(advice.takeOut[0]!.step).toBeNull();
    expect(advice.takeOut[0]!.text).toContain("make your child's portion without it");
  });

  it('finds nothing to take out of a baby recipe that adds none', () => {
    const porridge = portionAdvice(PEANUT_PORRIDGE, 7, 'Sam');
    expect(porridge.takeOut).toEqual([]);
    expect(porridge.warnings).toEqual([]);
    expect(food(porridge, 'peanuts')?.allergens).toEqual(['peanut']);
    expect(porridge.foods.map((f) => f.slug)).not.toContain('salt');
  });
});

describe('portionAdvice: 1-2 years', () => {
  it('only asks to go easy on the salt, with the NHS limit for 1 to 3', () => {
    const toddler = portionAdvice(EGG_FRIED_RICE, 15, 'Leo');
    expect(toddler.stage).toBe('12m');
    expect(toddler.takeOut).toEqual([]);
    expect(toddler.goEasy).toEqual([
      "Go easy on salt: the soy sauce is salty. Children aged 1 to 3 should have no more than 2 g of salt a day (NHS), so serve Leo's portion before anyone adds more.",
    ]);
    expect(toddler.texture).toContain('bite-sized');
  });

  it('still takes the portion out before honey, as an added sugar, until 2', () => {
    const advice = portionAdvice(HONEY_SALMON, 20, 'Leo');
    expect(advice.takeOut.map((t) => [t.rule, t.what, t.step])).toEqual([
      ['added-sugar-under-2-years', 'honey', 3],
    ]);
    expect(advice.takeOut[0]!.text).toContain('Children under 2 should have no added sugar (AAP, DGA).');
    expect(advice.goEasy.join(' ')).toContain('Go easy on salt');
    expect(advice.sources).toEqual(expect.arrayContaining(['NHS', 'AAP', 'DGA']));
  });

  it('leaves ham and feta in from 12 months, with a word about salt', () => {
    const advice = portionAdvice(HAM_AND_FETA, 13, 'Leo');
    expect(advice.takeOut).toEqual([]);
    expect(food(advice, 'feta')?.kind).toBe('serve');
    expect(advice.goEasy[0]).toContain('the ham is salty');
  });
});

describe('portionAdvice: 2-3 years', () => {
  it('goes easy on added sugar and salt, with nothing to take out', () => {
    const advice = portionAdvice(HONEY_SALMON, 30, 'Ava');
    expect(advice.stage).toBe('2-3y');
    expect(advice.takeOut).toEqual([]);
    expect(advice.goEasy).toHaveLength(2);
    expect(advice.goEasy[1]).toContain('Go easy on added sugar (the honey)');
    expect(advice.goEasy[1]).toContain('(AHA)');
    expect(food(advice, 'grapes')?.choking).toContain('quarter');
    expect(advice.texture).toContain('until 4');
  });
});

describe('portionAdvice: 3-5 years', () => {
  it('serves the family meal, choking advice only until 4', () => {
    const three = portionAdvice(EGG_FRIED_RICE, 40, 'Ava');
    expect(three.stage).toBe('3-5y');
    expect(food(three, 'carrot')?.choking).not.toBeNull();
    const four = portionAdvice(EGG_FRIED_RICE, 50, 'Ava');
    expect(food(four, 'carrot')?.choking).toBeNull();
    expect(four.texture).toBe('Ava can eat the family meal as you do; keep whole nuts away until 5 (NHS).');
    expect(four.goEasy[0]).toContain('Children aged 4 to 6 should have no more than 3 g of salt a day');
  });

  it('warns about a choking hazard the recipe leaves whole, with its source', () => {
    const advice = portionAdvice(
      { ...HONEY_SALMON, ingredients: [...HONEY_SALMON.ingredients.slice(0, 5), '8 red grapes'] },
      40,
      'Ava',
    );
    expect(advice.warnings).toEqual([
      expect.objectContaining({
        rule: 'choking-hazard-under-4',
        text: expect.stringMatching(/quarters lengthways \(NHS, AAP\)\.$/),
      }),
    ]);
    expect(portionAdvice({ ...HONEY_SALMON, ingredients: ['8 red grapes'] }, 50).warnings).toEqual([]);
  });

  it('adds the over-5 note for an older child', () => {
    const advice = portionAdvice(EGG_FRIED_RICE, 70, 'Ava');
    expect(advice.olderNote).toBe(OLDER_CHILD_NOTE);
    expect(advice.stage).toBe('3-5y');
    expect(advice.texture).toBe('Ava can eat the family meal as you do.');
  });
});

describe('the same dish for a 7-month-old and a 3-year-old', () => {
  it('differs in texture, in salt and in how each food is served', () => {
    const baby = portionAdvice(EGG_FRIED_RICE, 7, 'Maya');
    const child = portionAdvice(EGG_FRIED_RICE, 36, 'Ava');
    expect(baby.texture).not.toEqual(child.texture);
    expect(all(baby)).toContain('before the soy sauce goes in');
    expect(all(child)).not.toContain('before the soy sauce goes in');
    expect(all(child)).toContain('Go easy on salt');
    for (const slug of ['egg', 'carrot', 'rice']) {
      expect(food(baby, slug)?.text, slug).not.toEqual(food(child, slug)?.text);
    }
  });
});
