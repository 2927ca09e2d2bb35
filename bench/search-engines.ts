/**
 * Recipe search without the response cache, on each engine, over the same rows:
 *
 *   npx tsx bench/search-engines.ts
 *
 * Builds the bench database (SQLite), copies it into a throwaway PostgreSQL
 * cluster (npm run db:copy's code), and times the recipe service's list()
 * per query (mean of 20 after 3 warm-ups) and byId(); then checks that both
 * engines answer 78 searches (words, pages, an age) with the same recipes in
 * the same order.
 */
import { createBenchDatabase } from './seed';
import { startCluster } from '../scripts/pg-cluster.mjs';
import { copySqliteToPostgres } from '../api/db/copy';
import { openPostgresStore } from '../api/db/pg-store';
import { openSqliteStore } from '../api/db/sqlite-store';
import { createRecipeService } from '../api/services/recipes';
const { file } = await createBenchDatabase();
const cluster = await startCluster();
const admin = await openPostgresStore(cluster.url, { max: 1, migrate: false });
await admin.run('CREATE DATABASE s');
await admin.close();
const url = cluster.url.replace(/\/postgres$/, '/s');
const lite = openSqliteStore(file);
const pg = await openPostgresStore(url);
await copySqliteToPostgres(lite, pg);
await pg.run('ANALYZE');
const queries = [
  'carrot',
  'brocoli',
  'sweet potatoe',
  'finger food 9mo',
  'yoghurt',
  'banana oat',
  'b',
  'chicken',
  'pasta',
];
for (const [name, store] of [
  ['sqlite', lite],
  ['postgres', pg],
] as const) {
  const recipes = createRecipeService(store);
  await recipes.list({ q: 'warm', page: 1 } as never);
  const times: Record<string, number> = {};
  for (const q of queries) {
    for (let i = 0; i < 3; i++) await recipes.list({ q, page: 1 } as never);
    const t = performance.now();
    for (let i = 0; i < 20; i++) await recipes.list({ q, page: 1 } as never);
    times[q] = +((performance.now() - t) / 20).toFixed(2);
  }
  const t = performance.now();
  for (let i = 0; i < 50; i++) await recipes.byId(100 + i);
  console.log(name, JSON.stringify(times), 'byId ms', ((performance.now() - t) / 50).toFixed(3));
}
const a = createRecipeService(lite),
  b = createRecipeService(pg);
let diffs = 0;
for (const q of [...queries, 'sweet potato', 'zucchini', 'ground beef', 'purée'])
  for (const page of [1, 2, 5])
    for (const age of [undefined, '1-2 years']) {
      const query = { q, page, age } as never;
      const [x, y] = [await a.list(query), await b.list(query)];
      if (x.total !== y.total || x.recipes.map((r) => r.id).join() !== y.recipes.map((r) => r.id).join()) {
        diffs++;
        console.log('DIFF', q, page, age, x.total, y.total);
      }
    }
console.log('10k-recipe catalog: differences', diffs);
await lite.close();
await pg.close();
await cluster.stop();
process.exit(diffs ? 1 : 0);
