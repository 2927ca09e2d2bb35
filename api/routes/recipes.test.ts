import { beforeAll, describe, expect, it } from 'vitest';
import { AGE_GROUPS, DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES, PREP_TIMES } from '../../shared/enums';
import type { Recipe, RecipeListResponse } from '../../shared/schemas/recipe';
import { seedCatalog, seedOrder } from '../db/seed';
import { SEED_RECIPES } from '../db/seed/content/recipes';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
const list = async (qs: string) => {
  const res = await t.client().get<RecipeListResponse>(`/api/recipes${qs}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
/** Every page of a query, in order. */
const all = async (qs: string) => {
  const first = await list(qs);
  const recipes = [...first.recipes];
  for (let p = 2; p <= first.pages; p++)
    recipes.push(...(await list(`${qs}${qs ? '&' : '?'}page=${p}`)).recipes);
  return { ...first, recipes };
};

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.store, t.clock.now);
});

describe('GET /api/recipes', () => {
  it('answers 12 a page, newest first, with totals and dietary restrictions', async () => {
    const body = await list('');
    expect(body.total).toBe(SEED_RECIPES.length);
    expect(body.pages).toBe(Math.ceil(SEED_RECIPES.length / 12));
    expect(body.recipes).toHaveLength(12);
    const dates = body.recipes.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.recipes[0]!.title).toBe(seedOrder(SEED_RECIPES)[0]!.title);
    expect(new Set(body.recipes.map((r) => r.ageGroup)).size).toBe(5);
    for (const r of body.recipes) expect(Array.isArray(r.dietaryRestrictions)).toBe(true);
    expect(body.recipes.some((r) => r.dietaryRestrictions.length > 0)).toBe(true);
  });

  it('pages through every recipe exactly once', async () => {
    const { recipes, total } = await all('');
    expect(recipes).toHaveLength(total);
    expect(new Set(recipes.map((r) => r.id)).size).toBe(total);
  });

  it('answers a page past the end with an empty list and the right totals', async () => {
    const body = await list('?page=99');
    expect(body.recipes).toEqual([]);
    expect(body.total).toBe(SEED_RECIPES.length);
    expect(body.pages).toBe(Math.ceil(SEED_RECIPES.length / 12));
  });

  const single: (readonly [string, (r: Recipe) => boolean])[] = [
    ...AGE_GROUPS.map((v) => [`age=${encodeURIComponent(v)}`, (r: Recipe) => r.ageGroup === v] as const),
    ...MEAL_TYPES.map((v) => [`type=${v}`, (r: Recipe) => r.mealType === v] as const),
    ...DIFFICULTIES.map((v) => [`diff=${v}`, (r: Recipe) => r.difficulty === v] as const),
    ...DIETARY_RESTRICTIONS.map(
      (v) => [`diet=${v}`, (r: Recipe) => r.dietaryRestrictions.includes(v)] as const,
    ),
    ...PREP_TIMES.map((v) => [`prep=${v}`, (r: Recipe) => v === 60 || r.prepTime <= v] as const),
  ];

  it.each(single)('filters by %s: every recipe matches and none is missed', async (qs, matches) => {
    const { recipes, total } = await all(`?${qs}`);
    expect(total).toBeGreaterThan(0);
    expect(recipes.every(matches)).toBe(true);
    const everything = (await all('')).recipes;
    expect(total).toBe(everything.filter(matches).length);
  });

  it('combines filters with AND', async () => {
    const everything = (await all('')).recipes;
    const combos = [
      ['age=1-2%20years&type=lunch', (r: Recipe) => r.ageGroup === '1-2 years' && r.mealType === 'lunch'],
      [
        'diet=dairy-free&diff=easy&prep=30',
        (r: Recipe) =>
          r.dietaryRestrictions.includes('dairy-free') && r.difficulty === 'easy' && r.prepTime <= 30,
      ],
      [
        'age=6-12%20months&diet=vegetarian&diet=vegetarian',
        (r: Recipe) => r.ageGroup === '6-12 months' && r.dietaryRestrictions.includes('vegetarian'),
      ],
      [
        'type=breakfast&diet=gluten-free&prep=15',
        (r: Recipe) =>
          r.mealType === 'breakfast' && r.dietaryRestrictions.includes('gluten-free') && r.prepTime <= 15,
      ],
    ] as const;
    for (const [qs, matches] of combos) {
      const { recipes, total } = await all(`?${qs}`);
      expect(recipes.every(matches), qs).toBe(true);
      expect(total, qs).toBe(everything.filter(matches).length);
    }
  });

  it('filters by collection', async () => {
    const categories = (await t.client().get<{ id: number }[]>('/api/categories')).body;
    const category = categories[0]!;
    const { recipes, total } = await all(`?category=${category.id}`);
    expect(total).toBeGreaterThan(0);
    expect(recipes.every((r) => r.categoryId === category.id)).toBe(true);
  });

  it('searches title, description and ingredients by word prefix, case-insensitive', async () => {
    const carrot = await all('?q=CARR');
    expect(carrot.total).toBeGreaterThan(0);
    for (const r of carrot.recipes) {
      expect(`${r.title} ${r.description} ${r.ingredients}`.toLowerCase()).toMatch(/\bcarr/);
    }
    // A word found only in an ingredient line still finds the recipe.
    const withOats = SEED_RECIPES.filter((r) => /\boats?\b/i.test(r.ingredients.join(' ')));
    const oats = await all('?q=oats');
    expect(oats.total).toBeGreaterThanOrEqual(withOats.length);
  });

  it('requires every word of a search and ranks title matches first', async () => {
    const both = await all('?q=banana%20oat');
    for (const r of both.recipes) {
      const text = `${r.title} ${r.description} ${r.ingredients}`.toLowerCase();
      expect(text).toMatch(/\bbanana/);
      expect(text).toMatch(/\boat/);
    }
    const banana = await list('?q=banana');
    expect(banana.recipes[0]!.title.toLowerCase()).toContain('banana');
  });

  it('treats search syntax as plain words', async () => {
    for (const q of ['"', 'NEAR(', 'carrot OR', '*', 'a:b', "'; DROP TABLE recipes; --"]) {
      const res = await t.client().get(`/api/recipes?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    expect((await list('?q=zzzyxq')).total).toBe(0);
  });

  it.each([
    ['age=banana', 'age'],
    ['type=brunch', 'type'],
    ['diet=keto', 'diet'],
    ['diff=hard', 'diff'],
    ['prep=20', 'prep'],
    ['category=abc', 'category'],
    ['page=0', 'page'],
    ['page=-3', 'page'],
    ['page=two', 'page'],
  ])('answers 400 naming the parameter for %s', async (qs, field) => {
    const res = await t.client().get(`/api/recipes?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field });
    expect(String(res.body.message)).toContain(field);
  });
});

describe('single recipes, featured, collections and tips', () => {
  it('answers a recipe by id, and 404 "Recipe not found" otherwise', async () => {
    const first = (await list('')).recipes[0]!;
    const res = await t.client().get<Recipe>(`/api/recipes/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      const missing = await t.client().get(`/api/recipes/${id}`);
      expect(missing.status, id).toBe(404);
      expect(missing.body).toEqual({ message: 'Recipe not found' });
    }
  });

  it('lists featured recipes', async () => {
    const res = await t.client().get<Recipe[]>('/api/recipes/featured');
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    expect(res.body.every((r) => r.featured)).toBe(true);
  });

  it('lists collections and tips', async () => {
    const categories = await t.client().get<{ name: string; description: string }[]>('/api/categories');
    expect(categories.body.length).toBeGreaterThanOrEqual(6);
    expect(categories.body.every((c) => c.name && c.description)).toBe(true);
    const tips = await t.client().get<{ tipType: string; expertName: string }[]>('/api/nutrition-tips');
    expect(tips.body.length).toBeGreaterThanOrEqual(9);
    expect(new Set(tips.body.map((x) => x.expertName)).size).toBeGreaterThanOrEqual(2);
  });
});

