/**
 * PostgreSQL going away while SproutPlate serves: the server process answers
 * 503 with a JSON message (and its health check says the database is not
 * reachable) while it is gone, and serves again once it is back, without a
 * restart. The cluster here is this test's own, so it can be stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from '../scripts/pg-cluster.mjs';
import { openPostgresStore } from './db/pg-store';
import { startServer, type ServerProcess } from './test/processes';
import { databaseUrl } from './test/stores';

let cluster: Awaited<ReturnType<typeof startCluster>>;
let server: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster();
  const admin = await openPostgresStore(cluster.url, { max: 1, migrate: false });
  await admin.run('CREATE DATABASE outage');
  await admin.close();
  server = await startServer({ DATABASE_URL: databaseUrl(cluster.url, 'outage') });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await cluster?.stop();
}, 30_000);

const get = async (path: string) => {
  const res = await fetch(`${server.origin}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as unknown };
};

describe('when PostgreSQL goes away', () => {
  it('answers 503 with a JSON message while it is gone, and serves again when it is back', async () => {
    expect((await get('/api/recipes?q=carrot')).status).toBe(200);
    expect((await get('/api/health')).body).toEqual({
      status: 'ok',
      database: { engine: 'postgres', reachable: true },
    });

    await cluster.pause();
    // A search not answered before, so no cached answer stands in for the database.
    const down = await get('/api/recipes?q=banana');
    expect(down.status).toBe(503);
    expect(down.type).toContain('application/json');
    expect(down.body).toEqual({
      message: 'SproutPlate cannot reach its database just now. Please try again in a moment.',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const health = await get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ database: { engine: 'postgres', reachable: false } });

    await cluster.resume();
    const started = Date.now();
    let back = await get('/api/recipes?q=banana');
    while (back.status !== 200 && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      back = await get('/api/recipes?q=banana');
    }
    expect(back.status).toBe(200);
    expect((back.body as { total: number }).total).toBeGreaterThan(0);
    expect((await get('/api/health')).status).toBe(200);
    expect(server.output()).toContain('database unavailable');
  }, 60_000);
});
