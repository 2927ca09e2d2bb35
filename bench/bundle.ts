/**
 * The bundle: what the first screen (home) loads, what it loads later, all the
 * JavaScript a first visit requests in its first 10 seconds, the largest chunk
 * and the service worker's precache, all as gzip -9 sizes of the built files.
 * 1 KB = 1000 bytes, as Vite prints them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from '@playwright/test';
import { onCleanup } from './cleanup';
import { recordAppReady } from './emulation';
import { figure, type Figure } from './report';

/**
 * The home screen's JavaScript, gzipped (issue 10). The first screen's scripts are requested
 * within the first 10 seconds too, so this budget is the tighter of the two on the same files.
 */
const FIRST_SCREEN_JS_BUDGET_KB = 200;
/** Every script a first visit to / requests in its first 10 seconds, gzipped. */
const FIRST_SECONDS_JS_BUDGET_KB = 230;
const FIRST_SECONDS = 10;
const GROUP = 'Bundle';
/** Longer than the 1.5 s an idle callback may wait, so deferred work is seen. */
const QUIET_MS = 2500;

/** Chromium as the browser tests launch it: Debian's when present, else Playwright's own. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kb = (bytes: number) => bytes / 1000;

const gzipCache = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

interface Loaded {
  js: string[];
  css: string[];
}

/**
 * Opens / in Chromium (service workers blocked, so only the page's own requests
 * count: the document's and its dedicated workers'; Playwright reports a worker's
 * script as a "script" request of the page) and sorts the scripts and stylesheets
 * it requests into the first screen's (requested up to the load event, the first
 * contentful paint and the moment the app has the page, `<html data-app-ready>`,
 * whichever comes last: a page drawn by the server is painted and loaded before
 * its code starts) and those requested after it, until the network is idle.
 * Apart from those, the scripts requested in the first FIRST_SECONDS after
 * navigation start, on either side of that line. Times are the browser's own, so
 * a busy machine cannot blur the line.
 */
async function homeRequests(
  baseUrl: string,
  buildDir: string,
): Promise<{ first: Loaded; later: Loaded; firstSecondsJs: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const unregister = onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    // When the app marks the page as its own (app/components/layout.tsx), in the page's own clock.
    await context.addInitScript(recordAppReady);
    const page = await context.newPage();
    const origin = new URL(baseUrl).origin;
    const requests: { type: 'script' | 'stylesheet'; file: string; request: Request; seenAt: number }[] = [];
    const seen = new Set<string>();
    // The context's requests: the page's and its workers' (a dedicated worker's own requests too).
    context.on('request', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const url = new URL(request.url());
      if (url.origin !== origin || seen.has(url.pathname)) return;
      seen.add(url.pathname);
      const file = path.join(buildDir, decodeURIComponent(url.pathname));
      if (fs.existsSync(file)) requests.push({ type, file, request, seenAt: Date.now() });
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    // The home page drawn (its heading), then everything it fetches afterwards.
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    // Work deferred to an idle moment may start after the network first went quiet: wait until
    // no script or stylesheet has been requested for QUIET_MS (at most 20 s).
    await page.waitForLoadState('networkidle');
    for (let count = -1, waited = 0; count !== requests.length && waited < 20_000; waited += QUIET_MS) {
      count = requests.length;
      await page.waitForTimeout(QUIET_MS);
      await page.waitForLoadState('networkidle');
    }

    // The end of the first screen and navigation start, as wall-clock milliseconds.
    const { firstScreenEnd, navigationStart } = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const ready = (window as { appReadyAt?: number }).appReadyAt;
      if (ready === undefined) throw new Error('the moment the app had the page was not seen');
      return {
        firstScreenEnd:
          performance.timeOrigin + Math.max(navigation?.loadEventStart ?? 0, paint?.startTime ?? 0, ready),
        navigationStart: performance.timeOrigin + (navigation?.startTime ?? 0),
      };
    });
    // The first seconds all seen, however soon the network went quiet.
    const firstSecondsEnd = navigationStart + FIRST_SECONDS * 1000;
    await page.waitForTimeout(Math.max(0, firstSecondsEnd - Date.now()) + 500);
    const first: Loaded = { js: [], css: [] };
    const later: Loaded = { js: [], css: [] };
    const firstSecondsJs: string[] = [];
    for (const { type, file, request, seenAt } of requests) {
      // Playwright's request start is the browser's wall-clock time; fall back to when we saw it.
      const { startTime } = request.timing();
      const requestedAt = startTime > 0 ? startTime : seenAt;
      const bucket = requestedAt <= firstScreenEnd ? first : later;
      (type === 'script' ? bucket.js : bucket.css).push(file);
      if (type === 'script' && requestedAt <= firstSecondsEnd) firstSecondsJs.push(file);
    }
    return { first, later, firstSecondsJs };
  } finally {
    unregister();
    await browser.close();
  }
}

