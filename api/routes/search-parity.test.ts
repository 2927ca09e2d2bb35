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

export const SEARCH_CASES: RecipeFilters[] = [
  {},
  { page: 2 },
  { page: 6 },
  { page: 99 },
  { q: 'carrot' },
  { q: 'carr' },
  { q: 'CARROT puree' },
  { q: 'banana oat' },
  { q: 'banana', page: 2 },
  { q: 'oats' },
  { q: 'egg' },
  { q: 'chicken' },
  { q: 'lentil' },
  { q: 'sweet potato' },
  { q: 'apple' },
  { q: 'iron' },
  { q: 'purée' },
  { q: 'finger' },
  { q: 'cheese' },
  { q: 'yog' },
  { q: 'pea' },
  { q: 'b' },
  { q: 'zzzz' },
  { q: '"quoted" (and) *star*' },
  { age: '0-6 months' },
  { age: '6-12 months', page: 2 },
  { age: '1-2 years', type: 'lunch' },
  { type: 'snack', diet: 'nut-free' },
  { diet: 'dairy-free', diff: 'easy', prep: 30 },
  { diet: 'gluten-free', prep: 15 },
  { diet: 'egg-free', prep: 45 },
  { diet: 'vegetarian', prep: 60 },
  { diff: 'advanced' },
  { diff: 'medium', type: 'dinner' },
  { q: 'banana', age: '6-12 months' },
  { q: 'carrot', diet: 'dairy-free' },
  { q: 'tomato', type: 'dinner', diff: 'easy' },
  { q: 'oat', prep: 15 },
  { category: 1 },
  { category: 3, q: 'beef' },
  { category: 6, page: 2 },
];

function toQuery(f: RecipeFilters): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined) p.set(k, String(v));
  return p.toString();
}

let t: TestApp;
let catalog: CatalogSyncResponse['recipes'];

beforeAll(async () => {
  t = createTestApp();
  seedCatalog(t.db, t.clock.now);
  catalog = (await t.client().get<CatalogSyncResponse>('/api/catalog/sync')).body.recipes;
});

describe('the device answers recipe queries as the API does', () => {
  it.each(SEARCH_CASES.map((c) => [toQuery(c) || '(no filters)', c] as const))(
    '%s',
    async (_label, filters) => {
      const api = (await t.client().get<RecipeListResponse>(`/api/recipes?${toQuery(filters)}`)).body;
      const device = searchRecipes(catalog, filters);
      expect(device.total).toBe(api.total);
      expect(device.pages).toBe(api.pages);
      expect(device.recipes.map((r) => r.id)).toEqual(api.recipes.map((r) => r.id));
    },
  );

  it('covers searches that rank several matches', async () => {
    const ranked = SEARCH_CASES.filter((c) => c.q);
    let multi = 0;
    for (const c of ranked) {
      const api = (await t.client().get<RecipeListResponse>(`/api/recipes?${toQuery(c)}`)).body;
      if (api.total > 3) multi++;
    }
    expect(multi).toBeGreaterThanOrEqual(8);
  });
});