describe('saved recipes', () => {
  it('needs a signed-in person', async () => {
    const c = t.client();
    expect((await c.get('/api/recipes/saved')).status).toBe(401);
    expect((await c.get('/api/recipes/1/saved')).status).toBe(401);
    expect((await c.post('/api/recipes/1/save')).status).toBe(401);
    expect((await c.delete('/api/recipes/1/save')).status).toBe(401);
  });

  it('saves, lists, checks and removes, idempotently', async () => {
    const c = t.client();
    await c.register('saver');
    const [a, b] = (await list('')).recipes;
    expect((await c.get(`/api/recipes/${a!.id}/saved`)).body).toBe(false);
    expect((await c.post(`/api/recipes/${a!.id}/save`)).status).toBe(200);
    expect((await c.post(`/api/recipes/${a!.id}/save`)).status).toBe(200);
    await c.post(`/api/recipes/${b!.id}/save`);
    expect((await c.get(`/api/recipes/${a!.id}/saved`)).body).toBe(true);
    const saved = await c.get<Recipe[]>('/api/recipes/saved');
    expect(saved.body.map((r) => r.id).sort()).toEqual([a!.id, b!.id].sort());

    expect((await c.delete(`/api/recipes/${a!.id}/save`)).status).toBe(200);
    expect((await c.delete(`/api/recipes/${a!.id}/save`)).status).toBe(200);
    expect((await c.get(`/api/recipes/${a!.id}/saved`)).body).toBe(false);
    expect((await c.get<Recipe[]>('/api/recipes/saved')).body.map((r) => r.id)).toEqual([b!.id]);

    // Another person's saved list is their own.
    const other = t.client();
    await other.register('other-saver');
    expect((await other.get<Recipe[]>('/api/recipes/saved')).body).toEqual([]);
  });

  it('answers 404 for saving an unknown recipe', async () => {
    const c = t.client();
    await c.register('saver404');
    expect((await c.post('/api/recipes/999999/save')).body).toEqual({ message: 'Recipe not found' });
    expect((await c.delete('/api/recipes/999999/save')).status).toBe(404);
  });
});

describe('newsletter', () => {
  it('stores an address once, lower-cased; subscribing twice gets the same answer (no probing)', async () => {
    const c = t.client();
    const first = await c.post('/api/newsletter/subscribe', { email: '  Parent@Example.COM ' });
    expect(first.status).toBe(201);
    const again = await c.post('/api/newsletter/subscribe', { email: 'parent@example.com' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const rows = await t.store.all('SELECT email FROM newsletter_subscriptions');
    expect(rows).toEqual([{ email: 'parent@example.com' }]);
  });

  it.each([['not-an-email'], ['a@'], ['@b.com']])('refuses %s with the spec message', async (email) => {
    const res = await t.client().post('/api/newsletter/subscribe', { email });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });
});
