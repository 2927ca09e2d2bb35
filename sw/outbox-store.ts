/**
 * The outbox as the service worker reads it: the same IndexedDB store the
 * app's Dexie module writes, through the plain IndexedDB API.
 */
import { DEVICE_DB_NAME, OUTBOX_STORE, type OutboxItem, type OutboxStore } from '../shared/lib/outbox';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The store, or null when this device has no outbox yet (the app never ran). */
export async function idbOutboxStore(): Promise<(OutboxStore & { close(): void }) | null> {
  const known = await indexedDB.databases?.();
  if (known && !known.some((d) => d.name === DEVICE_DB_NAME)) return null;
  const db = await request(indexedDB.open(DEVICE_DB_NAME));
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
