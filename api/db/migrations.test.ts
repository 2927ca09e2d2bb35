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
import { databaseUrl, openProcessDatabase, TEST_ENGINE } from '../test/stores';

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

/** The engine's migrations up to, not including, the one tagged `tag`. */
function foldersBefore(tag: string): string {
  const source = TEST_ENGINE === 'sqlite' ? SQLITE_MIGRATIONS : POSTGRES_MIGRATIONS;
  const folder = path.join(dir, `before-${tag}`);
  fs.cpSync(source, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  expect(at, tag).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('the canonical ids migration', () => {
  it('turns child and log ids to lower case, and gives a taken, nil or max id a fresh UUID, keeping every row', async () => {
    // A new, empty database, migrated as an older release left it.
    const { store: maintenance, env } = await openProcessDatabase();
    const fresh = `sp_ids_${process.pid}`;
    if (TEST_ENGINE === 'postgres') await maintenance.run(`CREATE DATABASE "${fresh}"`);
    const file = path.join(dir, 'ids.db');
    const open = (migrations?: string) =>
      TEST_ENGINE === 'sqlite'
        ? Promise.resolve(openSqliteStore(file, migrations ? { migrations } : {}))
        : openPostgresStore(databaseUrl(env.DATABASE_URL!, fresh), migrations ? { migrations } : {});
    const old = await open(foldersBefore('canonical_ids'));
    await old.run("INSERT INTO users (username, username_key, password_hash) VALUES ('ida', 'ida', 'x')");
    const userId = (await old.get<{ id: number }>('SELECT id FROM users'))!.id;
    const lower = '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f';
    const rows: [string, string, number][] = [
      [lower, 'Ava', 1],
      [lower.toUpperCase(), 'Ava again', 2], // the upper-case twin of a taken id
      ['0A1B2C3D-4E5F-4A6B-8C7D-8E9F0A1B2C3D', 'Ben', 3], // upper case, not taken
      ['00000000-0000-0000-0000-000000000000', 'Nil', 4],
      ['FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'Max', 5],
    ];
    for (const [id, name, at] of rows) {
      await old.run(
        'INSERT INTO children (id, user_id, name, birth_date, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
        [id, userId, name, '2026-03-10', at, at],
      );
      await old.run(
        'INSERT INTO child_food_logs (id, child_id, user_id, food_name, date, response, reaction, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [
          id === lower ? lower : id.toUpperCase(),
          id,
          userId,
          `food of ${name}`,
          '2026-11-01',
          'liked',
          'none',
          at,
        ],
      );
    }
    await old.close();

    const store = await open();
    const children = await store.all<{ id: string; name: string }>(
      'SELECT id, name FROM children ORDER BY created_at',
    );
    expect(children.map((c) => c.name)).toEqual(['Ava', 'Ava again', 'Ben', 'Nil', 'Max']);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const child of children) expect(child.id).toMatch(uuid);
    expect(children[0]!.id).toBe(lower);
    expect(children[2]!.id).toBe('0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d');
    expect(new Set(children.map((c) => c.id)).size).toBe(5);
    for (const reserved of ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'])
      expect(children.map((c) => c.id)).not.toContain(reserved);
    // Every log still belongs to its own child, under a lower-case id of its own.
    const logs = await store.all<{ id: string; food_name: string; name: string }>(
      'SELECT l.id, l.food_name, c.name FROM child_food_logs l JOIN children c ON c.id = l.child_id ORDER BY l.created_at',
    );
    expect(logs.map((l) => [l.food_name, l.name])).toEqual(rows.map(([, name]) => [`food of ${name}`, name]));
    for (const log of logs) expect(log.id).toMatch(uuid);
    expect(new Set(logs.map((l) => l.id)).size).toBe(5);
    await store.close();
    if (TEST_ENGINE === 'postgres') await maintenance.run(`DROP DATABASE "${fresh}" WITH (FORCE)`);
  });
});
