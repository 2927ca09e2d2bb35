/**
 * `npm run bench`: measures SproutPlate against its performance budgets.
 *
 *   npm run bench                          everything, 10 s per API route
 *   npm run bench -- --only api            one part: api, bundle, hydration or lighthouse (repeatable, or a,b)
 *   npm run bench -- --duration 3          a shorter load per route (seconds)
 *   npm run bench -- --lighthouse-runs 1   Lighthouse runs per page (default 5; figures are medians)
 *   npm run bench -- --hydration-runs 1    first visits per screen and taps per control (default 3; medians)
 *   npm run bench -- --connections 50      concurrent connections of the load
 *   npm run bench -- --engines sqlite,postgres   the API part on each engine, side by side (default sqlite;
 *                                          PostgreSQL is a throwaway cluster, or BENCH_DATABASE_URL)
 *
 * It builds the app into a temporary folder (never dist/), seeds a temporary
 * database, starts the server as a child process and prints a table; the same
 * figures go to bench/results.json and to the marked section at the top of
 * docs/performance.md. Budgets that fail are reported, not fatal: the exit code
 * is 0 unless the bench itself could not run.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureBundle } from './bundle';
import { cleanup, guardProcess, installSignalHandlers, onCleanup, tempFolder } from './cleanup';
import { CPU_SLOWDOWN, SLOW_4G, SLOW_4G_KBPS } from './emulation';
import { measureHydration, publicScreens } from './hydration';
import { measureLighthouse } from './lighthouse';
import { measureApi } from './load';
import { writeBenchSection } from './performance-doc';
import {
  figure,
  formatEngines,
  formatTable,
  machineInfo,
  POSTGRES_GROUP,
  summary,
  writeResults,
  type Figure,
} from './report';
import { benchPostgres } from './postgres';
import { createBenchDatabase } from './seed';
import { startServer } from './server-process';
import { measureTaps } from './taps';

const PARTS = ['api', 'bundle', 'hydration', 'lighthouse'] as const;
type Part = (typeof PARTS)[number];

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.dirname(benchDir);
const resultsFile = path.join(benchDir, 'results.json');
const performanceDoc = path.join(projectRoot, 'docs', 'performance.md');

function options() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', multiple: true },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      'lighthouse-runs': { type: 'string', default: '5' },
      'hydration-runs': { type: 'string', default: '3' },
      engines: { type: 'string', default: 'sqlite' },
    },
  });
  const engines = values.engines.split(',').map((v) => v.trim());
  for (const engine of engines) {
    if (!['sqlite', 'postgres'].includes(engine)) {
      throw new Error(`--engines takes sqlite, postgres or both; got "${engine}"`);
    }
  }
  const parts = (values.only ?? [...PARTS]).flatMap((v) => v.split(',')).map((v) => v.trim());
  for (const part of parts) {
    if (!(PARTS as readonly string[]).includes(part)) {
      throw new Error(`--only takes ${PARTS.join(', ')}; got "${part}"`);
    }
  }
  const positive = (name: string, raw: string) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number of at least 1`);
    return n;
  };
  return {
    parts: new Set(parts as Part[]),
    durationSeconds: positive('duration', values.duration),
    connections: positive('connections', values.connections),
    lighthouseRuns: positive('lighthouse-runs', values['lighthouse-runs']),
    hydrationRuns: positive('hydration-runs', values['hydration-runs']),
    sqlite: engines.includes('sqlite'),
    postgres: engines.includes('postgres'),
  };
}

const log = (message: string) => console.log(message);

/** One `vite build` run (extra arguments as given). */
function vite(args: string[]): Promise<void> {
  const bin = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'build', ...args, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const unguard = guardProcess(child.pid!);
    const unregister = onCleanup(() => {
      if (child.exitCode === null) child.kill('SIGTERM');
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      unregister();
      unguard();
      if (code === 0) resolve();
      else reject(new Error(`vite build ${args.join(' ')} failed (exit code ${code})`));
    });
  });
}

/**
 * `npm run build` into a temporary folder (dist/ is left alone): the PWA into
 * `outDir`, the server's page renderer into `outDir-ssr` beside it, where the
 * server looks for it (api/lib/pages.ts).
 */
async function buildApp(outDir: string): Promise<void> {
  await vite(['--outDir', outDir]);
  await vite(['--ssr', 'entry-server.tsx', '--outDir', `${outDir}-ssr`]);
}

