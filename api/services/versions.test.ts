import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, createServices } from '../app';
import { openDatabase, type Db } from '../db/client';
import { loadConfig } from '../env';
import { createLogger } from '../lib/logger';
import { TEST_SCRYPT_COST } from '../test/harness';
import { versionsOf } from './versions';

const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A raw write to the catalog, as the admin CLI or a second server would make it. */
const touchCatalog = (db: Db) =>
  db.$client.prepare("INSERT INTO categories (name, description) VALUES ('Soups', 'Warm and soft')").run();

describe('data versions (two connections to one database file, as two processes)', () => {
  let dir: string;
  let here: Db;
  let elsewhere: Db;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-versions-'));
    here = openDatabase(path.join(dir, 'app.db'));
    elsewhere = openDatabase(path.join(dir, 'app.db'));
  });
  afterEach(() => {
    here.$client.close();
    elsewhere.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("shares one read per turn, sees another process's write from the next turn, and its own at once", async () => {
    const versions = versionsOf(here);
    expect(versionsOf(here)).toBe(versions);
    const before = versions.read('catalog_version');

    touchCatalog(elsewhere);
    // The requests of this turn are answered as of its first read; a check that must not trust it reads afresh.
    expect(versions.read('catalog_version')).toBe(before);
    expect(versions.fresh('catalog_version')).toBe(before + 1);
    await endOfTurn();
    expect(versions.read('catalog_version')).toBe(before + 1);

    // A write on this connection ends the shared read at once, in the same turn.
    versions.read('community_version');
    touchCatalog(here);
    expect(versions.read('catalog_version')).toBe(before + 2);
  });

  it('signs a person out from the next turn when another server ends their session', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const deps = { config, db: here, log: createLogger('silent'), scryptCost: TEST_SCRYPT_COST };
    const app = createApp({ ...deps, services: createServices(deps) });
    const registered = await app.request('http://localhost/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nadia', password: 'correct-horse-battery' }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
    const me = () => app.request('http://localhost/api/user', { headers: { cookie } });
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200); // from the kept session

    elsewhere.$client.prepare('DELETE FROM sessions').run();
    await endOfTurn();
    expect((await me()).status).toBe(401);
  });
});
