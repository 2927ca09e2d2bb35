/**
 * The API under load: autocannon, from the bench process, against the server
 * process. Each route is warmed briefly, then loaded for the run's duration at
 * its connection count; throughput is compared with the bare ceiling route.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import autocannon, { type Result } from 'autocannon';
import { figure, type Figure } from './report';
import { BENCH_PASSWORD, BENCH_USERNAME, SEARCH_WORD } from './seed';

/** The bare JSON route mounted by bench/server.ts in front of the product. */
const CEILING_PATH = '/__bench/ceiling';
/** p99 of the recipe search at 50 connections with 10,000 recipes (issue 10). */
const SEARCH_P99_BUDGET_MS = 50;
/** Every route keeps at least this share of the bare route's throughput. */
const CEILING_SHARE_BUDGET = 30;
const WARM_SECONDS = 2;
/** Searches as parents type them, rotated through by the typed-search route. */
const TYPED_SEARCHES = [
  'brocoli',
  'sweet potatoe',
  'zucchini',
  'avacado',
  'yoghurt',
  'ground beef',
  'finger food 9mo',
  'chickpeas',
  'bananna muffins',
  'carrots 6 months',
] as const;

export interface LoadOptions {
  baseUrl: string;
  durationSeconds: number;
  connections: number;
  recipeIds: readonly number[];
  log: (message: string) => void;
}

interface Route {
  label: string;
  /** The path sent; the recipe-detail route rotates through many ids. */
  path: string;
  paths?: readonly string[];
  signedIn?: boolean;
  p99BudgetMs?: number;
}

/** Browsers ask for compressed answers, and the product compresses: the load does the same. */
const BASE_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip' };

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify({ username: BENCH_USERNAME, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in for the community route failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('sp_session='));
  if (!cookie) throw new Error('sign-in answered without a session cookie');
  return cookie;
}

function run(
  baseUrl: string,
  route: Route,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
) {
  let i = 0;
  const paths = route.paths ?? [route.path];
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length]! }),
      },
    ],
  });
}

