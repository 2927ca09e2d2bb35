/**
 * Copies a SQLite database into an empty PostgreSQL one (`npm run db:copy`):
 * every table both have, rows as they are (ids kept), parents before
 * children, in one PostgreSQL transaction, so a failure leaves the target
 * empty. Identity sequences then continue after the highest id copied, and
 * the row counts are checked table by table.
 *
 * The tables come from the SQLite file itself (not a list here), so a table
 * a later migration adds is copied too.
 */
import type Database from 'better-sqlite3';
import type { PostgresStore } from './pg-store';
import type { SqliteStore } from './sqlite-store';
import { placeholders, type Param, type Queryable } from './store';

/** Kept by each engine itself: migrations' bookkeeping, the search indexes, the version numbers. */
const NOT_COPIED = /^(sqlite_|__drizzle|recipes_fts|recipe_search$|\w+_version$)/;

/** Rows per INSERT statement. */
const BATCH = 200;

export class CopyError extends Error {}

export interface CopiedTable {
  name: string;
  rows: number;
}

/** The SQLite tables to copy, each after the tables its foreign keys point to. */
function tablesInOrder(sqlite: Database.Database): string[] {
  const names = sqlite
    .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all()
    .filter((name) => !NOT_COPIED.test(name));
  const parents = new Map(
    names.map((name) => [
      name,
      (sqlite.prepare(`PRAGMA foreign_key_list("${name}")`).all() as { table: string }[])
        .map((fk) => fk.table)
        .filter((parent) => parent !== name && names.includes(parent)),
    ]),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name))
      throw new CopyError(`Foreign keys form a cycle: ${[...path, name].join(' -> ')}`);
    for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}

/** A PostgreSQL table's columns, and its identity column if it has one. */
async function columnsOf(db: Queryable, table: string): Promise<{ names: Set<string>; identity?: string }> {
  const rows = await db.all<{ column_name: string; is_identity: string }>(
    `SELECT column_name, is_identity FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = ? ORDER BY ordinal_position`,
    [table],
  );
  return {
    names: new Set(rows.map((row) => row.column_name)),
    identity: rows.find((row) => row.is_identity === 'YES')?.column_name,
  };
}

export async function copySqliteToPostgres(
  source: SqliteStore,
  target: PostgresStore,
  log: (line: string) => void = () => undefined,
): Promise<CopiedTable[]> {
  const tables = tablesInOrder(source.sqlite);
  // Only into an empty database: merging two databases' ids is not a copy.
  for (const table of tables) {
    const row = await target
      .get<{ n: number }>(`SELECT count(*) AS n FROM "${table}"`)
      .catch(() => undefined);
    if (row === undefined) throw new CopyError(`The PostgreSQL database has no table "${table}"`);
    if (row.n > 0) {
      throw new CopyError(
        `The PostgreSQL database already has data ("${table}" has ${row.n} rows): copy into an empty database`,
      );
    }
  }
  const copied: CopiedTable[] = [];
  await target.transaction(async (tx) => {
    for (const table of tables) {
      const { names: targetColumns, identity } = await columnsOf(tx, table);
      const sourceColumns = (
        source.sqlite.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]
      ).map((c) => c.name);
      const missing = sourceColumns.filter((c) => !targetColumns.has(c));
      if (missing.length) {
        throw new CopyError(
          `PostgreSQL's "${table}" has no column ${missing.map((c) => `"${c}"`).join(', ')}`,
        );
      }
      const list = sourceColumns.map((c) => `"${c}"`).join(', ');
      // Identity columns take the copied ids as they are.
      const overriding = identity ? ' OVERRIDING SYSTEM VALUE' : '';
      const select = source.sqlite.prepare(`SELECT ${list} FROM "${table}" ORDER BY rowid`).raw();
      let batch: Param[][] = [];
      let rows = 0;
      const flush = async () => {
        if (!batch.length) return;
        const values = batch.map((row) => `(${placeholders(row.length)})`).join(', ');
        await tx.run(`INSERT INTO "${table}" (${list})${overriding} VALUES ${values}`, batch.flat());
        rows += batch.length;
        batch = [];
      };
      for (const row of select.iterate() as Iterable<Param[]>) {
        batch.push(row);
        if (batch.length === BATCH) await flush();
      }
      await flush();
      if (identity) {
        await tx.get(
          `SELECT setval(pg_get_serial_sequence('"${table}"', '${identity}'), coalesce(max("${identity}"), 0) + 1, false)
           FROM "${table}"`,
        );
      }
      const count = await tx.get<{ n: number }>(`SELECT count(*) AS n FROM "${table}"`);
      if (count?.n !== rows)
        throw new CopyError(`"${table}": copied ${rows} rows, but PostgreSQL counts ${count?.n}`);
      copied.push({ name: table, rows });
      log(`${table}: ${rows} rows`);
    }
  });
  return copied;
}
