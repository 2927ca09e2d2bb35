// IndexedDB in Node.js, in place before Dexie reads it when its module is evaluated.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CATALOG_SYNCED_KEY,
  DEVICE_DB_IDB_VERSION,
  DEVICE_DB_NAME,
  DEVICE_DB_VERSIONS,
  openDeviceDbForWriting,
} from '@shared/lib/device-idb';
import type { CatalogSyncResponse } from '@shared/schemas/sync';
import { NetworkError } from '../lib/api';
import { updateCatalogMirror } from './catalog-mirror-update';
import { DeviceDb } from './db';

/** Every store's key, autoIncrement and indexes, as IndexedDB has them. */
async function schemaOf(): Promise<{ version: number; stores: Record<string, unknown> }> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DEVICE_DB_NAME);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const names = [...db.objectStoreNames];
  const transaction = db.transaction(names, 'readonly');
  const stores: Record<string, unknown> = {};
  for (const name of names) {
    const store = transaction.objectStore(name);
    stores[name] = {
      keyPath: store.keyPath,
      autoIncrement: store.autoIncrement,
      indexes: [...store.indexNames].map((indexName) => {
        const index = store.index(indexName);
        return {
          name: index.name,
          keyPath: index.keyPath,
          unique: index.unique,
          multiEntry: index.multiEntry,
        };
      }),
    };
  }
  const version = db.version;
  db.close();
  return { version, stores };
}

function deleteDeviceDb(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase(DEVICE_DB_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
  });
}

/** The app's Dexie, opened; the warnings it printed while opening (a schema it had to repair). */
async function openWithDexie(): Promise<{ db: DeviceDb; warnings: unknown[][] }> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const db = new DeviceDb();
  await db.open();
  const warnings = warn.mock.calls.slice();
  warn.mockRestore();
  return { db, warnings };
}

const recipe = (id: number, title = `Recipe ${id}`) => ({ id, title, updatedAt: id });
const category = (id: number) => ({ id, name: `Collection ${id}` });
const tip = (id: number) => ({ id, title: `Tip ${id}` });

/** A sync answer: only what a test sets differs from an empty delta. */
function answer(parts: Partial<Record<keyof CatalogSyncResponse, unknown>>): CatalogSyncResponse {
  return {
    serverTime: 1000,
    full: false,
    recipes: [],
    categories: [],
    tips: [],
    deleted: { recipes: [], categories: [], tips: [] },
    nextAfter: null,
    ...parts,
  } as CatalogSyncResponse;
}

/** Answers GET /api/catalog/sync from `answers`, keyed by the query string; records each URL asked. */
function serve(answers: Record<string, CatalogSyncResponse | 'offline'>): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    const query = url.slice(url.indexOf('?') + 1);
    const reply = answers[query];
    if (reply === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (!reply) return Promise.resolve(new Response('{"message":"Not found"}', { status: 404 }));
    return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
  });
  return asked;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteDeviceDb();
});

describe('the device database written without Dexie', () => {
  it("creates the stores and indexes the app's Dexie creates, at its version", async () => {
    (await openDeviceDbForWriting()).close();
    const written = await schemaOf();
    await deleteDeviceDb();
    const { db } = await openWithDexie();
    db.close();
    const dexie = await schemaOf();

    expect(written.version).toBe(DEVICE_DB_IDB_VERSION);
    expect(DEVICE_DB_IDB_VERSION).toBe(DEVICE_DB_VERSIONS.length * 10);
    expect(written).toEqual(dexie);
    expect(Object.keys(written.stores)).toContain('foodLogs');
  });

  it('leaves Dexie nothing to repair when it created the database first', async () => {
    (await openDeviceDbForWriting()).close();
    const { db, warnings } = await openWithDexie();
    expect(warnings).toEqual([]);
    expect(db.verno).toBe(DEVICE_DB_VERSIONS.length);
    expect(db.backendDB().version).toBe(DEVICE_DB_IDB_VERSION);
    db.close();
  });

  it('brings a database an older app left up to the schema, keeping its rows', async () => {
    const older = new Dexie(DEVICE_DB_NAME);
    DEVICE_DB_VERSIONS.slice(0, 3).forEach((stores, i) => older.version(i + 1).stores(stores));
    await older.table('mealPlans').put({ weekStart: '2026-11-23', plan: {}, updatedAt: 1 });
    older.close();

    (await openDeviceDbForWriting()).close();
    const { db, warnings } = await openWithDexie();
    expect(warnings).toEqual([]);
    expect(await db.mealPlans.count()).toBe(1);
    expect(db.backendDB().version).toBe(DEVICE_DB_IDB_VERSION);
    // The stores the later versions added, with their indexes.
    await db.foodLogs.put({ id: 'log-1', childId: 'child-1', userId: null, date: '2026-11-27' } as never);
    expect(await db.foodLogs.where('childId').equals('child-1').count()).toBe(1);
    db.close();
  });

  it('opens a database Dexie took past the schema as it is', async () => {
    (await openDeviceDbForWriting()).close();
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(DEVICE_DB_NAME, DEVICE_DB_IDB_VERSION + 1);
      req.onupgradeneeded = () => req.result.createObjectStore('$meta');
      req.onsuccess = () => {
        req.result.close();
        resolve();
      };
      req.onerror = () => reject(req.error);
    });
    const db = await openDeviceDbForWriting();
    expect(db.version).toBe(DEVICE_DB_IDB_VERSION + 1);
    expect(db.objectStoreNames.contains('recipes')).toBe(true);
    db.close();
  });

  it('closes itself when the app asks for a newer version, so the upgrade is not blocked', async () => {
    const held = await openDeviceDbForWriting();
    const upgraded = await new Promise<number>((resolve, reject) => {
      const req = indexedDB.open(DEVICE_DB_NAME, DEVICE_DB_IDB_VERSION + 10);
      req.onblocked = () => reject(new Error('blocked by the open connection'));
      req.onsuccess = () => {
        req.result.close();
        resolve(req.result.version);
      };
      req.onerror = () => reject(req.error);
    });
    expect(upgraded).toBe(DEVICE_DB_IDB_VERSION + 10);
    expect(() => held.transaction('recipes')).toThrow();
  });
});

