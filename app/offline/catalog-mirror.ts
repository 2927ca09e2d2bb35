/**
 * The catalog mirror: recipes (with dietary restrictions), collections and
 * tips copied onto the device by a delta sync, and the local reads that
 * answer exactly as the API does (shared/lib/recipe-search), so browsing and
 * searching work with no connection.
 */
import { searchRecipes, type RecipeFilters, type SearchPage } from '@shared/lib/recipe-search';
import type { Category, NutritionTip } from '@shared/schemas/catalog';
import type { Recipe } from '@shared/schemas/recipe';
import { CATALOG_SYNC_PAGE } from '@shared/constants';
import type { CatalogSyncResponse } from '@shared/schemas/sync';
import { apiRequest } from '../lib/api';
import { deviceDb } from './db';

let recipesCache: Recipe[] | null = null;
let syncing: Promise<boolean> | null = null;

export async function catalogSyncedAt(): Promise<number | undefined> {
  return (await deviceDb.meta.get('catalogSyncedAt'))?.value;
}

/** Lets the screen paint and answer taps between two pages of a sync. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function hasChanges(delta: CatalogSyncResponse): boolean {
  return (
    delta.full ||
    delta.recipes.length + delta.categories.length + delta.tips.length > 0 ||
    delta.deleted.recipes.length + delta.deleted.categories.length + delta.deleted.tips.length > 0
  );
}

/**
 * Brings the mirror up to date; answers whether anything changed. One sync at
 * a time; a failure (offline) leaves the mirror as it was, or, during a first
 * (full) sync, unused until a later sync completes.
 *
 * The recipes come in pages of CATALOG_SYNC_PAGE, each stored in its own
 * transaction with a pause between: a catalog of thousands never holds the
 * screen for more than a moment.
 */
export function syncCatalog(): Promise<boolean> {
  syncing ??= (async () => {
    try {
      const since = await catalogSyncedAt();
      const base = `/api/catalog/sync?${since === undefined ? '' : `since=${since}&`}limit=${CATALOG_SYNC_PAGE}`;
      const first = await apiRequest<CatalogSyncResponse>('GET', base);
      let changed = hasChanges(first);
      await deviceDb.transaction(
        'rw',
        [deviceDb.recipes, deviceDb.categories, deviceDb.tips, deviceDb.meta],
        async () => {
          // Awaited one by one: a native Promise.all here would leave Dexie's transaction.
          if (first.full) {
            // Unused (catalogSyncedAt unset) until the last page is in.
            await deviceDb.meta.delete('catalogSyncedAt');
            await deviceDb.recipes.clear();
            await deviceDb.categories.clear();
            await deviceDb.tips.clear();
          }
          await deviceDb.recipes.bulkPut(first.recipes);
          await deviceDb.categories.bulkPut(first.categories);
          await deviceDb.tips.bulkPut(first.tips);
          await deviceDb.recipes.bulkDelete(first.deleted.recipes);
          await deviceDb.categories.bulkDelete(first.deleted.categories);
          await deviceDb.tips.bulkDelete(first.deleted.tips);
        },
      );
      let after = first.nextAfter;
      while (after !== null) {
        await yieldToMain();
        const page = await apiRequest<CatalogSyncResponse>('GET', `${base}&after=${after}`);
        if (page.recipes.length > 0) {
          changed = true;
          await deviceDb.recipes.bulkPut(page.recipes);
        }
        after = page.nextAfter;
      }
      // The first page's time: anything written after it is in the next delta.
      await deviceDb.meta.put({ key: 'catalogSyncedAt', value: first.serverTime });
      if (changed) recipesCache = null;
      return changed;
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

async function allRecipes(): Promise<Recipe[]> {
  recipesCache ??= await deviceDb.recipes.toArray();
  return recipesCache;
}

const newestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id;

/** Local answers, or undefined while the mirror has never been filled. */
export const mirror = {
  async recipes(filters: RecipeFilters): Promise<SearchPage<Recipe> | undefined> {
    if ((await catalogSyncedAt()) === undefined) return undefined;
    return searchRecipes(await allRecipes(), filters);
  },
  async recipe(id: number): Promise<Recipe | undefined> {
    if ((await catalogSyncedAt()) === undefined) return undefined;
    return deviceDb.recipes.get(id);
  },
  async featured(): Promise<Recipe[] | undefined> {
    if ((await catalogSyncedAt()) === undefined) return undefined;
    return (await allRecipes())
      .filter((r) => r.featured)
      .sort(newestFirst)
      .slice(0, 12);
  },
  async categories(): Promise<Category[] | undefined> {
    if ((await catalogSyncedAt()) === undefined) return undefined;
    return (await deviceDb.categories.toArray()).sort((a, b) =>
      a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id,
    );
  },
  async tips(): Promise<NutritionTip[] | undefined> {
    if ((await catalogSyncedAt()) === undefined) return undefined;
    return (await deviceDb.tips.toArray()).sort(newestFirst);
  },
};
