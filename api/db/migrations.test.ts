/**
 * Migrations on the engine of the test run: a batch with a failing migration
 * leaves the database exactly as it was (nothing of the batch applied, the
 * data untouched), and start-up says why.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresStore, POSTGRES_MIGRATIONS } from './pg-store';
import { openSqliteStore, SQLITE_MIGRATIONS } from './sqlite-store';
import type { DataStore } from './store';
import { openProcessDatabase, TEST_ENGINE } from '../test/stores';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-migrations-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The engine's migrations, then one that works and one that fails, as a release might ship them. */
function brokenFolder(): string {
  const source = TEST_ENGINE === 'sqlite' ? SQLITE_MIGRATIONS : POSTGRES_MIGRATIONS;
  const folder = path.join(dir, 'broken');
  fs.cpSync(source, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const add = (tag: string, sql: string, offset: number) => {
    fs.writeFileSync(path.join(folder, `${tag}.sql`), sql);
    journal.entries.push({ ...last, idx: last.idx + offset, when: last.when + offset, tag });
  };
  add('9998_works', 'CREATE TABLE probe_works (id integer PRIMARY KEY);', 1);
  add(
    '9999_fails',
    'CREATE TABLE probe_half (id integer PRIMARY KEY);\n--> statement-breakpoint\nINSERT INTO no_such_table VALUES (1);',
    2,
  );
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const tables = async (store: DataStore) => (await store.tableCounts()).map((t) => t.name);

describe('migrations', () => {
  it('a failing migration leaves the database as it was', async () => {
    const { store, env } = await openProcessDatabase();
    await store.run("INSERT INTO categories (name, description) VALUES ('Kept', 'still here')");
    const level = await store.migrationLevel();
    const before = await tables(store);

    const folder = brokenFolder();
    const opening =
      TEST_ENGINE === 'sqlite'
        ? Promise.resolve().then(() => openSqliteStore(env.DATABASE_PATH!, { migrations: folder }))
        : openPostgresStore(env.DATABASE_URL!, { migrations: folder });
    await expect(opening).rejects.toThrow(/no_such_table/);

    expect(await store.migrationLevel()).toBe(level);
    expect(await tables(store)).toEqual(before);
    expect(before).not.toContain('probe_works');
    expect(await store.all('SELECT name FROM categories')).toEqual([{ name: 'Kept' }]);
  });
});