describe('updateCatalogMirror', () => {
  it('fills an empty mirror in pages, then applies a delta of changes and deletions', async () => {
    const asked = serve({
      'limit=200': answer({
        full: true,
        serverTime: 1000,
        recipes: [recipe(1), recipe(2)],
        categories: [category(1)],
        tips: [tip(1), tip(2)],
        nextAfter: 2,
      }),
      'limit=200&after=2': answer({ full: true, recipes: [recipe(3)], nextAfter: 3 }),
      'limit=200&after=3': answer({ full: true, recipes: [], nextAfter: null }),
      'since=1000&limit=200': answer({
        serverTime: 2000,
        recipes: [recipe(2, 'Recipe 2, changed')],
        deleted: { recipes: [1], categories: [], tips: [2] },
      }),
      'since=2000&limit=200': answer({ serverTime: 3000 }),
    });

    expect(await updateCatalogMirror()).toBe(true);
    const { db, warnings } = await openWithDexie();
    expect(warnings).toEqual([]);
    expect((await db.recipes.toArray()).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(await db.categories.count()).toBe(1);
    expect(await db.tips.count()).toBe(2);
    expect(await db.meta.get(CATALOG_SYNCED_KEY)).toEqual({ key: CATALOG_SYNCED_KEY, value: 1000 });

    // The next sync asks for what changed since the first page's time, with Dexie's connection open.
    expect(await updateCatalogMirror()).toBe(true);
    expect((await db.recipes.toArray()).map((r) => [r.id, r.title])).toEqual([
      [2, 'Recipe 2, changed'],
      [3, 'Recipe 3'],
    ]);
    expect((await db.tips.toArray()).map((t) => t.id)).toEqual([1]);
    expect((await db.meta.get(CATALOG_SYNCED_KEY))?.value).toBe(2000);

    // Nothing new: unchanged, and the time moves on.
    expect(await updateCatalogMirror()).toBe(false);
    expect((await db.meta.get(CATALOG_SYNCED_KEY))?.value).toBe(3000);
    db.close();
    expect(asked.map((url) => url.slice(url.indexOf('?') + 1))).toEqual([
      'limit=200',
      'limit=200&after=2',
      'limit=200&after=3',
      'since=1000&limit=200',
      'since=2000&limit=200',
    ]);
  });

  it('a full sync cut off part-way leaves the mirror unused until a later one completes', async () => {
    serve({
      'limit=200': answer({ full: true, serverTime: 1000, recipes: [recipe(1)], nextAfter: 1 }),
      'limit=200&after=1': 'offline',
    });
    await expect(updateCatalogMirror()).rejects.toBeInstanceOf(NetworkError);
    const { db } = await openWithDexie();
    expect(await db.meta.get(CATALOG_SYNCED_KEY)).toBeUndefined();
    db.close();
  });

  it('a row IndexedDB refuses aborts its page: nothing of it is stored', async () => {
    serve({
      'limit=200': answer({ full: true, recipes: [recipe(1), { title: 'no id' }], tips: [tip(1)] }),
    });
    await expect(updateCatalogMirror()).rejects.toThrow();
    const { db } = await openWithDexie();
    expect(await db.recipes.count()).toBe(0);
    expect(await db.tips.count()).toBe(0);
    expect(await db.meta.get(CATALOG_SYNCED_KEY)).toBeUndefined();
    db.close();
  });
});
