/**
 * Hydration: how long a public screen drawn by the server stays a picture of itself before the app
 * takes it over. For every public screen, a first visit (a fresh context, nothing cached, service
 * workers blocked) on a phone with its CPU slowed 4x and its network slowed to Lighthouse's mobile
 * slow 4G (bench/emulation.ts says which values and why), timing in the page's own clock:
 *
 * - first contentful paint;
 * - hydrated: the moment the app has the page (`<html data-app-ready>`, app/components/layout.tsx);
 * - the window between them (hydrated − FCP), when the page shows controls that do not answer yet.
 *   Budget: under 2 s on every screen.
 *
 * Each figure is the median of its runs (`--hydration-runs`, 3); the runs go round the screens in
 * turn, so a busy moment of the machine does not land on one screen's runs only.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bundle';
import { onCleanup } from './cleanup';
import { emulatePhone, FIRST_VISIT, recordAppReady } from './emulation';
import { figure, median, type Figure } from './report';

/** The window between first paint and the app having the page, on every screen. */
const WINDOW_BUDGET_MS = 2000;
/** A visit that has not hydrated by then counts as not measured. */
const VISIT_TIMEOUT_MS = 90_000;

export interface Screen {
  label: string;
  path: string;
}

/** The first link under `prefix` on a listing page as the server draws it (e.g. /guides/1). */
async function firstLink(baseUrl: string, listing: string, prefix: string): Promise<string> {
  const response = await fetch(`${baseUrl}${listing}`);
  if (!response.ok) throw new Error(`GET ${listing}: ${response.status}`);
  const html = await response.text();
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const found = new RegExp(`href="(${escaped}[^"?#]+)"`).exec(html)?.[1];
  if (!found) throw new Error(`no link to ${prefix}… on ${listing}`);
  return found;
}

/** Every public screen the server draws (app/routes.tsx), with a seeded recipe, guide and food. */
export async function publicScreens(baseUrl: string, recipeId: number): Promise<Screen[]> {
  const [guide, food] = await Promise.all([
    firstLink(baseUrl, '/guides', '/guides/'),
    firstLink(baseUrl, '/foods', '/foods/'),
  ]);
  return [
    { label: 'home', path: '/' },
    { label: 'recipes', path: '/recipes' },
    { label: 'a recipe', path: `/recipes/${recipeId}` },
    { label: 'guides', path: '/guides' },
    { label: 'a guide', path: guide },
    { label: 'sugar board', path: '/sugar-board' },
    { label: 'nutrition tips', path: '/nutrition-tips' },
    { label: 'about', path: '/about' },
    { label: 'privacy', path: '/privacy' },
    { label: 'terms', path: '/terms' },
    { label: 'foods', path: '/foods' },
    { label: 'a food', path: food },
  ];
}

interface Visit {
  fcp: number;
  hydrated: number;
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** One first visit; throws when the page does not paint or hydrate in time. */
async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext(FIRST_VISIT);
  try {
    await context.addInitScript(recordAppReady);
    const page = await context.newPage();
    await emulatePhone(page, { slowNetwork: true });
    await page.goto(url, { waitUntil: 'commit', timeout: VISIT_TIMEOUT_MS });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: VISIT_TIMEOUT_MS });
    const times = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      hydrated: (window as { appReadyAt?: number }).appReadyAt ?? null,
    }));
    if (times.fcp === null) throw new Error('no first contentful paint');
    if (times.hydrated === null) throw new Error('the moment the app had the page was not seen');
    return { fcp: times.fcp, hydrated: times.hydrated };
  } finally {
    await context.close();
  }
}

export async function measureHydration(options: {
  baseUrl: string;
  screens: readonly Screen[];
  runs: number;
  log: (message: string) => void;
}): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const unregister = onCleanup(() => browser.close());
  const visits = new Map<string, (Visit | string)[]>(options.screens.map((s) => [s.path, []]));
  try {
    for (let run = 1; run <= options.runs; run++) {
      for (const screen of options.screens) {
        let result: Visit | string;
        try {
          result = await visit(browser, `${options.baseUrl}${screen.path}`);
          options.log(
            `  ${screen.path} run ${run}/${options.runs}: FCP ${ms(result.fcp)}, hydrated ${ms(result.hydrated)}, ` +
              `window ${ms(result.hydrated - result.fcp)}`,
          );
        } catch (err) {
          result = (err instanceof Error ? err.message : String(err)).split('\n')[0]!;
          options.log(`  ${screen.path} run ${run}/${options.runs}: not measured: ${result}`);
        }
        visits.get(screen.path)!.push(result);
      }
    }
  } finally {
    unregister();
    await browser.close();
  }

  const figures: Figure[] = [];
  for (const screen of options.screens) {
    const results = visits.get(screen.path)!;
    const measured = results.filter((r): r is Visit => typeof r !== 'string');
    const failures = results.filter((r): r is string => typeof r === 'string');
    const group = `Hydration ${screen.label} (${screen.path})`;
    const windows = measured.map((v) => v.hydrated - v.fcp);
    const missed = failures.length
      ? `${failures.length} of ${results.length} runs not measured: ${[...new Set(failures)].join('; ')}`
      : '';
    const runsNote = (values: number[]) =>
      [values.length > 1 ? `runs ${values.map((v) => Math.round(v)).join(', ')}` : '', missed]
        .filter(Boolean)
        .join('; ');
    figures.push(
      figure(group, 'first contentful paint', median(measured.map((v) => v.fcp)), 'ms'),
      figure(group, 'hydrated (data-app-ready)', median(measured.map((v) => v.hydrated)), 'ms'),
      figure(
        group,
        'window: hydrated − FCP',
        median(windows),
        'ms',
        { op: '<', limit: WINDOW_BUDGET_MS },
        runsNote(windows),
      ),
    );
  }
  return figures;
}

const ms = (value: number) => `${Math.round(value)} ms`;
