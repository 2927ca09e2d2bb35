/**
 * The device's catalog mirror must answer a recipe query exactly as the API
 * does. This runs one table of cases through both: the server's SQL (FTS5,
 * bm25, filters, paging) and shared/lib/recipe-search over the same catalog.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { searchRecipes, type RecipeFilters } from '../../shared/lib/recipe-search';
import type { RecipeListResponse } from '../../shared/schemas/recipe';
import type { CatalogSyncResponse } from '../../shared/schemas/sync';
import { seedCatalog } from '../db/seed';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * One search case: the filters, and what a correct answer shows where it matters (the title of
 * the first recipe, words every title must contain, or how many are found).
 */
export interface SearchCase {
  filters: RecipeFilters;
  /** A word or phrase the first recipe's title contains. */
  first?: string;
  /** At least this many recipes found. */
  atLeast?: number;
  /** Exactly this many found. */
  total?: number;
  /** Every recipe found (on the first page) has one of these words in its title, description or ingredients. */
  each?: readonly string[];
}

const c = (q: string, expect: Omit<SearchCase, 'filters'> = {}, more: RecipeFilters = {}): SearchCase => ({
  filters: { q, ...more },
  ...expect,
});

export const SEARCH_CASES: readonly SearchCase[] = [
  // Filters and paging, no words.
  { filters: {}, atLeast: 72 },
  { filters: { page: 2 } },
  { filters: { page: 6 } },
  { filters: { page: 99 } },
  { filters: { age: '0-6 months' }, atLeast: 5 },
  { filters: { age: '6-12 months', page: 2 } },
  { filters: { age: '1-2 years', type: 'lunch' } },
  { filters: { type: 'snack', diet: 'nut-free' } },
  { filters: { diet: 'dairy-free', diff: 'easy', prep: 30 } },
  { filters: { diet: 'gluten-free', prep: 15 } },
  { filters: { diet: 'egg-free', prep: 45 } },
  { filters: { diet: 'vegetarian', prep: 60 } },
  { filters: { diff: 'advanced' } },
  { filters: { diff: 'medium', type: 'dinner' } },
  { filters: { category: 1 } },
  { filters: { category: 6, page: 2 } },
  // Words, prefixes and ranking.
  c('carrot', { first: 'Carrot', atLeast: 3 }),
  c('carr', { atLeast: 3, each: ['carr'] }),
  c('CARROT puree', { first: 'Carrot' }),
  c('banana oat', { atLeast: 2 }),
  c('banana', { atLeast: 5 }, { page: 2 }),
  c('oats', { atLeast: 5 }),
  c('egg', { atLeast: 5 }),
  c('eggs', { atLeast: 5 }),
  c('chicken', { first: 'Chicken' }),
  c('lentil', { first: 'Lentil' }),
  c('lentils', { first: 'Lentil' }),
  c('sweet potato', { first: 'Sweet Potato', atLeast: 4 }),
  c('apple', { first: 'Apple' }),
  c('apples', { first: 'Apple' }),
  c('iron'),
  c('purée', { atLeast: 5 }),
  c('finger', { atLeast: 2 }),
  c('cheese', { first: 'Chees' }),
  c('yog', { first: 'Yogurt' }),
  c('pea', { atLeast: 5 }),
  c('peas', { first: 'Pea', each: ['pea'] }),
  c('b'),
  c('zzzz', { total: 0 }),
  c('banana', {}, { age: '6-12 months' }),
  c('carrot', {}, { diet: 'dairy-free' }),
  c('tomato', {}, { type: 'dinner', diff: 'easy' }),
  c('oat', {}, { prep: 15 }),
  c('beef', {}, { category: 3 }),
  c('spinach', { first: 'Spinach' }),
  c('salmon', { first: 'Salmon' }),
  c('pasta', { first: 'Pasta' }),
  c('rice', { atLeast: 3 }),
  c('mango', { first: 'Mango' }),
  c('pear', { first: 'Pear' }),
  c('hummus', { first: 'Hummus' }),
  c('pancakes', { first: 'Pancake' }),
  c('muffin', { first: 'Muffin' }),
  c('berries', { atLeast: 2 }),
  // Misspellings.
  c('brocoli', { first: 'Broccoli', atLeast: 3 }),
  c('brocolli', { first: 'Broccoli' }),
  c('avacado', { first: 'Avocado', atLeast: 2 }),
  c('avocardo', { first: 'Avocado' }),
  c('sweet potatoe', { first: 'Sweet Potato', atLeast: 4 }),
  c('sweet potatos', { first: 'Sweet Potato' }),
  c('tomatos', { first: 'Tomato' }),
  c('tomatoe', { first: 'Tomato' }),
  c('bananna', { first: 'Banana' }),
  c('bannana', { first: 'Banana' }),
  c('spinnach', { first: 'Spinach' }),
  c('straberry', { atLeast: 1 }),
  c('blueberies', { atLeast: 1 }),
  c('yoghurt', { first: 'Yogurt', atLeast: 5 }),
  c('yogourt', { first: 'Yogurt' }),
  c('cheeze', { first: 'Chees' }),
  c('chiken', { first: 'Chicken' }),
  c('salmonn', { first: 'Salmon' }),
  c('lentills', { first: 'Lentil' }),
  c('porrige', { first: 'Porridge' }),
  c('courgete', { first: 'Courgette' }),
  c('brocoli pasta', { first: 'Broccoli Pasta' }),
  // UK and US names, and other synonyms.
  c('zucchini', { first: 'Courgette', atLeast: 3 }),
  c('courgette', { first: 'Courgette', atLeast: 3 }),
  c('chickpeas', { first: 'Chickpea' }),
  c('garbanzo beans', { first: 'Chickpea' }),
  c('ground beef', { atLeast: 2, each: ['mince', 'beef'] }),
  c('mince', { atLeast: 2 }),
  c('porridge oats', { first: 'Porridge' }),
  c('rolled oats', { atLeast: 5 }),
  c('oatmeal', { first: 'Porridge' }),
  c('cilantro', { atLeast: 1, each: ['coriander'] }),
  c('scallions', { atLeast: 1, each: ['spring onion'] }),
  c('eggplant', { total: 0 }),
  c('aubergine', { total: 0 }),
  c('arugula', { total: 0 }),
  c('shrimp', { total: 0 }),
  c('rutabaga', { total: 0 }),
  c('beet', { total: 0 }),
  c('cookies', { total: 0 }),
  c('biscuits', { total: 0 }),
  // Ages typed the way parents type them.
  c('finger food 9mo', { atLeast: 1 }),
  c('carrot 6 months', { atLeast: 1 }),
  c('puree (4 months)', { atLeast: 3 }),
  c('2yo snacks'),
  c('lunch for my 18m'),
  c('breakfast 1.5 years'),
  c('dinner 3 yo'),
  // Bad input: punctuation, emoji, FTS syntax, very long.
  c('"quoted" (and) *star*'),
  c('NEAR(carrot apple) OR ^banana', {}),
  c('carrot AND -apple'),
  c('🍌🥕🥑'),
  c("'; DROP TABLE recipes; --"),
  c('!!!???...,,,;;;'.repeat(13)),
  c('a'.repeat(200)),
];

