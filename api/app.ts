/**
 * createApp(deps) builds the whole HTTP application (API and, when a built
 * app folder is given, the PWA) from its dependencies. No globals: tests build
 * one on a fresh in-memory database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { isStateChanging } from '../shared/lib/http-methods';
import type { AppEnv, Services } from './context';
import { DatabaseUnavailableError, type DataStore } from './db/store';
import type { Config } from './env';
import { ApiError } from './lib/http';
import { createLogger, type Logger } from './lib/logger';
import { createPageServer } from './lib/pages';
import type { PageCallEnv } from './lib/request-headers';
import { accessLog } from './middleware/access-log';
import { loadSession } from './middleware/auth';
import { compress } from './middleware/compress';
import { idempotency } from './middleware/idempotency';
import {
  bodyLimits,
  hostCheck,
  jsonBodiesOnly,
  originCheck,
  requestBodies,
  securityHeaders,
} from './middleware/security';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { catalogRoutes } from './routes/catalog';
import { chatbotRoutes } from './routes/chatbot';
import { childrenRoutes } from './routes/children';
import { communityRoutes } from './routes/community';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { recipeRoutes } from './routes/recipes';
import { PRODUCTION_SCRYPT_COST, type ScryptCost } from './services/passwords';
import { createAccountService } from './services/account';
import { createAdminService } from './services/admin/service';
import { createAiProvider } from './services/ai/create-provider';
import { createAssistant } from './services/ai/assistant';
import { createCatalogService } from './services/catalog';
import { createCatalogChangesService } from './services/catalog-changes';
import { createChildrenService } from './services/children';
import { createCommunityService } from './services/community';
import { createIdempotencyService } from './services/idempotency';
import { createMediaService } from './services/media';
import { createRateLimiter } from './services/rate-limit';
import { createRecipeService } from './services/recipes';
import {
  CATALOG_CACHE_LIMITS,
  COMMUNITY_CACHE_LIMITS,
  createResponseCache,
  PAGE_CACHE_LIMITS,
} from './services/response-cache';
import { createSessionService } from './services/sessions';
import { createUserService } from './services/users';

export interface AppDeps {
  config: Config;
  store: DataStore;
  log?: Logger;
  now?: () => number;
  /** Lower only in tests, where hundreds of accounts are made. */
  scryptCost?: ScryptCost;
  /** The built PWA (dist/); without it only the API is served. */
  staticRoot?: string | null;
  /** Services already built from these dependencies (the process entry shares them). */
  services?: Services;
}

export function createServices(deps: AppDeps): Services {
  const now = deps.now ?? Date.now;
  const recipes = createRecipeService(deps.store);
  const media = createMediaService(deps.store, now);
  const catalog = createCatalogService(deps.store);
  const log = deps.log ?? createLogger(deps.config.LOG_LEVEL);
  const everyRecipe = () => recipes.updatedSince(-1);
  const base: Omit<Services, 'admin'> = {
    config: deps.config,
    store: deps.store,
    log,
    now,
    users: createUserService(deps.store, deps.scryptCost ?? PRODUCTION_SCRYPT_COST),
    sessions: createSessionService(deps.store, now),
    rateLimiter: createRateLimiter(deps.store, now, log),
    recipes,
    catalog,
    catalogResponses: createResponseCache(deps.store, 'catalog_version', CATALOG_CACHE_LIMITS),
    communityResponses: createResponseCache(deps.store, 'community_version', COMMUNITY_CACHE_LIMITS),
    renderedPages: createResponseCache(deps.store, 'catalog_version', PAGE_CACHE_LIMITS),
    catalogChanges: createCatalogChangesService(deps.store, recipes, now),
    idempotency: createIdempotencyService(deps.store, now),
    media,
    community: createCommunityService(deps.store, media, now),
    account: createAccountService(deps.store, now, deps.scryptCost ?? PRODUCTION_SCRYPT_COST),
    children: createChildrenService(deps.store, now),
    ai: createAssistant({
      provider: createAiProvider(deps.config, { tips: () => catalog.tips(), recipes: everyRecipe }),
      catalog: everyRecipe,
      log,
    }),
    startedAt: now(),
  };
  return { ...base, admin: createAdminService(base) };
}

const describeCause = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

const writeChecks: MiddlewareHandler<AppEnv> = every(
  originCheck,
  jsonBodiesOnly,
  bodyLimits,
  loadSession,
  idempotency,
);

