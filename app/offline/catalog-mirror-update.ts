/**
 * The update of the catalog mirror: fetches the server's changes since the
 * last sync (GET /api/catalog/sync) and stores them in the device database.
 * Runs in a worker (catalog-mirror-update.worker.ts) or, where workers cannot
 * run, on the page; catalog-mirror-sync.ts decides which.
 */
import { CATALOG_SYNC_PAGE } from '@shared/constants';
import { CATALOG_SYNCED_KEY } from '@shared/lib/device-idb';
import type { CatalogSyncResponse } from '@shared/schemas/sync';
import { apiRequest } from '../lib/api';
import { deviceDb } from './db';

export async function catalogSyncedAt(): Promise<number | undefined> {
  return (await deviceDb.meta.get(CATALOG_SYNCED_KEY))?.value;
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
 * One update of the catalog mirror, wherever it runs (the worker, or the
 * page where workers cannot run): answers whether anything changed. The
 * recipes come in pages of CATALOG_SYNC_PAGE, each stored in its own
 * transaction with a pause between, so even on the page a catalog of
 * thousands never holds the screen for more than a moment.
 */
export async function updateCatalogMirror(): Promise<boolean> {
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
        await deviceDb.meta.delete(CATALOG_SYNCED_KEY);
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
  await deviceDb.meta.put({ key: CATALOG_SYNCED_KEY, value: first.serverTime });
  return changed;
}
