/**
 * Lighthouse (mobile, the default config with simulated throttling) against the
 * built app served by the bench server, in Chromium started by chrome-launcher.
 * With several runs per page, each figure is the median of its runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bundle';
import { guardProcess, onCleanup, tempFolder } from './cleanup';
import { figure, median, type Budget, type Figure } from './report';

/** The same on every page audited (bench/run.ts: `/`, `/recipes` and a recipe). */
const BUDGETS = {
  performance: { op: '>=', limit: 95 },
  accessibility: { op: '>=', limit: 100 },
  cls: { op: '<', limit: 0.05 },
} satisfies Record<string, Budget>;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthousePage {
  label: string;
  path: string;
}

interface Sample {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  /** Lighthouse's measure of the CPU at the time (higher is faster); shows how busy the machine was. */
  benchmarkIndex: number | null;
}

/** Attempts per run: a fresh Chromium now and then fails to record the trace (NO_NAVSTART). */
const ATTEMPTS = 3;

/** One Lighthouse run of one address, retried when Lighthouse reports a run-time error. */
async function audit(port: number, url: string, log: (message: string) => void) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === ATTEMPTS) return result.lhr;
    log(`  ${new URL(url).pathname}: ${error.code}, running again`);
  }
}

export async function measureLighthouse(options: {
  baseUrl: string;
  pages: readonly LighthousePage[];
  runs: number;
  log: (message: string) => void;
}): Promise<Figure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    handleSIGINT: false,
    logLevel: 'silent',
    userDataDir: tempFolder('sproutplate-bench-chromium-'),
  });
  const unguard = guardProcess(chrome.pid);
  const stop = () => {
    chrome.kill();
    unguard();
  };
  const unregister = onCleanup(stop);
  const figures: Figure[] = [];
  try {
    for (const page of options.pages) {
      const samples: Sample[] = [];
      for (let run = 1; run <= options.runs; run++) {
        const started = performance.now();
        const lhr = await audit(chrome.port, `${options.baseUrl}${page.path}`, options.log);
        const score = (id: string) => {
          const s = lhr.categories[id]?.score;
          return s === null || s === undefined ? null : Math.round(s * 100);
        };
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
        samples.push({
          scores: {
            performance: score('performance'),
            accessibility: score('accessibility'),
            'best-practices': score('best-practices'),
            seo: score('seo'),
          },
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) || null,
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        options.log(
          `  ${page.path} run ${run}/${options.runs}: performance ${samples.at(-1)!.scores.performance} (${seconds} s)`,
        );
      }
      const group = `Lighthouse mobile ${page.label} (${page.path})`;
      const add = (name: string, pick: (s: Sample) => number | null, unit: string, budget?: Budget) =>
        figures.push(figure(group, name, median(samples.map(pick)), unit, budget ?? null));
      add('performance', (s) => s.scores.performance, 'score', BUDGETS.performance);
      add('accessibility', (s) => s.scores.accessibility, 'score', BUDGETS.accessibility);
      add('best practices', (s) => s.scores['best-practices'], 'score');
      add('SEO', (s) => s.scores.seo, 'score');
      add('LCP', (s) => s.lcp, 'ms');
      add('TBT', (s) => s.tbt, 'ms');
      add('CLS', (s) => s.cls, '', BUDGETS.cls);
      add('CPU benchmark index (higher is faster)', (s) => s.benchmarkIndex, '');
    }
  } finally {
    unregister();
    stop();
  }
  return figures;
}
