/**
 * The catalog mirror: recipes (with dietary restrictions), collections and
 * tips copied onto the device by a delta sync, and the local reads that
 * answer exactly as the API does (shared/lib/recipe-search), so browsing and
 * searching work with no connection.
 */
import { searchRecipes, type RecipeFilters, type SearchPage } from '@shared/lib/recipe-search';
import type { Category, NutritionTip } from '@shared/schemas/catalog';
import type { Recipe } from '@shared/schemas/recipe';
import { NetworkError } from '../lib/api';
import { catalogSyncedAt, runCatalogSync, type CatalogSyncReply } from './catalog-sync';
import { deviceDb } from './db';

let recipesCache: Recipe[] | null = null;
let syncing: Promise<boolean> | null = null;

export { catalogSyncedAt };

/**
 * Brings the mirror up to date; answers whether anything changed. One sync at
 * a time; a failure (offline) leaves the mirror as it was, or, during a first
 * (full) sync, unused until a later sync completes.
 *
 * The work (thousands of recipes parsed and stored) runs in a worker, off the
 * thread that draws the screen; where workers cannot run it, here, in pages
 * with pauses between.
 */
export function syncCatalog(): Promise<boolean> {
  syncing ??= (async () => {
    try {
      const changed = await inWorker().catch((err: unknown) =>
        err instanceof WorkerUnavailable ? runCatalogSync() : Promise.reject(err),
      );
      if (changed) recipesCache = null;
      return changed;
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

class WorkerUnavailable extends Error {}

function inWorker(): Promise<boolean> {
  if (typeof Worker === 'undefined') return Promise.reject(new WorkerUnavailable());
  return new Promise<boolean>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./catalog-sync.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      reject(new WorkerUnavailable());
      return;
    }
    worker.onmessage = (event: MessageEvent<CatalogSyncReply>) => {
      worker.terminate();
      const reply = event.data;
      if ('changed' in reply) resolve(reply.changed);
      else reject(reply.offline ? new NetworkError(reply.error) : new Error(reply.error));
    };
    // The worker's code could not load (offline before it was cached): sync here instead.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new WorkerUnavailable());
    };
    worker.postMessage('sync');
  });
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