/** The bytes of one answer as sent (compressed) and as parsed (raw). */
function answerSize(url: string): Promise<{ status: number; sent: number; raw: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BASE_HEADERS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const raw = res.headers['content-encoding'] === 'gzip' ? gunzipSync(body).length : body.length;
          resolve({ status: res.statusCode ?? 0, sent: body.length, raw });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Errors, timeouts and non-2xx answers: every one is a failure. */
const failures = (r: Result) => r.errors + r.timeouts + r.non2xx;

function describeFailures(r: Result): string | undefined {
  if (failures(r) === 0) return undefined;
  const codes = Object.entries(r.statusCodeStats)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${s.count}× ${code}`);
  const parts = [...codes];
  if (r.errors) parts.push(`${r.errors} errors`);
  if (r.timeouts) parts.push(`${r.timeouts} timeouts`);
  return parts.join(', ');
}

export async function measureApi(options: LoadOptions): Promise<Figure[]> {
  const { baseUrl, durationSeconds, connections, log } = options;
  const cookie = await signIn(baseUrl);
  const ids = options.recipeIds.filter((_, i) => i % 10 === 0);
  const ceilingRoute: Route = { label: 'bare JSON route (ceiling)', path: CEILING_PATH };
  const routes: Route[] = [
    {
      label: `GET /api/recipes?q=${SEARCH_WORD}`,
      path: `/api/recipes?q=${SEARCH_WORD}`,
      p99BudgetMs: SEARCH_P99_BUDGET_MS,
    },
    {
      // What parents type: misspellings, US names, plurals and ages, read by the language layer.
      label: 'GET /api/recipes?q=(misspellings, synonyms, ages)',
      path: `/api/recipes?q=${encodeURIComponent(TYPED_SEARCHES[0]!)}`,
      paths: TYPED_SEARCHES.map((q) => `/api/recipes?q=${encodeURIComponent(q)}`),
      p99BudgetMs: SEARCH_P99_BUDGET_MS,
    },
    {
      label: 'GET /api/recipes?age=1-2 years&type=lunch&page=3',
      path: '/api/recipes?age=1-2%20years&type=lunch&page=3',
    },
    {
      label: 'GET /api/recipes/{id}',
      path: `/api/recipes/${ids[0]}`,
      paths: ids.map((id) => `/api/recipes/${id}`),
    },
    { label: 'GET /api/community/posts (signed in)', path: '/api/community/posts', signedIn: true },
  ];

  /** Probes, warms and loads one route; null when it answers 404 (not there yet). */
  const measure = async (route: Route): Promise<Result | null> => {
    const headers = route.signedIn ? { ...BASE_HEADERS, cookie } : BASE_HEADERS;
    const probe = await fetch(`${baseUrl}${route.path}`, { headers });
    await probe.arrayBuffer();
    if (probe.status === 404) {
      log(`  ${route.label}: 404, not available`);
      return null;
    }
    if (!probe.ok) log(`  ${route.label}: answers ${probe.status} before the load`);
    log(
      `  ${route.label}: warming ${WARM_SECONDS} s, loading ${durationSeconds} s at ${connections} connections`,
    );
    await run(baseUrl, route, headers, WARM_SECONDS, connections);
    return run(baseUrl, route, headers, durationSeconds, connections);
  };

  // The ceiling is loaded first and again last; routes are compared with the mean of both, so a
  // machine that gets busier or quieter during the run shifts both sides alike.
  const ceilingBefore = await measure(ceilingRoute);
  const measured: [Route, Result | null][] = [];
  for (const route of routes) measured.push([route, await measure(route)]);
  const ceilingAfter = await measure(ceilingRoute);
  if (!ceilingBefore || !ceilingAfter) throw new Error(`${CEILING_PATH} is not mounted`);
  const ceiling = (ceilingBefore.requests.average + ceilingAfter.requests.average) / 2;

  const latencyAndFailures = (group: string, route: Route, result: Result): Figure[] => [
    figure(group, 'p50 latency', result.latency.p50, 'ms'),
    figure(
      group,
      'p99 latency',
      result.latency.p99,
      'ms',
      route.p99BudgetMs ? { op: '<', limit: route.p99BudgetMs } : null,
    ),
  ];
  const failureFigure = (group: string, result: Result | null) =>
    figure(
      group,
      'errors and non-2xx',
      result ? failures(result) : null,
      '',
      { op: '=', limit: 0 },
      result ? describeFailures(result) : undefined,
    );

  const ceilingGroup = `API ${ceilingRoute.label}`;
  const figures: Figure[] = [
    figure(
      ceilingGroup,
      'requests per second',
      ceiling,
      'req/s',
      null,
      `mean of ${Math.round(ceilingBefore.requests.average)} before and ` +
        `${Math.round(ceilingAfter.requests.average)} after the routes`,
    ),
    ...latencyAndFailures(ceilingGroup, ceilingRoute, ceilingBefore),
    failureFigure(ceilingGroup, ceilingAfter.errors + ceilingAfter.non2xx > 0 ? ceilingAfter : ceilingBefore),
  ];
  for (const [route, result] of measured) {
    const group = `API ${route.label}`;
    const share = { op: '>=', limit: CEILING_SHARE_BUDGET } as const;
    if (!result) {
      // A route not merged yet (the community): failed lines, measured once it exists.
      figures.push(
        figure(group, 'requests per second', null, 'req/s', null, 'the route answers 404 (not merged yet)'),
        figure(group, 'share of the ceiling', null, '%', share),
        failureFigure(group, null),
      );
      continue;
    }
    figures.push(
      figure(group, 'requests per second', result.requests.average, 'req/s'),
      ...latencyAndFailures(group, route, result),
      figure(group, 'share of the ceiling', (result.requests.average / ceiling) * 100, '%', share),
      failureFigure(group, result),
    );
  }

  // Not loaded, but it decides a first visit: the device's catalog mirror downloads all of it.
  const sync = await answerSize(`${baseUrl}/api/catalog/sync`);
  const note = sync.status === 200 ? undefined : `answered ${sync.status}`;
  figures.push(
    figure('API payloads', 'GET /api/catalog/sync (first sync), gzip', sync.sent / 1000, 'KB', null, note),
    figure('API payloads', 'GET /api/catalog/sync (first sync), raw', sync.raw / 1000, 'KB'),
  );
  return figures;
}
