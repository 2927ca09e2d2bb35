/**
 * `npx tsx bench/main-thread.ts --a DIST_A --b DIST_B`: what a change to the front end costs or buys
 * on the page's main thread, by alternating first visits to two builds on the same machine in the
 * same minutes (the machine's speed moves more between minutes than most changes do).
 *
 * Each build is a static root as `npm run build` leaves it (`dist/`, with its page renderer in
 * `dist-ssr/` beside it); make the second with `npx vite build --outDir /tmp/b/dist && npx vite
 * build --ssr entry-server.tsx --outDir /tmp/b/dist-ssr` on the changed tree. Both are served on one
 * bench database. Every visit is a first one on a phone (nothing cached, service workers blocked,
 * CPU slowed 4x as Lighthouse's mobile; the network is not slowed unless asked, so the figures are
 * the CPU's):
 *
 * - hydrated: when the app has the page (`<html data-app-ready>`), ms after navigation start;
 * - window: hydrated − first contentful paint, as bench/hydration.ts measures it;
 * - main thread: the page's main-thread task time (Chrome's `TaskDuration`) from navigation until
 *   it has been hydrated and quiet for a second, ms;
 * - script: the part of it spent running JavaScript (`ScriptDuration`);
 * - blocking (TBT): each long task's part over 50 ms after the first paint, as Lighthouse counts it.
 *
 *   --runs 8        visits per build and screen (medians are printed)
 *   --path /        a screen to visit (repeatable; default /, /recipes and a recipe)
 *   --slow-network  the network slowed to Lighthouse's slow 4G too (bench/emulation.ts)
 */
import { parseArgs } from 'node:util';
import { chromium, type CDPSession } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bundle';
import { cleanup, installSignalHandlers } from './cleanup';
import { emulatePhone, FIRST_VISIT, recordAppReady } from './emulation';
import { median } from './report';
import { createBenchDatabase } from './seed';
import { startServer } from './server-process';

interface Visit {
  hydrated: number;
  /** hydrated − first contentful paint: the time the page shows controls the app does not have yet. */
  window: number;
  mainThread: number;
  script: number;
  blocking: number;
}

/**
 * An init script (free of named inner functions, as bench/emulation.ts says): keeps the page's long
 * tasks and its first contentful paint in `window.benchTasks` / `window.benchFcp`.
 */
function recordLongTasks(): void {
  const w = window as { benchTasks?: { start: number; duration: number }[]; benchFcp?: number };
  w.benchTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.benchTasks!.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') w.benchFcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** The page's main-thread time so far, in the page's slowed time (the wall clock's, not the CPU's). */
async function metrics(cdp: CDPSession) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (list.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: value('TaskDuration'), script: value('ScriptDuration') };
}

async function visit(browser: Browser, url: string, slowNetwork: boolean): Promise<Visit> {
  const context = await browser.newContext(FIRST_VISIT);
  try {
    await context.addInitScript(recordAppReady);
    await context.addInitScript(recordLongTasks);
    const page = await context.newPage();
    const cdp = await emulatePhone(page, { slowNetwork });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    // Quiet: no main-thread task for a second (what the app starts after its first screen included).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let timer = setTimeout(resolve, 1000);
          new PerformanceObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(resolve, 1000);
          }).observe({ type: 'longtask' });
        }),
    );
    const { task, script } = await metrics(cdp);
    const hydrated = await page.evaluate(() => (window as { appReadyAt?: number }).appReadyAt ?? NaN);
    // Blocking time as Lighthouse counts it: each long task's part over 50 ms, after the first paint.
    const { fcp, blocking } = await page.evaluate(() => {
      const w = window as { benchTasks?: { start: number; duration: number }[]; benchFcp?: number };
      const paint = w.benchFcp;
      const sum = (w.benchTasks ?? [])
        .filter((t) => t.start + t.duration > (paint ?? 0))
        .reduce((total, t) => total + Math.max(0, t.duration - 50), 0);
      return { fcp: paint ?? NaN, blocking: sum };
    });
    return { hydrated, window: hydrated - fcp, mainThread: task, script, blocking };
  } finally {
    await context.close();
  }
}

async function main() {
  installSignalHandlers();
  const { values } = parseArgs({
    options: {
      a: { type: 'string' },
      b: { type: 'string' },
      runs: { type: 'string', default: '8' },
      path: { type: 'string', multiple: true },
      'slow-network': { type: 'boolean', default: false },
    },
  });
  if (!values.a || !values.b) throw new Error('--a and --b take the two static roots (each a built dist/)');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');

  const db = await createBenchDatabase();
  const servers = {
    a: await startServer({ databaseFile: db.file, staticRoot: values.a }),
    b: await startServer({ databaseFile: db.file, staticRoot: values.b }),
  };
  const paths = values.path ?? ['/', '/recipes', `/recipes/${db.seededRecipeId}`];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const visits = new Map<string, Visit[]>();
  try {
    for (let run = 0; run < runs; run++) {
      for (const path of paths) {
        // Alternate which build goes first, so neither always gets the warmer minute.
        for (const side of run % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
          const result = await visit(browser, servers[side].url + path, values['slow-network']);
          const key = `${side} ${path}`;
          visits.set(key, [...(visits.get(key) ?? []), result]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const ms = (v: number | null) => (v === null ? '–' : `${Math.round(v)} ms`);
  console.log(
    `medians of ${runs} first visits each, CPU 4x slower${values['slow-network'] ? ', slow 4G' : ''}; a = ${values.a}, b = ${values.b}`,
  );
  for (const path of paths) {
    const a = visits.get(`a ${path}`) ?? [];
    const b = visits.get(`b ${path}`) ?? [];
    for (const [label, pick] of [
      ['hydrated', (v: Visit) => v.hydrated],
      ['window', (v: Visit) => v.window],
      ['main thread', (v: Visit) => v.mainThread],
      ['script', (v: Visit) => v.script],
      ['blocking (TBT)', (v: Visit) => v.blocking],
    ] as const) {
      const ma = median(a.map(pick));
      const mb = median(b.map(pick));
      const diff = ma !== null && mb !== null ? `${mb - ma >= 0 ? '+' : ''}${Math.round(mb - ma)} ms` : '–';
      console.log(
        `${path.padEnd(14)} ${label.padEnd(12)} a ${ms(ma).padStart(8)}  b ${ms(mb).padStart(8)}  b − a ${diff}`,
      );
    }
  }
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
