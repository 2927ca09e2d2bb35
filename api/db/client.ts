/**
 * Opens the SQLite database (WAL, foreign keys on) and applies the committed
 * migrations. `:memory:` gives a private database for tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}

/** The number of migrations applied, shown on the server dashboard. */
export function migrationLevel(db: Db): number {
  const row = db.$client.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as
    { n: number } | undefined;
  return row?.n ?? 0;
}
