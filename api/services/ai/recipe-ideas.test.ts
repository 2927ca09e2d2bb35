import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, type AgeGroup, type DietaryRestriction } from '../../../shared/enums';
import { checkRecipeSafety, type SafetyViolation } from '../../../shared/lib/safety';
import type { GeneratedRecipe } from '../../../shared/schemas/chatbot';
import { containsAnyFood, reviewGeneratedRecipes } from './guardrails';
import type { RecipeRequest } from './provider';
import { composeRecipeIdeas, guideFoodFor } from './recipe-ideas';

const request = (
  childAge: AgeGroup,
  preferredFoods: string[] = [],
  dislikedFoods: string[] = [],
  dietaryRestrictions: DietaryRestriction[] = [],
): RecipeRequest => ({ childAge, preferredFoods, dislikedFoods, dietaryRestrictions });

const DIETS: DietaryRestriction[][] = [
  [],
  ['vegetarian'],
  ['dairy-free'],
  ['gluten-free'],
  ['egg-free'],
  ['nut-free'],
  ['dairy-free', 'egg-free'],
  ['vegetarian', 'gluten-free', 'dairy-free'],
  ['vegetarian', 'dairy-free', 'gluten-free', 'egg-free', 'nut-free'],
];

const LIKED: string[][] = [
  [],
  ['sweet potato', 'broccoli'],
  ['salmon', 'banana', 'peas'],
  ['eggs', 'pasta', 'cheese'],
  ['honey', 'cookies', 'apple juice', 'tea', 'peanuts', 'grapes', "cow's milk", 'whole nuts'],
];

const DISLIKED: string[][] = [[], ['broccoli', 'banana'], ['cheese', 'egg']];

/** Every request of the matrix with its ideas, composed once. */
const MATRIX = AGE_GROUPS.flatMap((age) =>
  DIETS.flatMap((diet) =>
    LIKED.flatMap((liked) =>
      DISLIKED.map((disliked) => {
        const req = request(age, liked, disliked, diet);
        return { req, ideas: composeRecipeIdeas(req) };
      }),
    ),
  ),
);

const label = (req: RecipeRequest) =>
  `${req.childAge} diet=[${req.dietaryRestrictions.join(',')}] liked=[${req.preferredFoods.join(',')}] disliked=[${req.dislikedFoods.join(',')}]`;

const verdicts = new Map<string, SafetyViolation[]>();
/**
 * checkRecipeSafety on the whole idea for its age group and every restriction it claims (a test
 * checks those include the ones asked for). The rules take milliseconds a recipe and the matrix
 * repeats ideas, so each distinct idea is checked once.
 */
function violations(recipe: GeneratedRecipe): SafetyViolation[] {
  const key = JSON.stringify(recipe);
  let found = verdicts.get(key);
  if (!found) {
    found = checkRecipeSafety({
      ageGroup: recipe.ageGroup,
      title: recipe.title,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
      dietaryRestrictions: recipe.dietaryRestrictions,
    });
    verdicts.set(key, found);
  }
  return found;
}

const cooked = (r: GeneratedRecipe) =>
  `${r.title}\n${r.ingredients.join('\n')}\n${r.instructions.join('\n')}`;

