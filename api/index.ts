/**
 * The process entry: read the configuration, open and migrate the database,
 * seed it when empty, and serve the API and the built PWA from one process.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp, createServices } from './app';
import { DatabaseOpenError, describeDatabase, openStore } from './db/open';
import { seedIfEmpty } from './db/seed';
import { ConfigError, loadConfig, type Config } from './env';
import { createLogger } from './lib/logger';
import type { DataStore } from './db/store';
import { BODY_LIMITS } from '../shared/constants';
import { allowedHosts, bodyDeadlineMs } from './middleware/security';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const log = createLogger(config.LOG_LEVEL);
let store: DataStore;
try {
  store = await openStore(config, {
    // A connection that breaks while idle (PostgreSQL restarted) is replaced at the next query.
    onIdleError: (error) => log.warn(`Database connection lost while idle: ${error.message}`),
  });
} catch (err) {
  if (err instanceof DatabaseOpenError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const seeded = await seedIfEmpty(store);
if (seeded) log.info(`Seeded an empty database: ${seeded}`);

const staticRoot = fileURLToPath(new URL('../dist', import.meta.url));
const services = createServices({ config, store, log });
const keyed = await services.users.backfillUsernameKeys();
if (keyed) log.info(`Gave ${keyed} accounts their folded username`);
const app = createApp({ config, store, log, staticRoot, services });
const { sessions, rateLimiter, idempotency } = services;

// Headers must arrive within 20 s; a whole request within the deadline of the largest body the
// API takes (the body deadline itself is api/middleware/security.ts's, per request).
const largestBody = Math.max(...BODY_LIMITS.map((rule) => rule.bytes));
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const serverOptions = {
  headersTimeout: 20_000,
  requestTimeout: bodyDeadlineMs(largestBody, config.BODY_DEADLINE_MS) + 10_000,
};
if (!allowedHosts(config) && !config.TRUST_PROXY) {
  log.warn(
    `Answering any Host header on ${config.HOST}: set PUBLIC_ORIGIN (or ALLOWED_HOSTS) to the address visitors use, so other names are refused`,
  );
}
const server = serve(
  { fetch: app.fetch, port: config.PORT, hostname: config.HOST, serverOptions },
  (info) => {
    const host = info.address === '127.0.0.1' || info.address === '::1' ? 'localhost' : info.address;
    log.info(`SproutPlate is serving at http://${host}:${info.port} (${describeDatabase(config)})`);
  },
);
// An idle keep-alive connection stays open longer than the proxies in front keep theirs (nginx's
// upstream keepalive_timeout and most load balancers: 60 s). With Node's 5 s, the server could
// close a connection at the moment a proxy or client sends its next request on it, which that
// request meets as a reset (a 502 behind nginx).
if (server instanceof http.Server) server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;

// Expired sessions, old rate-limit windows and idempotency keys are swept hourly, off the request path.
const sweeper = setInterval(
  () => {
    void Promise.allSettled([sessions.pruneExpired(), rateLimiter.prune(), idempotency.prune()]);
  },
  60 * 60 * 1000,
);
sweeper.unref();

/** How long requests in flight may take to finish once the process is asked to stop. */
const SHUTDOWN_GRACE_MS = 10_000;
let stopping = false;

/**
 * Stops taking connections, lets the requests under way finish (idle keep-alive connections are
 * closed at once, or they would hold the server open), then closes the database and exits.
 */
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: finishing the requests in flight, then stopping`);
  clearInterval(sweeper);
  server.close(() => {
    void store.close().finally(() => process.exit(0));
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => {
    log.warn(`Requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s: stopping anyway`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

// Pictures stored before uploads were re-encoded lose their metadata (a GPS position) in the
// background, one at a time, each waiting its turn like an upload
// (docs/decisions/009-pictures-re-encoded-on-upload.md).
services.media.reencodeStoredPictures({ stopped: () => stopping, log }).catch((err: unknown) => {
  if (!stopping) log.error('Re-encoding the stored pictures stopped', err);
});
