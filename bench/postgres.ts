/**
 * The bench on PostgreSQL: the same bench database, copied by `npm run
 * db:copy`'s code into a PostgreSQL database, so both engines are loaded with
 * the very same rows. The server is a throwaway cluster on this machine
 * (scripts/pg-cluster.mjs), or an empty database BENCH_DATABASE_URL names.
 */
import { startCluster } from '../scripts/pg-cluster.mjs';
import { copySqliteToPostgres } from '../api/db/copy';
import { openPostgresStore } from '../api/db/pg-store';
import { openSqliteStore } from '../api/db/sqlite-store';
import { onCleanup } from './cleanup';

export async function benchPostgres(sqliteFile: string, log: (line: string) => void): Promise<string> {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const cluster = await startCluster();
    onCleanup(() => cluster.stop());
    const admin = await openPostgresStore(cluster.url, { max: 1, migrate: false });
    await admin.run('CREATE DATABASE bench');
    await admin.close();
    const address = new URL(cluster.url);
    address.pathname = '/bench';
    url = address.toString();
  }
  const started = performance.now();
  const source = openSqliteStore(sqliteFile);
  const target = await openPostgresStore(url);
  try {
    const tables = await copySqliteToPostgres(source, target);
    // Fresh statistics, as SQLite's bench database has.
    await target.run('ANALYZE');
    const rows = tables.reduce((n, t) => n + t.rows, 0);
    log(`  PostgreSQL: ${rows} rows copied in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await source.close();
    await target.close();
  }
  return url;
}
