/**
 * Compares the API of two checkouts of SproutPlate on one bench database:
 *
 *   npx tsx bench/compare-trees.ts <before-tree> <after-tree>     (ROUNDS=6 for more rounds)
 *
 * Each round starts each tree's bench server (bench/server.ts, on SQLite) in
 * turn, the order alternating, and loads the ceiling and the cached catalog
 * routes of `npm run bench` for 4 s each after 2 s of warm-up. It prints each
 * route's requests per second per round and its share of its own server's
 * ceiling (medians), so a slower or busier machine moves both trees alike.
 * A tree needs its node_modules (a symlink to this checkout's will do).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createBenchDatabase } from './seed';
const db = await createBenchDatabase();
const ids = db.recipeIds.filter((_, i) => i % 10 === 0);
let paths: string[] = [];
const routes: Record<string, string[]> = {
  ceiling: ['/__bench/ceiling'],
  carrot: ['/api/recipes?q=carrot'],
  typed: ['brocoli', 'sweet potatoe', 'finger food 9mo', 'yoghurt'].map(
    (q) => `/api/recipes?q=${encodeURIComponent(q)}`,
  ),
  age: ['/api/recipes?age=1-2%20years&type=lunch&page=3'],
  id: ids.map((id) => `/api/recipes/${id}`),
};
async function server(root: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}/bench/server.ts`], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_PATH: db.file,
      BENCH_STATIC_ROOT: '',
    },
  });
  const port = await new Promise<number>((resolve) =>
    createInterface({ input: child.stdout! }).on('line', (l) => {
      try {
        resolve((JSON.parse(l) as { port: number }).port);
      } catch {
        // not the start-up line
      }
    }),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
async function load(url: string, seconds: number) {
  let i = 0;
  const r = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
  return r.requests.average;
}
const [beforeTree, afterTree] = process.argv.slice(2);
if (!beforeTree || !afterTree)
  throw new Error('usage: npx tsx bench/compare-trees.ts <before-tree> <after-tree>');
const trees = { before: beforeTree, after: afterTree };
const results: Record<string, Record<string, number[]>> = {};
for (let round = 0; round < Number(process.env.ROUNDS ?? 4); round++) {
  for (const [name, root] of round % 2 ? Object.entries(trees).reverse() : Object.entries(trees)) {
    const s = await server(root);
    for (const [route, list] of Object.entries(routes)) {
      paths = list;
      await load(s.url, 2);
      ((results[route] ??= {})[name] ??= []).push(Math.round(await load(s.url, 4)));
    }
    s.stop();
    await new Promise((r) => setTimeout(r, 500));
  }
}
const mean = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
for (const [route, r] of Object.entries(results)) {
  const share = (n: string) => mean(r[n]!) / mean(results.ceiling![n]!);
  console.log(
    route,
    JSON.stringify(r),
    'share before',
    share('before').toFixed(2),
    'after',
    share('after').toFixed(2),
  );
}
process.exit(0);
