/**
 * The data store on SQLite (better-sqlite3): one connection, WAL, foreign keys
 * on, the committed SQLite migrations applied at open. `:memory:` gives a
 * private database for tests.
 *
 * better-sqlite3 answers synchronously; the store wraps its answers in
 * promises so services are written once for both engines. A transaction is
 * async, so while one is open this process's other queries wait for it (they
 * would otherwise run inside it on the one connection).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { sqliteRecipeSearch } from './sqlite-search';
import {
  journalOf,
  SQLITE_DIALECT,
  type DataStore,
  type Param,
  type Queryable,
  type RunResult,
} from './store';

export const SQLITE_MIGRATIONS = fileURLToPath(new URL('./migrations/sqlite', import.meta.url));

/** Statements prepared once and kept, up to this many distinct texts. */
const KEPT_STATEMENTS = 512;

export interface SqliteStore extends DataStore {
  /** The connection itself, for what only SQLite has (the FTS5 vocabulary, a backup). */
  readonly sqlite: Database.Database;
}

export function openSqliteStore(file: string, options: { migrations?: string } = {}): SqliteStore {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // Drizzle's migrator runs each pending migration, all in one transaction: a
  // migration that fails leaves the database as it was.
  try {
    migrate(drizzle(sqlite), { migrationsFolder: options.migrations ?? SQLITE_MIGRATIONS });
  } catch (error) {
    sqlite.close();
    throw error;
  }

  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = sqlite.prepare(sql);
      if (statements.size >= KEPT_STATEMENTS) statements.delete(statements.keys().next().value!);
      statements.set(sql, stmt);
    }
    return stmt;
  };
  const totalChanges = sqlite.prepare<[], number>('SELECT total_changes()').pluck();

  const direct: Queryable = {
    engine: 'sqlite',
    dialect: SQLITE_DIALECT,
    all<T>(sql: string, params: readonly Param[] = []) {
      return Promise.resolve(prepare(sql).all(...params) as T[]);
    },
    get<T>(sql: string, params: readonly Param[] = []) {
      return Promise.resolve(prepare(sql).get(...params) as T | undefined);
    },
    run(sql: string, params: readonly Param[] = []): Promise<RunResult> {
      return Promise.resolve({ changes: prepare(sql).run(...params).changes });
    },
  };

  // The transaction running now (its end), which other queries wait for. Each
  // waiter checks again after waking, with no await between its check and its
  // statement, so nothing slips into another's transaction.
  let current: Promise<unknown> | null = null;
  const settled = () => undefined;

  const store: Omit<SqliteStore, 'recipeSearch'> = {
    engine: 'sqlite',
    dialect: SQLITE_DIALECT,
    sqlite,
    async all<T>(sql: string, params?: readonly Param[]) {
      while (current) await current.catch(settled);
      return direct.all<T>(sql, params);
    },
    async get<T>(sql: string, params?: readonly Param[]) {
      while (current) await current.catch(settled);
      return direct.get<T>(sql, params);
    },
    async run(sql: string, params?: readonly Param[]) {
      while (current) await current.catch(settled);
      return direct.run(sql, params);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      while (current) await current.catch(settled);
      const run = (async () => {
        sqlite.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(direct);
          sqlite.exec('COMMIT');
          return result;
        } catch (error) {
          if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
          throw error;
        }
      })();
      current = run;
      try {
        return await run;
      } finally {
        if (current === run) current = null;
      }
    },
    writes: () => totalChanges.get()!,
    ping: () => {
      try {
        sqlite.prepare('SELECT 1').get();
        return Promise.resolve(true);
      } catch {
        return Promise.resolve(false);
      }
    },
    migrationLevel: () =>
      Promise.resolve(
        (sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n,
      ),
    tableCounts: () => {
      const names = sqlite
        .prepare<[], string>(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
           AND name NOT LIKE 'recipes_fts%' AND name NOT LIKE '\\_\\_drizzle%' ESCAPE '\\' ORDER BY name`,
        )
        .pluck()
        .all();
      return Promise.resolve(
        names.map((name) => ({
          name,
          rows: (sqlite.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
        })),
      );
    },
    describe: () => {
      const size = (f: string) => {
        try {
          return fs.statSync(f).size;
        } catch {
          return 0;
        }
      };
      const onDisk = file !== ':memory:';
      return Promise.resolve({
        engine: 'sqlite' as const,
        name: onDisk ? path.basename(file) : ':memory:',
        sizeBytes: onDisk ? size(file) : 0,
        walBytes: onDisk ? size(`${file}-wal`) : 0,
        available: journalOf(options.migrations ?? SQLITE_MIGRATIONS),
      });
    },
    close: () => {
      sqlite.close();
      return Promise.resolve();
    },
  };
  return Object.assign(store, { recipeSearch: sqliteRecipeSearch(sqlite, store) });
}