describe('recipe ideas composed from the foods guide', () => {
  it('gives three or four ideas with unique titles for every age, diet and food list', () => {
    for (const { req, ideas } of MATRIX) {
      const titles = ideas.recipes.map((r) => r.title);
      expect(titles.length, label(req)).toBeGreaterThanOrEqual(3);
      expect(titles.length, label(req)).toBeLessThanOrEqual(4);
      expect(new Set(titles.map((t) => t.toLowerCase())).size, label(req)).toBe(titles.length);
    }
  });

  it('makes every idea safe for its age group and true to every restriction asked for', () => {
    for (const { req, ideas } of MATRIX) {
      for (const recipe of ideas.recipes) {
        expect(recipe.ageGroup).toBe(req.childAge);
        expect(recipe.dietaryRestrictions, `${label(req)}: ${recipe.title}`).toEqual(
          expect.arrayContaining(req.dietaryRestrictions),
        );
        expect(violations(recipe), `${label(req)}: ${recipe.title}`).toEqual([]);
      }
    }
  }, 300_000);

  it('passes the guardrail the route runs on the ideas of both assistants', () => {
    for (const { req, ideas } of MATRIX.filter(
      (m) => m.req.dislikedFoods.length > 0 && m.req.dietaryRestrictions.length > 1,
    )) {
      const dropped = reviewGeneratedRecipes(ideas.recipes, req).filter((d) => d.reasons.length);
      expect(dropped, label(req)).toEqual([]);
    }
  }, 300_000);

  it('never lets a disliked food appear anywhere in an idea', () => {
    for (const { req, ideas } of MATRIX) {
      for (const recipe of ideas.recipes) {
        const text = { ...recipe, ingredients: [...recipe.ingredients, ...recipe.instructions] };
        expect(containsAnyFood(text, req.dislikedFoods), `${label(req)}: ${recipe.title}`).toBe(false);
      }
    }
  });

  it('writes titles that read like dishes: never "X with X", never a food twice', () => {
    for (const { req, ideas } of MATRIX) {
      for (const { title } of ideas.recipes) {
        expect(title, label(req)).not.toMatch(/\bwith\b/i);
        expect(title, label(req)).toMatch(
          /(Purée|Mashed \w+|Mash|Porridge|Pot|Fritters|Mini Muffins|Omelette Strips|Pasta Bake|Risotto|Dhal|Stew|Wraps|Patties|Fishcakes|Traybake)$/,
        );
        const foods = title
          .replace(
            / (Purée|Mash|Oat Porridge|Porridge|and Yoghurt Pot|Fritters|Oat Mini Muffins|Mini Muffins|Omelette Strips|Pasta Bake|Risotto|Dhal|Stew|Wraps|Patties|Fishcakes|Traybake)$/,
            '',
          )
          .replace(/^(Smooth|Mashed|Savoury) /, '')
          .split(/, | and /);
        expect(new Set(foods).size, `${label(req)}: ${title}`).toBe(foods.length);
      }
    }
  });

  it('never produces the bad ideas of the issue, nor cooks a drink, a sweet treat or honey', () => {
    const all = MATRIX.flatMap(({ ideas }) => ideas.recipes);
    for (const recipe of all) {
      const text = cooked(recipe);
      expect(recipe.title).not.toMatch(/Porridge with Porridge/i);
      expect(recipe.title).not.toMatch(/\b(?:milk|juice|cookies?|biscuits?|tea|honey|sweets|nuts?)\b/i);
      expect(text).not.toMatch(/cow'?s milk pur[eé]e|juice|cookie|biscuit|\btea\b|honey|\bsweets\b|candy/i);
      expect(text).not.toMatch(/Fritters with Cookies/i);
      // Nuts only ground or as a thinned smooth butter.
      for (const line of recipe.ingredients) {
        if (/\b(peanut|almond|cashew|walnut|hazelnut|nut)s?\b/i.test(line)) {
          expect(line).toMatch(/finely ground|smooth \w+ butter, thinned/);
        }
      }
      // Cow's milk only cooked in, never as a drink.
      for (const line of recipe.ingredients.filter((l) => /milk/i.test(l))) {
        expect(line).not.toMatch(/drink|glass|cup of/i);
      }
    }
  });

  it('answers the same request with the same ideas', () => {
    const req = request('1-2 years', ['peas', 'honey'], ['broccoli'], ['egg-free']);
    expect(composeRecipeIdeas(req)).toEqual(composeRecipeIdeas(req));
  });
});

describe('first tastes for the 0-6 months group', () => {
  it('are single smooth purées of one vegetable or fruit, for around 6 months, and say so', () => {
    for (const { req, ideas } of MATRIX.filter((m) => m.req.childAge === '0-6 months')) {
      for (const recipe of ideas.recipes) {
        expect(recipe.title, label(req)).toMatch(/^(Smooth .+ Purée|Mashed \w+)$/);
        expect(recipe.ingredients, label(req)).toHaveLength(2);
        expect(recipe.description).toContain('around 6 months');
        expect(recipe.description).toMatch(/not ready for food before then/);
        expect(recipe.instructions.join(' ')).toContain('The foods guide on');
      }
    }
  });

  it("never purées cow's milk or juice, and explains them instead", () => {
    const { recipes, notes } = composeRecipeIdeas(
      request('0-6 months', ["cow's milk", 'apple juice', 'carrot']),
    );
    expect(recipes[0]?.title).toBe('Smooth Carrot Purée');
    expect(recipes.map(cooked).join('\n')).not.toMatch(/cow|juice/i);
    expect(notes.join('\n')).toMatch(
      /Cow's milk: not as a drink before 12 months, but fine cooked into food/,
    );
    expect(notes.join('\n')).toMatch(
      /Apple juice: not yet at around 6 months.+AAP advises none before 12 months/,
    );
    expect(recipes[0]?.description).toContain('About the foods you listed: ');
  });
});

describe('liked foods', () => {
  it('are used where they fit their role, the first one leading', () => {
    for (const age of AGE_GROUPS) {
      const { recipes } = composeRecipeIdeas(request(age, ['sweet potato', 'broccoli']));
      expect(recipes[0]?.title, age).toMatch(/Sweet Potato/);
      expect(recipes.map((r) => r.title).join(' | '), age).toMatch(/Broccoli/);
    }
    const baby = composeRecipeIdeas(request('6-12 months', ['salmon', 'banana', 'eggs']));
    expect(baby.recipes.map((r) => r.title)).toEqual([
      'Salmon and Sweet Potato Mash',
      'Banana Oat Porridge',
      'Broccoli Omelette Strips',
    ]);
    const toddler = composeRecipeIdeas(request('2-3 years', ['chicken', 'pasta', 'rice', 'cucumber']));
    const titles = toddler.recipes.map((r) => r.title).join(' | ');
    expect(titles).toMatch(/Chicken/);
    expect(titles).toMatch(/Pasta Bake/);
    expect(titles).toMatch(/Risotto|Dhal/);
    expect(titles).toMatch(/Cucumber/);
  });

  it('that are unsafe or not yet right at that age are named with the reason, not cooked', () => {
    const cases: [AgeGroup, string, RegExp][] = [
      ['6-12 months', 'honey', /Honey: not yet for a child aged 6-12 months.+botulism/],
      ['1-2 years', 'honey', /Honey: not yet .+botulism.+added sugar/],
      ['6-12 months', 'apple juice', /Apple juice: not yet .+AAP advises none before 12 months/],
      ['1-2 years', 'orange juice', /Orange juice: a drink, not something to cook with/],
      ['3-5 years', 'green tea', /Green tea: not yet .+caffeine/],
      ['1-2 years', 'cookies', /Cookies: not cooked into these ideas.+added sugar/],
      ['2-3 years', 'crisps', /Crisps: not cooked into these ideas.+salt/],
      ['6-12 months', 'sweets', /Sweets: not yet .+/],
      ['1-2 years', 'whole nuts', /Whole nuts: not cooked into these ideas.+choking/],
      ['6-12 months', 'salt', /Salt: not yet/],
      ['6-12 months', 'swordfish', /Swordfish: not yet/],
    ];
    for (const [age, food, reason] of cases) {
      const { recipes, notes } = composeRecipeIdeas(request(age, [food, 'carrot']));
      expect(notes.join('\n'), `${age} ${food}`).toMatch(reason);
      expect(recipes[0]?.description, `${age} ${food}`).toMatch(reason);
      const word = food.split(' ').at(-1) ?? food;
      expect(recipes.map(cooked).join('\n'), `${age} ${food}`).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
      expect(recipes.map((r) => r.title).join(' '), `${age} ${food}`).toMatch(/Carrot/);
    }
  });

  it('go in the way the guide says: nuts ground or as thinned butter, grapes quartered lengthways', () => {
    const { recipes, notes } = composeRecipeIdeas(request('6-12 months', ['peanuts', 'grapes']));
    const text = recipes.map(cooked).join('\n');
    expect(text).toContain('2 tsp smooth peanut butter, thinned with a little warm water');
    expect(text).toContain('8 grapes, seeds removed, quartered lengthways');
    expect(text).toMatch(/The foods guide on grapes at around 6 months: Grapes quartered lengthways/);
    expect(notes.join('\n')).toMatch(
      /Peanuts: never whole or chopped for young children.+smooth peanut butter/,
    );
  });

  it("cook with cow's milk when liked, for a baby too (in porridge, not as a drink)", () => {
    const { recipes } = composeRecipeIdeas(request('6-12 months', ["cow's milk", 'pear']));
    const porridge = recipes.find((r) => /Porridge/.test(r.title));
    expect(porridge?.ingredients).toContain("200 ml whole cow's milk");
    expect(recipes[0]?.description).toMatch(
      /Cow's milk: not as a drink before 12 months, but fine cooked into food/,
    );
    expect(recipes.map((r) => r.title).join(' ')).not.toMatch(/milk/i);
  });

  it('that break a restriction are named and left out', () => {
    const { recipes, notes } = composeRecipeIdeas(
      request('2-3 years', ['salmon', 'pasta'], [], ['vegetarian', 'gluten-free']),
    );
    expect(notes).toContain('Salmon: left out, as you asked for vegetarian recipes.');
    expect(notes).toContain('Pasta: left out, as you asked for gluten-free recipes.');
    expect(recipes.map(cooked).join('\n')).not.toMatch(/salmon/i);
  });

  it('that are disliked too are neither cooked nor noted', () => {
    const { recipes, notes } = composeRecipeIdeas(
      request('1-2 years', ['broccoli', 'honey'], ['broccoli', 'honey']),
    );
    expect(notes).toEqual([]);
    expect(recipes.map((r) => JSON.stringify(r)).join('\n')).not.toMatch(/broccoli|honey/i);
  });
});

describe('dishes by stage', () => {
  it('gives babies finger food from about 9 months, cut into finger-length strips', () => {
    const { recipes } = composeRecipeIdeas(request('6-12 months', ['courgette', 'eggs']));
    const finger = recipes.filter((r) => /Fritters|Omelette Strips|Mini Muffins/.test(r.title));
    expect(finger.length).toBeGreaterThan(0);
    for (const r of finger) {
      expect(r.description).toMatch(/9 months/);
      expect(r.instructions.join(' ')).toContain('Cut into finger-length strips');
    }
  });

  it('gives toddlers and older children family dishes', () => {
    for (const age of ['2-3 years', '3-5 years'] as const) {
      const titles = composeRecipeIdeas(request(age))
        .recipes.map((r) => r.title)
        .join(' | ');
      expect(titles, age).toMatch(/Pasta Bake|Risotto|Traybake|Wraps|Stew|Dhal|Patties/);
    }
  });

  it('writes ingredients with amounts', () => {
    for (const { ideas } of MATRIX) {
      for (const recipe of ideas.recipes) {
        for (const line of recipe.ingredients) {
          expect(line, recipe.title).toMatch(/^(\d|a handful|\d\/\d)/);
        }
      }
    }
  });
});

describe('reading a food list', () => {
  it('finds guide foods by any name, preferring the longest', () => {
    expect(guideFoodFor('apple juice')?.slug).toBe('fruit-juice');
    expect(guideFoodFor('sweet potatoes')?.slug).toBe('sweet-potato');
    expect(guideFoodFor('zucchini')?.slug).toBe('courgette');
    expect(guideFoodFor('peanut butter')?.slug).toBe('peanuts');
    expect(guideFoodFor("cow's milk")?.slug).toBe('cows-milk');
    expect(guideFoodFor('milk')?.slug).toBe('cows-milk');
    expect(guideFoodFor('cookies')).toBeUndefined();
  });
});