export function createApp(deps: AppDeps) {
  const services = deps.services ?? createServices(deps);
  const { log } = services;

  const api = new Hono<AppEnv>()
    // Reads pass straight to the session; writes go through every check first. One layer
    // instead of five on the path every read takes.
    .use((c, next) => (isStateChanging(c.req.method) ? writeChecks(c, next) : loadSession(c, next)))
    .route('/', healthRoutes)
    .route('/', authRoutes)
    .route('/', accountRoutes)
    .route('/', recipeRoutes)
    .route('/', catalogRoutes)
    .route('/', mediaRoutes)
    .route('/', communityRoutes)
    .route('/', childrenRoutes)
    .route('/', chatbotRoutes)
    .route('/admin', adminRoutes);

  const app = new Hono<AppEnv>();
  // First: every request gets its id and its line in the log, whatever answers it.
  app.use(accessLog(log));
  // Slow bodies cut off; a refusal before the body arrived closes the connection.
  app.use(requestBodies(services.config.BODY_DEADLINE_MS));
  // Only the host names this server is (PUBLIC_ORIGIN's, ALLOWED_HOSTS, loopback): no DNS rebinding.
  app.use(hostCheck(services.config));
  // JSON, HTML, JS, CSS and SVG shrink to a fifth: it matters on a phone's connection.
  app.use(compress);
  app.use(securityHeaders);
  app.use(async (c, next) => {
    c.set('services', services);
    c.set('clientIp', clientIp(c, services.config.TRUST_PROXY));
    await next();
  });
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));

  if (deps.staticRoot && fs.existsSync(path.join(deps.staticRoot, 'index.html'))) {
    mountStatic(app, deps.staticRoot, services);
  }

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      const own = err instanceof ApiError ? err : undefined;
      const message = err.message || (err.status === 413 ? 'Request body is too large' : 'Bad request');
      // "Busy, try again" (a 503 with Retry-After: hashing or encoding queues full) is load, not a fault.
      if (err.status === 503 && own?.headers?.['Retry-After']) {
        log.warn(`${c.req.method} ${c.req.path}: busy (${err.message})`);
      } else if (err.status >= 500) log.error(`${c.req.method} ${c.req.path}`, err);
      return c.json({ message, ...own?.extra }, err.status, own?.headers);
    }
    if (err instanceof DatabaseUnavailableError) {
      // PostgreSQL restarting or out of reach: the next request tries again, no restart needed.
      log.warn(`${c.req.method} ${c.req.path}: database unavailable (${describeCause(err.cause)})`);
      return c.json(
        {
          message: 'SproutPlate cannot reach its database just now. Please try again in a moment.',
          requestId: c.get('requestId'),
        },
        503,
        { 'Retry-After': '5', 'Cache-Control': 'no-store' },
      );
    }
    log.error(`${c.req.method} ${c.req.path} failed`, err);
    // The request's id, for a parent to quote: the log line with the error carries it too.
    return c.json(
      { message: 'Something went wrong on our side. Please try again.', requestId: c.get('requestId') },
      500,
    );
  });
  return app;
}

/** Hashed assets for a year; the shell, the service worker and the manifest always checked; the rest a day. */
function fileCacheControl(requestPath: string): string {
  if (requestPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (/(?:\/sw\.js|\/index\.html|\.webmanifest)$/.test(requestPath)) return 'no-cache';
  return 'public, max-age=86400';
}

/** Serves the built PWA: hashed assets for a year, the shell and worker always fresh. */
function mountStatic(app: Hono<AppEnv>, root: string, services: Services) {
  const relativeRoot = path.relative(process.cwd(), root) || '.';
  const page = createPageServer({
    staticRoot: root,
    log: services.log,
    renderedPages: services.renderedPages,
    // The API in this process, as the visitor: their cookie, their connection (rate limits, logs).
    fetchApi: async (c, address) => {
      const headers = new Headers();
      const cookie = c.req.header('cookie');
      if (cookie) headers.set('cookie', cookie);
      // Its log line carries the screen's request id.
      headers.set('x-request-id', c.get('requestId'));
      const env: PageCallEnv = { ...(c.env as object), pageCall: true };
      const res = await app.fetch(new Request(new URL(address, c.req.url), { headers }), env);
      return { status: res.status, body: res.ok ? await res.json() : null };
    },
  });
  // Every address without a file extension is a screen of the PWA (or its 404 card); the shell
  // itself, /index.html, stays plain for the service worker.
  app.get('*', (c, next) => (path.extname(c.req.path) ? next() : page(c)));
  const files = serveStatic({
    root: relativeRoot,
    // The build's brotli and gzip copies of its scripts and styles (scripts/precompress.ts).
    precompressed: true,
  });
  // The caching of a file found, set on its answer (serveStatic's onFound comes after the answer is
  // made, where only @hono/node-server's own Response would still see a header added).
  app.use('*', async (c, next) => {
    let missing = false;
    const found = await files(c, async () => {
      missing = true;
      await next();
    });
    if (missing || !found) return;
    found.headers.set('Cache-Control', fileCacheControl(c.req.path));
    return found;
  });
  app.get('*', (c) => c.text('Not found', 404));
}

export type AppType = ReturnType<typeof createApp>;
