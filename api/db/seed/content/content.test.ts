import { existsSync, statSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  AGE_GROUPS,
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  MEAL_TYPES,
  TIP_TYPES,
} from '../../../../shared/enums';
import { checkRecipeSafety } from '../../../../shared/lib/safety';
import { SEED_CATEGORIES } from './categories';
import { SEED_RECIPES } from './recipes';
import { SEED_TIPS } from './tips';

const PUBLIC_ROOT = new URL('../../../../app/public/', import.meta.url);

/** '/images/recipes/x.svg' -> the file under app/public. */
function publicFile(url: string): URL {
  return new URL(url.replace(/^\//, ''), PUBLIC_ROOT);
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_IMAGE_BYTES = 6 * 1024;
/** A recipe's WebP picture, at its largest. */
const MAX_PICTURE_BYTES = 24 * 1024;
/** A quantity: a digit or fraction ("200 g", "½"), or a measure word ("a pinch of"). */
const QUANTITY =
  /[\d½¼¾⅓⅔⅛]|^(?:a|an)\s+(?:small\s+|large\s+|generous\s+)?(?:pinch|handful|squeeze|drizzle|few|little|knob|splash|sprig|dash)\b/i;

describe('seeded categories', () => {
  it('has at least 7 categories with unique slugs and names', () => {
    expect(SEED_CATEGORIES.length).toBeGreaterThanOrEqual(7);
    expect(new Set(SEED_CATEGORIES.map((c) => c.slug)).size).toBe(SEED_CATEGORIES.length);
    expect(new Set(SEED_CATEGORIES.map((c) => c.name)).size).toBe(SEED_CATEGORIES.length);
  });

  it.each(SEED_CATEGORIES)('$slug is well formed with a shipped image', (category) => {
    expect(category.slug).toMatch(SLUG);
    expect(category.name.length).toBeGreaterThanOrEqual(2);
    expect(category.description.length).toBeGreaterThanOrEqual(40);
    expect(category.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length).toBeLessThanOrEqual(2);
    expect(category.imageUrl).toBe(`/images/categories/${category.slug}.svg`);
    expect(existsSync(publicFile(category.imageUrl))).toBe(true);
    expect(statSync(publicFile(category.imageUrl)).size).toBeLessThan(MAX_IMAGE_BYTES);
  });

  it('gives every category at least 4 recipes', () => {
    const perCategory = countBy(SEED_RECIPES, (r) => r.category);
    for (const category of SEED_CATEGORIES) {
      expect(perCategory.get(category.slug) ?? 0, category.slug).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('seeded recipes', () => {
  it('has at least 66 recipes', () => {
    expect(SEED_RECIPES.length).toBeGreaterThanOrEqual(66);
  });

  it('has at least 11 recipes for every age group', () => {
    const perAge = countBy(SEED_RECIPES, (r) => r.ageGroup);
    for (const age of AGE_GROUPS) expect(perAge.get(age) ?? 0, age).toBeGreaterThanOrEqual(11);
  });

  it('has at least 11 recipes for every meal type', () => {
    const perMeal = countBy(SEED_RECIPES, (r) => r.mealType);
    for (const meal of MEAL_TYPES) expect(perMeal.get(meal) ?? 0, meal).toBeGreaterThanOrEqual(11);
  });

  it('tags every dietary restriction on at least 10 recipes', () => {
    for (const restriction of DIETARY_RESTRICTIONS) {
      const tagged = SEED_RECIPES.filter((r) => r.dietaryRestrictions.includes(restriction));
      expect(tagged.length, restriction).toBeGreaterThanOrEqual(10);
    }
  });

  it('tags exactly the restrictions each recipe satisfies', () => {
    for (const recipe of SEED_RECIPES) {
      const satisfied = DIETARY_RESTRICTIONS.filter(
        (restriction) =>
          checkRecipeSafety({
            ageGroup: recipe.ageGroup,
            ingredients: recipe.ingredients,
            dietaryRestrictions: [restriction],
          }).filter((v) => v.rule === `dietary-${restriction}`).length === 0,
      );
      expect([...recipe.dietaryRestrictions].sort(), recipe.slug).toEqual([...satisfied].sort());
      expect(new Set(recipe.dietaryRestrictions).size, recipe.slug).toBe(recipe.dietaryRestrictions.length);
    }
  });

  it('passes the child-safety rules for its own age group and tags', () => {
    for (const recipe of SEED_RECIPES) {
      expect(checkRecipeSafety(recipe), recipe.slug).toEqual([]);
    }
  });

  it('features exactly 8 recipes, at least one for every age group', () => {
    const featured = SEED_RECIPES.filter((r) => r.featured);
    expect(featured).toHaveLength(8);
    expect(new Set(featured.map((r) => r.ageGroup))).toEqual(new Set(AGE_GROUPS));
  });

  it('has unique slugs and titles', () => {
    expect(new Set(SEED_RECIPES.map((r) => r.slug)).size).toBe(SEED_RECIPES.length);
    expect(new Set(SEED_RECIPES.map((r) => r.title.toLowerCase())).size).toBe(SEED_RECIPES.length);
  });

  it('spreads preparation times', () => {
    const prep = SEED_RECIPES.map((r) => r.prepTime);
    expect(prep.filter((t) => t <= 15).length).toBeGreaterThanOrEqual(8);
    expect(prep.filter((t) => t >= 31 && t <= 45).length).toBeGreaterThanOrEqual(8);
    expect(prep.filter((t) => t > 60).length).toBeGreaterThanOrEqual(3);
    expect(prep.filter((t) => t >= 16 && t <= 30).length).toBeGreaterThanOrEqual(1);
  });

  it('mixes difficulties, with easy the most common', () => {
    const perDifficulty = countBy(SEED_RECIPES, (r) => r.difficulty);
    const easy = perDifficulty.get('easy') ?? 0;
    const medium = perDifficulty.get('medium') ?? 0;
    const advanced = perDifficulty.get('advanced') ?? 0;
    expect(easy + medium + advanced).toBe(SEED_RECIPES.length);
    expect(easy).toBeGreaterThan(medium);
    expect(easy).toBeGreaterThan(advanced);
    expect(medium).toBeGreaterThanOrEqual(8);
    expect(advanced).toBeGreaterThanOrEqual(4);
  });

  it.each(SEED_RECIPES)('$slug is complete and well formed', (recipe) => {
    expect(recipe.slug).toMatch(SLUG);
    expect(recipe.title.trim().length).toBeGreaterThanOrEqual(3);
    expect(recipe.title).toBe(recipe.title.trim());
    expect(recipe.description.length).toBeGreaterThanOrEqual(60);
    expect(AGE_GROUPS).toContain(recipe.ageGroup);
    expect(MEAL_TYPES).toContain(recipe.mealType);
    expect(DIFFICULTIES).toContain(recipe.difficulty);
    for (const restriction of recipe.dietaryRestrictions) expect(DIETARY_RESTRICTIONS).toContain(restriction);
    expect(SEED_CATEGORIES.map((c) => c.slug)).toContain(recipe.category);

    expect(Number.isInteger(recipe.prepTime) && recipe.prepTime >= 1).toBe(true);
    expect(Number.isInteger(recipe.cookTime) && recipe.cookTime >= 0).toBe(true);
    expect(Number.isInteger(recipe.servings)).toBe(true);
    expect(recipe.servings).toBeGreaterThanOrEqual(1);
    expect(recipe.servings).toBeLessThanOrEqual(6);

    expect(recipe.ingredients.length).toBeGreaterThanOrEqual(1);
    for (const line of recipe.ingredients) {
      expect(line.trim().length, line).toBeGreaterThan(0);
      expect(line, line).toBe(line.trim());
      expect(line, line).not.toContain('\n');
      expect(line, line).toMatch(QUANTITY);
    }
    // The spec's recipe validation, applied to the stored text.
    expect(recipe.ingredients.join('\n').length).toBeGreaterThanOrEqual(10);
    expect(recipe.instructions.join('\n').length).toBeGreaterThanOrEqual(20);

    expect(recipe.instructions.length).toBeGreaterThanOrEqual(3);
    expect(recipe.instructions.length).toBeLessThanOrEqual(8);
    for (const step of recipe.instructions) {
      expect(step.trim().length, step).toBeGreaterThanOrEqual(10);
      expect(step, step).not.toContain('\n');
      expect(step, step).not.toMatch(/^\s*(?:\d+\s*[.):-]|step\s*\d+|[-*\u2022])/i);
      expect(step, step).toMatch(/[.!?]$/);
    }

    // The picture is WebP, 800, 400 and 300 wide (app/lib/pictures.ts), drawn from its SVG.
    expect(recipe.imageUrl).toBe(`/images/recipes/${recipe.slug}.webp`);
    for (const url of [
      recipe.imageUrl,
      `/images/recipes/${recipe.slug}-400w.webp`,
      `/images/recipes/${recipe.slug}-300w.webp`,
    ]) {
      const image = publicFile(url);
      expect(existsSync(image), url).toBe(true);
      expect(statSync(image).size, url).toBeLessThan(MAX_PICTURE_BYTES);
    }
    const source = publicFile(`/images/recipes/${recipe.slug}.svg`);
    expect(existsSync(source), recipe.slug).toBe(true);
    expect(statSync(source).size).toBeLessThan(MAX_IMAGE_BYTES);
  });

  it('keeps first-taste purees simple and for the youngest babies', () => {
    const firstTastes = SEED_RECIPES.filter((r) => r.category === 'first-tastes');
    expect(firstTastes.length).toBeGreaterThanOrEqual(4);
    for (const recipe of SEED_RECIPES.filter((r) => r.ageGroup === '0-6 months')) {
      expect(recipe.ingredients.length, recipe.slug).toBeLessThanOrEqual(4);
      expect(recipe.difficulty, recipe.slug).toBe('easy');
    }
    for (const recipe of firstTastes) expect(recipe.ageGroup, recipe.slug).toBe('0-6 months');
  });

  it('shares ingredient wording so merged shopping lists add up', () => {
    const uses = countBy(
      SEED_RECIPES.flatMap((r) => [...new Set(r.ingredients)]),
      (line) => line,
    );
    for (const food of ['banana', 'sweet potato', 'carrot', 'rolled oats', 'olive oil', 'eggs', 'cheddar']) {
      const shared = [...uses].filter(([line, n]) => line.includes(food) && n >= 2);
      expect(shared.length, food).toBeGreaterThanOrEqual(1);
    }
  });

  it('uses common words that search can find', () => {
    for (const word of ['banana', 'carrot', 'apple', 'chicken', 'lentil', 'sweet potato', 'egg']) {
      const found = SEED_RECIPES.filter((r) =>
        `${r.title} ${r.description} ${r.ingredients.join(' ')}`.toLowerCase().includes(word),
      );
      expect(found.length, word).toBeGreaterThanOrEqual(3);
    }
  });

  it('ships the fallback recipe image', () => {
    const fallback = publicFile('/images/recipe-fallback.svg');
    expect(existsSync(fallback)).toBe(true);
    expect(statSync(fallback).size).toBeLessThan(MAX_IMAGE_BYTES);
  });
});

describe('seeded nutrition tips', () => {
  it('has at least 10 tips from at least 3 experts', () => {
    expect(SEED_TIPS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(SEED_TIPS.map((t) => t.expertName)).size).toBeGreaterThanOrEqual(3);
  });

  it('spreads the tips over every tip type', () => {
    const perType = countBy(SEED_TIPS, (t) => t.tipType);
    for (const type of TIP_TYPES) expect(perType.get(type) ?? 0, type).toBeGreaterThanOrEqual(2);
  });

  it('has unique titles', () => {
    expect(new Set(SEED_TIPS.map((t) => t.title)).size).toBe(SEED_TIPS.length);
  });

  it('gives each expert one name, one title and one avatar', () => {
    const byName = new Map<string, string>();
    for (const tip of SEED_TIPS) {
      const profile = `${tip.expertTitle}|${tip.expertImageUrl}`;
      expect(byName.get(tip.expertName) ?? profile, tip.expertName).toBe(profile);
      byName.set(tip.expertName, profile);
    }
  });

  it.each(SEED_TIPS)('$title is well formed', (tip) => {
    expect(tip.title.length).toBeGreaterThanOrEqual(3);
    expect(tip.content.length).toBeGreaterThanOrEqual(80);
    const sentences = tip.content.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(TIP_TYPES).toContain(tip.tipType);
    expect(tip.expertName.length).toBeGreaterThanOrEqual(2);
    expect(tip.expertTitle.length).toBeGreaterThanOrEqual(2);
    expect(tip.expertImageUrl).toBe(`/images/experts/${slugify(tip.expertName)}.svg`);
    const avatar = publicFile(tip.expertImageUrl);
    expect(existsSync(avatar), tip.expertImageUrl).toBe(true);
    expect(statSync(avatar).size).toBeLessThan(MAX_IMAGE_BYTES);
    if (tip.imageUrl !== null) {
      expect(tip.imageUrl).toMatch(/^\/images\/[a-z-]+\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(tip.imageUrl)), tip.imageUrl).toBe(true);
    }
  });
});
