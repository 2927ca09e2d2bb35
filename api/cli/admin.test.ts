/**
 * The admin command reads its flags: `--username root` names the account, and any other flag or a
 * username that looks like one is refused with the usage line, creating nothing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../db/sqlite-store';
import { parseAdminArgs, USAGE } from './admin';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-admin-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('parseAdminArgs', () => {
  it('takes the username as a word or as --username, in any order', () => {
    expect(parseAdminArgs(['create', 'root'])).toEqual({ command: 'create', username: 'root' });
    expect(parseAdminArgs(['create', '--username', 'root'])).toEqual({ command: 'create', username: 'root' });
    expect(parseAdminArgs(['--username=root', 'promote'])).toEqual({ command: 'promote', username: 'root' });
    expect(parseAdminArgs(['reset-link', 'ida', '--username', 'ida'])).toEqual({
      command: 'reset-link',
      username: 'ida',
    });
  });

  it('refuses unknown flags, flag-like names, two names, extra words and unknown commands', () => {
    for (const argv of [
      ['create', '--user', 'root'],
      ['create', '--admin', 'root'],
      ['create', '-u', 'root'],
      ['create', '--', '--username'],
      ['create', 'root', '--username', 'other'],
      ['create', 'root', 'extra'],
      ['delete', 'root'],
      ['create'],
      [],
    ]) {
      const parsed = parseAdminArgs(argv);
      expect('error' in parsed, argv.join(' ')).toBe(true);
      if ('error' in parsed) expect(parsed.error).toContain(USAGE);
    }
  });
});

describe('npm run admin -- create --username root', () => {
  it('creates an admin named root, and a mistyped flag creates nobody', async () => {
    const database = path.join(dir, 'admin.db');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'api/cli/admin.ts', ...args], {
        encoding: 'utf8',
        env: {
          DATABASE_PATH: database,
          ADMIN_PASSWORD: 'pumpkin-soup-for-two',
          LOG_LEVEL: 'silent',
        },
      });
    const refused = run('create', '--user', 'root');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(USAGE);
    const made = run('create', '--username', 'root');
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/Created admin "root"/);
    const store = openSqliteStore(database);
    try {
      const users = await store.all<{ username: string; is_admin: number }>(
        'SELECT username, is_admin FROM users',
      );
      expect(users).toEqual([{ username: 'root', is_admin: 1 }]);
    } finally {
      await store.close();
    }
  }, 60_000);
});
