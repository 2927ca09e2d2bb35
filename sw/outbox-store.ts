/**
 * The outbox as the service worker reads it: the same IndexedDB store the
 * app's Dexie module writes, through the plain IndexedDB API.
 */
import { OUTBOX_STORE, openDeviceDb, request } from '../shared/lib/device-idb';
import type { OutboxItem, OutboxStore } from '../shared/lib/outbox';

/** The store, or null when this device has no outbox yet (the app never ran). */
export async function idbOutboxStore(): Promise<(OutboxStore & { close(): void }) | null> {
  const db = await openDeviceDb();
  if (!db) return null;
  if (!db.objectStoreNames.contains(OUTBOX_STORE)) {
    db.close();
    return null;
  }
  const store = (mode: IDBTransactionMode) => db.transaction(OUTBOX_STORE, mode).objectStore(OUTBOX_STORE);
  return {
    all: () => request(store('readonly').getAll() as IDBRequest<OutboxItem[]>),
    put: async (item) => {
      await request(store('readwrite').put(item));
    },
    remove: async (id) => {
      await request(store('readwrite').delete(id));
    },
    close: () => db.close(),
  };
}