/** The precache manifest that vite-plugin-pwa injected into sw.js: [{ url, revision }, …]. */
export function precacheEntries(buildDir: string): string[] {
  const sw = fs.readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  const start = sw.search(/\[\s*\{\s*"(?:revision|url)"\s*:/);
  if (start < 0) throw new Error('no precache manifest found in sw.js');
  const end = sw.indexOf('}]', start);
  const entries = JSON.parse(sw.slice(start, end + 2)) as { url: string; revision: string | null }[];
  return entries.map((e) => e.url);
}

const sum = (files: readonly string[]) => files.reduce((total, f) => total + gzippedSize(f), 0);
const names = (files: readonly string[]) => `${files.length} file${files.length === 1 ? '' : 's'}`;

export async function measureBundle(baseUrl: string, buildDir: string): Promise<Figure[]> {
  const { first, later, firstSecondsJs } = await homeRequests(baseUrl, buildDir);

  const chunks = filesUnder(buildDir).filter((f) => f.endsWith('.js'));
  const largest = chunks.reduce((a, b) => (gzippedSize(b) > gzippedSize(a) ? b : a));

  const precache = precacheEntries(buildDir).map((url) => path.join(buildDir, url));
  const precacheRaw = precache.reduce((total, f) => total + fs.statSync(f).size, 0);

  const firstJs = figure(
    GROUP,
    'first screen (/) JavaScript, gzip',
    kb(sum(first.js)),
    'KB',
    { op: '<=', limit: FIRST_SCREEN_JS_BUDGET_KB },
    names(first.js),
  );
  const firstSeconds = figure(
    GROUP,
    `JavaScript requested in the first ${FIRST_SECONDS} s of a first visit to /, gzip`,
    kb(sum(firstSecondsJs)),
    'KB',
    { op: '<=', limit: FIRST_SECONDS_JS_BUDGET_KB },
    names(firstSecondsJs),
  );
  // The files behind the budgeted figures, largest first, for whoever works on the bundle.
  const files = (list: readonly string[]) =>
    [...list]
      .sort((a, b) => gzippedSize(b) - gzippedSize(a))
      .map((f) => ({ file: path.relative(buildDir, f), gzipBytes: gzippedSize(f) }));
  firstJs.detail = files(first.js);
  firstSeconds.detail = files(firstSecondsJs);
  return [
    firstJs,
    firstSeconds,
    figure(GROUP, 'first screen (/) CSS, gzip', kb(sum(first.css)), 'KB', null, names(first.css)),
    figure(
      GROUP,
      'loaded after the first screen: JavaScript, gzip',
      kb(sum(later.js)),
      'KB',
      null,
      names(later.js),
    ),
    figure(
      GROUP,
      'loaded after the first screen: CSS, gzip',
      kb(sum(later.css)),
      'KB',
      null,
      names(later.css),
    ),
    figure(
      GROUP,
      'largest chunk, gzip',
      kb(gzippedSize(largest)),
      'KB',
      null,
      path.relative(buildDir, largest),
    ),
    figure(GROUP, 'precache entries', precache.length, 'files'),
    figure(GROUP, 'precache total, raw', kb(precacheRaw), 'KB'),
    figure(GROUP, 'precache total, gzip', kb(sum(precache)), 'KB'),
  ];
}