function toQuery(f: RecipeFilters): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined) p.set(k, String(v));
  return p.toString();
}

let t: TestApp;
let catalog: CatalogSyncResponse['recipes'];

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.store, t.clock.now);
  catalog = (await t.client().get<CatalogSyncResponse>('/api/catalog/sync')).body.recipes;
});

describe('the API and the device answer recipe queries alike, and rightly', () => {
  it('has at least 80 searches with words', () => {
    expect(SEARCH_CASES.filter((sc) => sc.filters.q).length).toBeGreaterThanOrEqual(80);
  });

  it.each(SEARCH_CASES.map((sc) => [toQuery(sc.filters) || '(no filters)', sc] as const))(
    '%s',
    async (_label, sc) => {
      const response = await t.client().get<RecipeListResponse>(`/api/recipes?${toQuery(sc.filters)}`);
      expect(response.status).toBe(200);
      const api = response.body;
      const device = searchRecipes(catalog, sc.filters);
      expect(device.total).toBe(api.total);
      expect(device.pages).toBe(api.pages);
      expect(device.recipes.map((r) => r.id)).toEqual(api.recipes.map((r) => r.id));
      if (sc.total !== undefined) expect(api.total).toBe(sc.total);
      if (sc.atLeast !== undefined) expect(api.total).toBeGreaterThanOrEqual(sc.atLeast);
      if (sc.first !== undefined) expect(api.recipes[0]?.title).toContain(sc.first);
      for (const r of sc.each ? api.recipes : []) {
        const text = `${r.title} ${r.description} ${r.ingredients}`.toLowerCase();
        expect(
          sc.each?.some((w) => text.includes(w)),
          `${r.title} has one of ${sc.each?.join(', ')}`,
        ).toBe(true);
      }
    },
  );

  it('covers searches that rank several matches', async () => {
    let multi = 0;
    for (const sc of SEARCH_CASES.filter((x) => x.filters.q)) {
      const api = (await t.client().get<RecipeListResponse>(`/api/recipes?${toQuery(sc.filters)}`)).body;
      if (api.total > 3) multi++;
    }
    expect(multi).toBeGreaterThanOrEqual(20);
  });
});
