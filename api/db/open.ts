/**
 * Opens the data store the configuration names: PostgreSQL when DATABASE_URL
 * is set, else the SQLite file at DATABASE_PATH. Migrations are applied either
 * way. A database that cannot be opened stops start-up with one line naming
 * the variable and the reason (DatabaseOpenError).
 */
import type { Config } from '../env';
import { openPostgresStore } from './pg-store';
import { openSqliteStore } from './sqlite-store';
import type { DataStore } from './store';

export class DatabaseOpenError extends Error {}

/** The database named in log lines: the SQLite file, or the PostgreSQL address without its password. */
export function describeDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATABASE_PATH'>): string {
  if (!config.DATABASE_URL) return `SQLite ${config.DATABASE_PATH}`;
  const url = new URL(config.DATABASE_URL);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.toString()}`;
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return reason(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${error.message} (${code})`
      : error.message;
  }
  return String(error);
}

export async function openStore(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_PATH'>,
  options: { onIdleError?: (error: Error) => void } = {},
): Promise<DataStore> {
  if (config.DATABASE_URL) {
    try {
      return await openPostgresStore(config.DATABASE_URL, options);
    } catch (error) {
      throw new DatabaseOpenError(`Cannot use DATABASE_URL (${describeDatabase(config)}): ${reason(error)}`, {
        cause: error,
      });
    }
  }
  try {
    return openSqliteStore(config.DATABASE_PATH);
  } catch (error) {
    throw new DatabaseOpenError(`Cannot use DATABASE_PATH (${config.DATABASE_PATH}): ${reason(error)}`, {
      cause: error,
    });
  }
}
