/**
 * The data store on PostgreSQL (drizzle-orm's node-postgres driver): a pool
 * of connections, the committed PostgreSQL migrations applied at open.
 *
 * Statements are written once with `?` placeholders (see store.ts); they are
 * numbered `$1, $2…` here. bigint and numeric values are read as numbers.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { postgresRecipeSearch } from './pg-search';
import {
  DatabaseUnavailableError,
  journalOf,
  POSTGRES_DIALECT,
  type DataStore,
  type Param,
  type Queryable,
  type RunResult,
} from './store';

export const POSTGRES_MIGRATIONS = fileURLToPath(new URL('./migrations/postgres', import.meta.url));

const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** `?` placeholders numbered for PostgreSQL, outside quoted text and identifiers; kept per text. */
const numbered = new Map<string, string>();
export function numberPlaceholders(sql: string): string {
  let out = numbered.get(sql);
  if (out !== undefined) return out;
  let n = 0;
  let quote: string | null = null;
  out = '';
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === '?') {
      out += `$${++n}`;
    } else {
      out += ch;
    }
  }
  if (numbered.size < 2048) numbered.set(sql, out);
  return out;
}

/** SQLSTATE classes and socket errors that mean the server is gone, not that the query is wrong. */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (/^(08|57P0[1-3]|53300)/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code))
      return true;
  }
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    error.message,
  );
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
  }
}

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
  /** Idle connections are closed after this many milliseconds. */
  idleMs?: number;
  /** Apply the migrations (default); off for a connection that only administers the server. */
  migrate?: boolean;
  /** The migrations folder (tests try a broken one). */
  migrations?: string;
  /** Called for errors of idle connections (the server went away between queries). */
  onIdleError?: (error: Error) => void;
}

export interface PostgresStore extends DataStore {
  readonly pool: pg.Pool;
}

/** Any number, the same in every SproutPlate process: the lock servers starting together migrate under. */
const MIGRATION_LOCK = 7_243_915;

/**
 * Applies pending migrations on one connection holding a session advisory lock, so servers
 * starting together on one database migrate one after the other (the second finds nothing to do).
 */
async function migrateOnce(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Opens the pool and applies pending migrations (all in one transaction: a failure leaves the database as it was). */
export async function openPostgresStore(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: options.idleMs ?? 30_000,
    types,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  try {
    if (options.migrate !== false) await migrateOnce(pool, options.migrations ?? POSTGRES_MIGRATIONS);
    else await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  let writes = 0;
  const isWrite = (sql: string) => !/^\s*(SELECT|WITH)\b/i.test(sql);
  const on = (client: pg.Pool | pg.PoolClient, counted: boolean): Queryable => ({
    engine: 'postgres',
    dialect: POSTGRES_DIALECT,
    all<T>(sql: string, params: readonly Param[] = []) {
      return guarded(async () => {
        const result = await client.query(numberPlaceholders(sql), params as Param[]);
        if (counted && isWrite(sql)) writes++;
        return result.rows as T[];
      });
    },
    async get<T>(sql: string, params: readonly Param[] = []) {
      const rows = await this.all<T>(sql, params);
      return rows[0];
    },
    run(sql: string, params: readonly Param[] = []): Promise<RunResult> {
      return guarded(async () => {
        const result = await client.query(numberPlaceholders(sql), params as Param[]);
        if (counted) writes++;
        return { changes: result.rowCount ?? 0 };
      });
    },
  });
  const direct = on(pool, true);

  return {
    ...direct,
    pool,
    recipeSearch: postgresRecipeSearch(direct),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await guarded(() => pool.connect());
      let broken: unknown = null;
      try {
        await guarded(() => client.query('BEGIN'));
        try {
          const result = await fn(on(client, false));
          await guarded(() => client.query('COMMIT'));
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch((rollbackError: unknown) => {
            broken = rollbackError;
          });
          throw error;
        }
      } finally {
        writes++;
        // A connection that could not roll back is not given to the next request.
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    writes: () => writes,
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async migrationLevel() {
      const row = await direct.get<{ n: number }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
      return row?.n ?? 0;
    },
    async tableCounts() {
      const names = await direct.all<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'recipe_search'
         ORDER BY table_name`,
      );
      const out: { name: string; rows: number }[] = [];
      for (const { name } of names) {
        const row = await direct.get<{ n: number }>(`SELECT count(*) AS n FROM "${name}"`);
        out.push({ name, rows: row?.n ?? 0 });
      }
      return out;
    },
    async describe() {
      const address = new URL(url);
      const size = await direct.get<{ n: number }>('SELECT pg_database_size(current_database()) AS n');
      return {
        engine: 'postgres' as const,
        name: `${address.host}${address.pathname === '/' ? '' : address.pathname}`,
        sizeBytes: size?.n ?? 0,
        walBytes: 0,
        available: journalOf(options.migrations ?? POSTGRES_MIGRATIONS),
      };
    },
    close: () => pool.end(),
  };
}
