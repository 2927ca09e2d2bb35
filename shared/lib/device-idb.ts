/**
 * The device database through the plain IndexedDB API, for the work that must
 * not wait for Dexie's code: the service worker's outbox, the page's start-up
 * questions (is anything waiting to be sent, is the catalog mirror filled, is
 * anyone remembered), and the catalog mirror's update in its worker. On a first
 * visit the answer is "no" to all three questions, and the page then never
 * evaluates Dexie (a hundred kilobytes, the largest piece of work after the
 * first screen); the worker fills the mirror with a few kilobytes of code.
 *
 * The schema is declared once, here (DEVICE_DB_VERSIONS): the app's Dexie
 * declares its versions from it (app/offline/db.ts), and the one writer here
 * (openDeviceDbForWriting) creates the same stores and indexes at the same
 * version, so whichever opens the database first, the other finds it as it
 * expects and has no upgrade to make. The readers never create it.
 */

/** The device database and the stores read here, as the app's Dexie schema names them. */
export const DEVICE_DB_NAME = 'sproutplate';
export const OUTBOX_STORE = 'outbox';
export const META_STORE = 'meta';
export const SESSION_STORE = 'session';
/** My children: asked whether the device holds any before the children's code is loaded. */
export const CHILDREN_STORE = 'children';
/**
 * The device database's schema, version by version, in Dexie's syntax: each
 * store's primary key, then its indexes, all plain key paths. A new version is
 * added at the end; stores and indexes are only ever added.
 */
export const DEVICE_DB_VERSIONS: readonly Readonly<Record<string, string>>[] = [
  // The catalog mirror, the remembered user, saved-recipe state and the outbox.
  {
    recipes: 'id, updatedAt',
    categories: 'id',
    tips: 'id',
    [META_STORE]: 'key',
    [SESSION_STORE]: 'key',
    savedRecipes: 'recipeId, userId',
    [OUTBOX_STORE]: 'id, target, createdAt, status, userId',
  },
  // Meal plans, one per week, and shopping-list check marks: on this device only.
  { mealPlans: 'weekStart', shoppingChecks: 'id, weekStart' },
  // Feeding-course progress: which lessons were completed, on this device.
  { courseProgress: 'lessonId, courseId' },
  // The last community pages and comments seen, readable offline. Community changes waiting to be
  // sent are outbox items (kinds "community-…"), so they share its exactly-once replay.
  { communityPages: 'key, userId, savedAt', communityComments: 'key, userId, savedAt' },
  // My children and the foods each tried: on the device for everyone, mirrored from the server for
  // someone signed in (their changes wait in the outbox, kinds "child-…" and "food-log-…").
  { [CHILDREN_STORE]: 'id, userId', foodLogs: 'id, childId, userId, date' },
];

/** IndexedDB's version number for the schema's last version: Dexie's version times ten. */
export const DEVICE_DB_IDB_VERSION = DEVICE_DB_VERSIONS.length * 10;

/** The meta row whose presence says the catalog mirror has been filled (a sync completed). */
export const CATALOG_SYNCED_KEY = 'catalogSyncedAt';
/** The session store's one row: the person remembered on the device. */
export const REMEMBERED_USER_KEY = 'user';

/** A key path as the schema writes it; anything else (Dexie's `++`, `&`, `*`, `[a+b]`) is refused. */
function plainKeyPath(spec: string): string {
  if (!/^[A-Za-z_$][\w$]*$/.test(spec))
    throw new Error(`The device database schema has "${spec}": only plain key paths are created here`);
  return spec;
}

/**
 * Creates the stores and indexes of DEVICE_DB_VERSIONS the database lacks, as
 * Dexie would (a store keyed by its primary key path, indexes named by theirs).
 */
function createMissingStores(upgrade: IDBTransaction): void {
  const db = upgrade.db;
  for (const stores of DEVICE_DB_VERSIONS) {
    for (const [name, spec] of Object.entries(stores)) {
      const [primaryKey = '', ...indexes] = spec.split(',').map((part) => part.trim());
      const store = db.objectStoreNames.contains(name)
        ? upgrade.objectStore(name)
        : db.createObjectStore(name, { keyPath: plainKeyPath(primaryKey) });
      for (const index of indexes) {
        if (!store.indexNames.contains(index)) store.createIndex(index, plainKeyPath(index));
      }
    }
  }
}

/**
 * The device database for writing, created or brought up to the schema's
 * version if it must be. Where the app's Dexie has already taken it past that
 * version (its own repair of a schema it found different), it is opened as it
 * is. The caller closes it; it also closes itself when another version is asked
 * for, so it never blocks the app's upgrade.
 */
export function openDeviceDbForWriting(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = (version?: number) => {
      let req: IDBOpenDBRequest;
      try {
        req =
          version === undefined ? indexedDB.open(DEVICE_DB_NAME) : indexedDB.open(DEVICE_DB_NAME, version);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err))); // IndexedDB blocked
        return;
      }
      req.onupgradeneeded = () => {
        if (req.transaction) createMissingStores(req.transaction);
      };
      req.onsuccess = () => {
        const db = req.result;
        db.onversionchange = () => db.close();
        resolve(db);
      };
      req.onerror = (event) => {
        if (version !== undefined && req.error?.name === 'VersionError') {
          event.preventDefault();
          open();
        } else {
          reject(req.error ?? new Error('The device database could not be opened'));
        }
      };
    };
    open(DEVICE_DB_IDB_VERSION);
  });
}

/**
 * Makes `write`'s requests in one read-write transaction of `stores`; settles
 * when the transaction commits, or rejects with what aborted it (nothing of it
 * is then kept).
 */
export function writeTransaction(
  db: IDBDatabase,
  stores: string[],
  write: (transaction: IDBTransaction) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(stores, 'readwrite');
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('The device database did not save'));
    try {
      write(transaction);
    } catch (err) {
      transaction.abort(); // a row IndexedDB refused
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

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
