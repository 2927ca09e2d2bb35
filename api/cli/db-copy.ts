/**
 * npm run db:copy: moves an existing SQLite database into PostgreSQL.
 *
 *   DATABASE_URL=postgres://… npm run db:copy [-- path/to/sproutplate.db]
 *
 * The SQLite file is DATABASE_PATH unless named; it is only read (and
 * brought to the latest migration). The PostgreSQL database is migrated, must
 * be empty, and receives every row in one transaction: on any failure it is
 * left empty. Stop the SQLite server first, so nothing changes under the copy.
 */
import fs from 'node:fs';
import { CopyError, copySqliteToPostgres } from '../db/copy';
import { describeDatabase } from '../db/open';
import { openPostgresStore } from '../db/pg-store';
import { openSqliteStore } from '../db/sqlite-store';
import { ConfigError, loadConfig } from '../env';

async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const file = argv[0] ?? config.DATABASE_PATH;
  if (!config.DATABASE_URL) {
    console.error('Set DATABASE_URL to the PostgreSQL database to copy into.');
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`No SQLite database at ${file} (set DATABASE_PATH or name the file).`);
    return 2;
  }
  const source = openSqliteStore(file);
  let target;
  try {
    target = await openPostgresStore(config.DATABASE_URL);
  } catch (error) {
    source.sqlite.close();
    console.error(`Cannot use DATABASE_URL (${describeDatabase(config)}): ${(error as Error).message}`);
    return 1;
  }
  try {
    console.log(`Copying SQLite ${file} into ${describeDatabase(config)}`);
    const tables = await copySqliteToPostgres(source, target, (line) => console.log(`  ${line}`));
    const rows = tables.reduce((n, t) => n + t.rows, 0);
    console.log(`Copied ${rows} rows in ${tables.length} tables.`);
    return 0;
  } catch (error) {
    if (error instanceof CopyError) {
      console.error(`Nothing was copied: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await source.close();
    await target.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
