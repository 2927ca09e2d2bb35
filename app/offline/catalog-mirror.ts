/**
 * The catalog mirror: recipes (with dietary restrictions), collections and
 * tips copied onto the device by a delta sync (catalog-mirror-sync.ts), and the local
 * reads that answer exactly as the API does (shared/lib/recipe-search), so
 * browsing and searching work with no connection.
 */
import { searchRecipes, type RecipeFilters, type SearchPage } from '@shared/lib/recipe-search';
import type { Category, NutritionTip } from '@shared/schemas/catalog';
import type { Recipe } from '@shared/schemas/recipe';
import { CATALOG_SYNCED_KEY } from '@shared/lib/device-idb';
import { deviceDb } from './db';
import { onCatalogChanged } from './catalog-mirror-sync';

/** When the mirror was last filled, or undefined while it never has been. */
async function catalogSyncedAt(): Promise<number | undefined> {
  return (await deviceDb.meta.get(CATALOG_SYNCED_KEY))?.value;
}

let recipesCache: Recipe[] | null = null;
// A sync that changed the mirror: the recipes are read again when next needed.
onCatalogChanged(() => {
  recipesCache = null;
});

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
