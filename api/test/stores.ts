/**
 * The databases API tests run on. The same suite runs twice (vite.config.ts):
 * on SQLite in memory, and on PostgreSQL (TEST_ENGINE=postgres), where each
 * store is a new database copied from a migrated template that
 * postgres-setup.ts made once. Every store opened in a test file is closed
 * (and its PostgreSQL database dropped) when the file ends (setup.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openPostgresStore } from '../db/pg-store';
import { openSqliteStore } from '../db/sqlite-store';
import type { DataStore, Engine } from '../db/store';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's maintenance database, and the migrated template to copy. */
    postgres: { url: string; template: string } | null;
  }
}

export const TEST_ENGINE: Engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

const open = new Set<{ store: DataStore; database: string | null; dir?: string }>();
let counter = 0;

function postgresTarget() {
  const target = inject('postgres');
  if (!target)
    throw new Error('TEST_ENGINE=postgres, but no PostgreSQL was started (api/test/postgres-setup.ts)');
  return target;
}

/** The address of a database on the test cluster. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh, migrated, empty database on this run's engine. */
export async function openTestStore(): Promise<DataStore> {
  if (TEST_ENGINE === 'sqlite') {
    const store = openSqliteStore(':memory:');
    open.add({ store, database: null });
    return store;
  }
  const { url, template } = postgresTarget();
  const database = `sp_test_${process.pid}_${++counter}`;
  const admin = await openPostgresStore(url, { max: 1, migrate: false });
  try {
    await admin.run(`CREATE DATABASE "${database}" TEMPLATE "${template}"`);
  } finally {
    await admin.close();
  }
  const store = await openPostgresStore(databaseUrl(url, database), { max: 4, idleMs: 1000 });
  open.add({ store, database });
  return store;
}

/** The address of a PostgreSQL test store's database (for a process the test starts). */
export function testDatabaseUrl(store: DataStore): string {
  const entry = [...open].find((e) => e.store === store);
  if (!entry?.database) throw new Error('Not a PostgreSQL store opened by openTestStore()');
  return databaseUrl(postgresTarget().url, entry.database);
}

/**
 * A new database for server processes a test starts: the environment that
 * points them at it (DATABASE_URL, or DATABASE_PATH to a new SQLite file), and
 * a store on it for the test's own set-up and checks.
 */
export async function openProcessDatabase(): Promise<{ store: DataStore; env: Record<string, string> }> {
  if (TEST_ENGINE === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-processes-'));
    const file = path.join(dir, 'app.db');
    const store = openSqliteStore(file);
    open.add({ store, database: null, dir });
    return { store, env: { DATABASE_PATH: file } };
  }
  const store = await openTestStore();
  return { store, env: { DATABASE_URL: testDatabaseUrl(store) } };
}

/**
 * Two stores on one new database, as two server processes would have: two
 * connections to one SQLite file, or two pools on one PostgreSQL database.
 */
export async function openTestStorePair(): Promise<[DataStore, DataStore]> {
  if (TEST_ENGINE === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-pair-'));
    const file = path.join(dir, 'app.db');
    const first = openSqliteStore(file);
    const second = openSqliteStore(file);
    open.add({ store: first, database: null, dir });
    open.add({ store: second, database: null });
    return [first, second];
  }
  const first = await openTestStore();
  const entry = [...open].find((e) => e.store === first)!;
  const second = await openPostgresStore(databaseUrl(postgresTarget().url, entry.database!), {
    max: 4,
    idleMs: 1000,
  });
  open.add({ store: second, database: null });
  return [first, second];
}

/** Closes every store this file opened; drops their PostgreSQL databases. */
export async function closeTestStores(): Promise<void> {
  const stores = [...open];
  open.clear();
  // Second stores on a database first, so a database is dropped only when nothing holds it.
  await Promise.all(stores.map(({ store }) => store.close().catch(() => undefined)));
  for (const { dir } of stores) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const dropped = stores.flatMap(({ database }) => (database ? [database] : []));
  if (!dropped.length) return;
  const admin = await openPostgresStore(postgresTarget().url, { max: 1, migrate: false });
  try {
    for (const database of dropped) await admin.run(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await admin.close();
  }
}
