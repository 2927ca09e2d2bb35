import { beforeEach, describe, expect, it } from 'vitest';
import { createApp, createServices } from '../app';
import type { DataStore } from '../db/store';
import { loadConfig } from '../env';
import { createLogger } from '../lib/logger';
import { TEST_SCRYPT_COST } from '../test/harness';
import { openTestStorePair } from '../test/stores';
import { versionsOf } from './versions';

const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A raw write to the catalog, as the admin CLI or a second server would make it. */
const touchCatalog = (store: DataStore) =>
  store.run("INSERT INTO categories (name, description) VALUES ('Soups', 'Warm and soft')");

describe('data versions (two connections to one database, as two processes)', () => {
  let here: DataStore;
  let elsewhere: DataStore;

  beforeEach(async () => {
    [here, elsewhere] = await openTestStorePair();
  });

  it("shares one read per turn, sees another process's write from the next turn, and its own at once", async () => {
    const versions = versionsOf(here);
    expect(versionsOf(here)).toBe(versions);
    // The requests of one turn share its first read.
    const first = versions.read('catalog_version');
    expect(versions.read('catalog_version')).toBe(first);
    const before = await first;

    await touchCatalog(elsewhere);
    // A check that must not trust the turn's read reads afresh.
    expect(await versions.fresh('catalog_version')).toBe(before + 1);
    await endOfTurn();
    expect(await versions.read('catalog_version')).toBe(before + 1);

    // A write on this connection ends the shared read at once, in the same turn.
    const turn = versions.read('catalog_version');
    await touchCatalog(here);
    const after = versions.read('catalog_version');
    expect(after).not.toBe(turn);
    expect(await after).toBe(before + 2);
  });

  it('signs a person out from the next turn when another server ends their session', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const deps = { config, store: here, log: createLogger('silent'), scryptCost: TEST_SCRYPT_COST };
    const app = createApp({ ...deps, services: createServices(deps) });
    const registered = await app.request('http://localhost/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ username: 'nadia', password: 'correct-horse-battery' }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
    const me = () => app.request('http://localhost/api/user', { headers: { cookie } });
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200); // from the kept session

    await elsewhere.run('DELETE FROM sessions');
    await endOfTurn();
    expect((await me()).status).toBe(401);
  });
});
