/**
 * The one data-access interface every service uses, over either engine:
 * SQLite (better-sqlite3, the embedded default) or PostgreSQL (node-postgres).
 *
 * Services write plain SQL with `?` placeholders that both engines accept.
 * Where the engines need different SQL, the difference lives in `Dialect`
 * below, side by side, with the reason; no service asks which engine it has.
 *
 * Values: integers and timestamps (milliseconds) come back as numbers on both
 * (PostgreSQL's bigint and numeric are read as numbers; every value we store
 * fits a double); flags are integers 0/1 on both; bytes are Buffers.
 */

import fs from 'node:fs';
import path from 'node:path';
import type { SearchGroup } from '../../shared/lib/recipe-search';

export type Engine = 'sqlite' | 'postgres';

export type Param = string | number | null | Buffer;

export interface RunResult {
  /** Rows inserted, updated or deleted by the statement itself (not by triggers). */
  changes: number;
}

export interface Queryable {
  readonly engine: Engine;
  readonly dialect: Dialect;
  /** Every row the statement answers. */
  all<T>(sql: string, params?: readonly Param[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T>(sql: string, params?: readonly Param[]): Promise<T | undefined>;
  /** A statement that answers no rows; how many rows it changed. */
  run(sql: string, params?: readonly Param[]): Promise<RunResult>;
}

/** The filters of a recipe query, as SQL over the recipes table aliased `r`, for either engine. */
export interface RecipeFilterSql {
  where: string[];
  params: Param[];
}

/**
 * Recipe search in each engine's own full-text index (SQLite: FTS5 with bm25;
 * PostgreSQL: a tsvector with a GIN index, ranked by the same bm25 in
 * shared/lib/recipe-search). Both answer exactly as the device's mirror does.
 */
export interface RecipeSearchIndex {
  /** Every word in the index: the vocabulary a search's typos are corrected against. */
  words(): Promise<string[]>;
  /**
   * The ids of one page of the recipes that match every group and the filters, best match
   * first (bm25, then newest first), and how many match in all.
   */
  page(
    groups: readonly SearchGroup[],
    filters: RecipeFilterSql,
    limit: number,
    offset: number,
  ): Promise<{ ids: number[]; total: number }>;
}

export interface DataStore extends Queryable {
  /** Recipe search in this engine's full-text index. */
  readonly recipeSearch: RecipeSearchIndex;
  /**
   * Runs fn in one transaction that holds the write lock from its first
   * statement (SQLite: BEGIN IMMEDIATE, with this process's other queries
   * waiting until it ends; PostgreSQL: one pooled connection, with rows it
   * must read-then-write locked by `dialect.forUpdate`). Commits when fn
   * resolves, rolls back when it throws. Keep slow work (hashing, images,
   * network) outside it.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * How many writes this process has made so far: the version reader
   * (services/versions.ts) reads versions again after any.
   */
  writes(): number;
  /** Whether the database answers now (GET /api/health). */
  ping(): Promise<boolean>;
  /** Migrations applied (the server dashboard). */
  migrationLevel(): Promise<number>;
  /** The user tables and their row counts (the server dashboard). */
  tableCounts(): Promise<{ name: string; rows: number }[]>;
  /** What the server dashboard shows of the database itself. */
  describe(): Promise<StoreDescription>;
  close(): Promise<void>;
}

export interface StoreDescription {
  engine: Engine;
  /** The SQLite file's name, or the PostgreSQL host and database (never a user or password). */
  name: string;
  /** The database's size: SQLite's file, or what PostgreSQL reports for the database. */
  sizeBytes: number;
  /** SQLite's write-ahead log; 0 on PostgreSQL, whose log belongs to the whole server. */
  walBytes: number;
  /** The migrations this version ships for the engine: how many, and the last one's name. */
  available: { count: number; latest: string | null };
}

/** The migrations a folder's drizzle-kit journal lists. */
export function journalOf(folder: string): { count: number; latest: string | null } {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries?: { tag: string }[];
    };
    const entries = journal.entries ?? [];
    return { count: entries.length, latest: entries.at(-1)?.tag ?? null };
  } catch {
    return { count: 0, latest: null };
  }
}

/**
 * SQL that differs between the engines, each with why. Everything else is
 * written once.
 */
export interface Dialect {
  /**
   * Case-insensitive LIKE. SQLite's LIKE already ignores ASCII case;
   * PostgreSQL's does not, and has ILIKE.
   */
  readonly ilike: 'LIKE' | 'ILIKE';
  /**
   * Appended to a SELECT whose rows a transaction reads and then writes
   * (counters). SQLite has no row locks: BEGIN IMMEDIATE already serialises
   * every writer. PostgreSQL's read committed needs the row locked, or two
   * transactions count from the same snapshot.
   */
  readonly forUpdate: '' | ' FOR UPDATE';
  /** The larger of two values: SQLite's scalar max(), PostgreSQL's greatest(). */
  readonly greatest: 'max' | 'greatest';
}

export const SQLITE_DIALECT: Dialect = { ilike: 'LIKE', forUpdate: '', greatest: 'max' };
export const POSTGRES_DIALECT: Dialect = { ilike: 'ILIKE', forUpdate: ' FOR UPDATE', greatest: 'greatest' };

/** `?, ?, ?` for n values. */
export function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(', ');
}

/**
 * Raised when the database cannot be reached (PostgreSQL down or restarting,
 * the network gone): the API answers 503 and the next request tries again.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
