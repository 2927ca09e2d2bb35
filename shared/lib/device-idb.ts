/**
 * The device database through the plain IndexedDB API, for the few reads that
 * must not wait for Dexie's code: the service worker's outbox, and the page's
 * start-up questions (is anything waiting to be sent, is the catalog mirror
 * filled, is anyone remembered). On a first visit the answer is "no" to all
 * three, and the page then never evaluates Dexie (a hundred kilobytes, the
 * largest piece of work after the first screen) nor opens the database.
 *
 * Nothing here creates the database or its stores: that is the app's Dexie
 * schema's job (app/offline/db.ts), and a database created here, empty, would
 * leave the app's first open an upgrade to wait for.
 */

/** The device database and the stores read here, as the app's Dexie schema names them. */
export const DEVICE_DB_NAME = 'sproutplate';
export const OUTBOX_STORE = 'outbox';
export const META_STORE = 'meta';
export const SESSION_STORE = 'session';
/** My children: asked whether the device holds any before the children's code is loaded. */
export const CHILDREN_STORE = 'children';
/** The meta row whose presence says the catalog mirror has been filled (a sync completed). */
export const CATALOG_SYNCED_KEY = 'catalogSyncedAt';
/** The session store's one row: the person remembered on the device. */
export const REMEMBERED_USER_KEY = 'user';

export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/**
 * The device database as it is, or null when this device has none yet (the
 * app never stored anything here) or IndexedDB is unavailable. The caller
 * closes it; it also closes itself when the app's schema needs an upgrade.
 */
export function openDeviceDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(DEVICE_DB_NAME);
    } catch {
      resolve(null); // IndexedDB blocked (a private window in some browsers)
      return;
    }
    // No database yet: opening without a version would create an empty one. Aborting the upgrade
    // leaves the device without it, and the open fails (onerror: null).
    req.onupgradeneeded = () => req.transaction?.abort();
    req.onsuccess = () => {
      const db = req.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    req.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
  });
}

interface SharedConnection {
  db: Promise<IDBDatabase | null>;
  reads: number;
}

/** The connection the reads under way share, closed when the last of them ends. */
let shared: SharedConnection | null = null;

function shareConnection(): SharedConnection {
  const connection = { db: openDeviceDb(), reads: 0 };
  // Closed for the app's schema upgrade (openDeviceDb): reads from then on open a new one.
  void connection.db.then((db) =>
    db?.addEventListener('versionchange', () => {
      if (shared === connection) shared = null;
    }),
  );
  return connection;
}

/**
 * One read of one store of the device database (`read` makes the request), or
 * `absent` when the database or the store does not exist, or the read fails.
 * Reads made while others are under way (the start-up questions, asked
 * together) share one connection.
 */
export async function readDeviceDb<T>(
  storeName: string,
  read: (store: IDBObjectStore) => IDBRequest<T>,
  absent: T,
): Promise<T> {
  const connection = (shared ??= shareConnection());
  connection.reads++;
  try {
    const db = await connection.db;
    if (!db || !db.objectStoreNames.contains(storeName)) return absent;
    return await request(read(db.transaction(storeName, 'readonly').objectStore(storeName)));
  } catch {
    return absent;
  } finally {
    if (--connection.reads === 0) {
      if (shared === connection) shared = null;
      void connection.db.then((db) => db?.close());
    }
  }
}
