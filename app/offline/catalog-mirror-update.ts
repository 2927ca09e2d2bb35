/**
 * The update of the catalog mirror: fetches the server's changes since the
 * last sync (GET /api/catalog/sync) and stores them in the device database.
 * Runs in a worker (catalog-mirror-update.worker.ts) or, where workers cannot
 * run, on the page; catalog-mirror-sync.ts decides which. It writes through
 * plain IndexedDB, not Dexie: four stores, put and delete, are not worth the
 * 30 KB of Dexie a first visit would download for them.
 */
import { CATALOG_SYNC_PAGE } from '@shared/constants';
import {
  CATALOG_SYNCED_KEY,
  META_STORE,
  openDeviceDbForWriting,
  request,
  writeTransaction,
} from '@shared/lib/device-idb';
import type { CatalogSyncResponse } from '@shared/schemas/sync';
import { apiRequest } from '../lib/api';
import type { MetaRow } from './db';

const CATALOG_STORES = ['recipes', 'categories', 'tips'] as const;

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

/** Puts each row in its store (keyed by its id), and deletes the ids. */
function putAndDelete(store: IDBObjectStore, rows: readonly object[], deleted: readonly number[] = []): void {
  for (const row of rows) store.put(row);
  for (const id of deleted) store.delete(id);
}

/**
 * One update of the catalog mirror, wherever it runs (the worker, or the
 * page where workers cannot run): answers whether anything changed. The
 * recipes come in pages of CATALOG_SYNC_PAGE, each stored in its own
 * transaction with a pause between, so even on the page a catalog of
 * thousands never holds the screen for more than a moment.
 */
export async function updateCatalogMirror(): Promise<boolean> {
  const db = await openDeviceDbForWriting();
  try {
    const synced = await request<MetaRow | undefined>(
      db.transaction(META_STORE, 'readonly').objectStore(META_STORE).get(CATALOG_SYNCED_KEY),
    );
    const since = synced?.value;
    const base = `/api/catalog/sync?${since === undefined ? '' : `since=${since}&`}limit=${CATALOG_SYNC_PAGE}`;
    const first = await apiRequest<CatalogSyncResponse>('GET', base);
    let changed = hasChanges(first);
    await writeTransaction(db, [...CATALOG_STORES, META_STORE], (transaction) => {
      if (first.full) {
        // Unused (no synced time) until the last page is in.
        transaction.objectStore(META_STORE).delete(CATALOG_SYNCED_KEY);
        for (const name of CATALOG_STORES) transaction.objectStore(name).clear();
      }
      putAndDelete(transaction.objectStore('recipes'), first.recipes, first.deleted.recipes);
      putAndDelete(transaction.objectStore('categories'), first.categories, first.deleted.categories);
      putAndDelete(transaction.objectStore('tips'), first.tips, first.deleted.tips);
    });
    let after = first.nextAfter;
    while (after !== null) {
      await yieldToMain();
      const page = await apiRequest<CatalogSyncResponse>('GET', `${base}&after=${after}`);
      if (page.recipes.length > 0) {
        changed = true;
        await writeTransaction(db, ['recipes'], (transaction) =>
          putAndDelete(transaction.objectStore('recipes'), page.recipes),
        );
      }
      after = page.nextAfter;
    }
    // The first page's time: anything written after it is in the next delta.
    const row: MetaRow = { key: CATALOG_SYNCED_KEY, value: first.serverTime };
    await writeTransaction(db, [META_STORE], (transaction) => transaction.objectStore(META_STORE).put(row));
    return changed;
  } finally {
    db.close();
  }
}