/** Runs one part; a part that breaks becomes a failed line, and the others still run. */
async function part(name: string, figures: Figure[], measure: () => Promise<Figure[]>) {
  const started = performance.now();
  log(`\n▶ ${name}`);
  try {
    figures.push(...(await measure()));
    log(`  ${name}: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    log(`  ${name}: could not run: ${message}`);
    figures.push(figure(name, 'could not run', null, '', { op: '=', limit: 0 }, message));
  }
}

async function main() {
  installSignalHandlers();
  const started = performance.now();
  const opts = options();
  const figures: Figure[] = [];
  const notes: string[] = [];
  const needsBuild = opts.parts.has('bundle') || opts.parts.has('hydration') || opts.parts.has('lighthouse');

  // dist and dist-ssr side by side in one temporary folder, removed afterwards.
  const buildDir = needsBuild ? path.join(tempFolder('sproutplate-bench-build-'), 'dist') : null;

  const machine = machineInfo();
  log(
    `▶ machine: ${machine.cpuCount} × ${machine.cpuModel}, load average ${machine.loadAverage.join(' ')}, ` +
      `Node.js ${machine.node}`,
  );
  log('▶ preparing: temporary database' + (buildDir ? ' and build' : ''));
  const building = buildDir ? buildApp(buildDir) : Promise.resolve();
  building.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
  const db = await createBenchDatabase();
  log(
    `  database: ${db.counts.recipes} recipes, ${db.counts.posts} community posts, ${db.counts.users} parents ` +
      `in ${db.seconds.toFixed(1)} s`,
  );
  await building;
  if (buildDir) log(`  build: ${buildDir}`);

  const server = await startServer({ databaseFile: db.file, staticRoot: buildDir });
  log(`  server: ${server.url} (pid ${server.pid})`);
  if (buildDir) {
    // The pages must be the ones visitors get: drawn by the server, not the shell it falls back to.
    const home = await (await fetch(`${server.url}/`)).text();
    if (!home.includes('sp-server-data')) {
      throw new Error(
        'the server sent / as the app shell: its page renderer did not load (see its log above)',
      );
    }
  }
  if (opts.parts.has('api') && opts.sqlite) {
    notes.push('Session and rate limits are unchanged: the loaded GET routes are not rate limited.');
    notes.push('Load requests send Accept-Encoding: gzip, as browsers do, so answers are compressed.');
    await part('API under load', figures, () =>
      measureApi({
        baseUrl: server.url,
        durationSeconds: opts.durationSeconds,
        connections: opts.connections,
        recipeIds: db.recipeIds,
        log,
      }),
    );
  }
  if (opts.parts.has('bundle') && buildDir) {
    await part('Bundle', figures, () => measureBundle(server.url, buildDir));
  }
  if (opts.parts.has('hydration')) {
    notes.push(
      `Hydration: first visits on a phone (412 × 823), service workers blocked, CPU ${CPU_SLOWDOWN}x slower, ` +
        `Lighthouse's slow 4G as its devtools throttling applies it (${SLOW_4G.latency} ms per request, ` +
        `${SLOW_4G_KBPS.down} Kbps down, ${SLOW_4G_KBPS.up} Kbps up, Kbps of 1024 bits); ` +
        `medians of ${opts.hydrationRuns} run(s).`,
    );
    notes.push(
      `Taps: the same phone and CPU, network not slowed, tapped at DOMContentLoaded; the interaction's ` +
        `longest Event Timing entry, median of ${opts.hydrationRuns} run(s); no budget.`,
    );
    await part('Hydration', figures, async () =>
      measureHydration({
        baseUrl: server.url,
        screens: await publicScreens(server.url, db.seededRecipeId),
        runs: opts.hydrationRuns,
        log,
      }),
    );
    await part('Taps', figures, () =>
      measureTaps({ baseUrl: server.url, recipeId: db.seededRecipeId, runs: opts.hydrationRuns, log }),
    );
  }
  if (opts.parts.has('lighthouse')) {
    await part('Lighthouse', figures, () =>
      measureLighthouse({
        baseUrl: server.url,
        pages: [
          { label: 'home', path: '/' },
          { label: 'recipes', path: '/recipes' },
          { label: 'recipe', path: `/recipes/${db.seededRecipeId}` },
        ],
        runs: opts.lighthouseRuns,
        log,
      }),
    );
  }
  await server.stop();

  if (opts.parts.has('api') && opts.postgres) {
    // The same rows on PostgreSQL, loaded with the SQLite server stopped.
    const databaseUrl = await benchPostgres(db.file, log);
    const pgServer = await startServer({ databaseFile: db.file, databaseUrl, staticRoot: null });
    log(`  server on PostgreSQL: ${pgServer.url} (pid ${pgServer.pid})`);
    notes.push(
      'API on PostgreSQL: the same bench database copied into a PostgreSQL cluster on this machine ' +
        '(fsync off, as the test clusters), served by one server process.',
    );
    await part('API under load on PostgreSQL', figures, async () =>
      (
        await measureApi({
          baseUrl: pgServer.url,
          durationSeconds: opts.durationSeconds,
          connections: opts.connections,
          recipeIds: db.recipeIds,
          log,
        })
      ).map((f) => ({ ...f, group: f.group.replace(/^API /, `${POSTGRES_GROUP} `) })),
    );
    await pgServer.stop();
  }

  const elapsedSeconds = Math.round((performance.now() - started) / 1000);
  log(`\n${formatTable(figures)}\n`);
  if (opts.sqlite && opts.postgres && opts.parts.has('api')) log(`${formatEngines(figures)}\n`);
  log(
    `Load average: ${machine.loadAverage.join(' ')} at the start, ${machineInfo().loadAverage.join(' ')} at the end`,
  );
  for (const note of notes) log(`Note: ${note}`);
  const date = new Date().toISOString();
  writeResults(
    resultsFile,
    figures,
    {
      durationSeconds: opts.durationSeconds,
      connections: opts.connections,
      lighthouseRuns: opts.lighthouseRuns,
      hydrationRuns: opts.hydrationRuns,
      parts: [...opts.parts],
      notes,
      elapsedSeconds,
      loadAverageAtEnd: machineInfo().loadAverage,
    },
    machine,
    date,
  );
  const { passed, failed } = summary(figures);
  log(`Results: ${path.relative(process.cwd(), resultsFile)} (${elapsedSeconds} s)`);
  const docProblem = writeBenchSection(performanceDoc, {
    date,
    machine,
    parts: [...opts.parts],
    elapsedSeconds,
    figures,
    notes,
  });
  log(
    docProblem
      ? `${path.relative(process.cwd(), performanceDoc)} not updated: ${docProblem}`
      : `Latest figures: ${path.relative(process.cwd(), performanceDoc)}`,
  );
  log(`budgets: ${passed} passed, ${failed} failed`);
}

main()
  .catch((err: unknown) => {
    console.error('bench failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
