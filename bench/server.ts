/**
 * The server under test, run as its own process (`tsx bench/server.ts`). It
 * builds the product exactly as api/index.ts does, on the bench database, and
 * puts one bare JSON route in front of it on the same Hono instance and Node
 * server: GET /__bench/ceiling, the framework's own ceiling.
 *
 * Environment: the product's own variables (DATABASE_PATH or DATABASE_URL, HOST, PORT=0 for
 * any free port, LOG_LEVEL, NODE_ENV) plus BENCH_STATIC_ROOT, the built app
 * folder. When listening it prints one line, `{"port":<port>}`, on stdout. It
 * stops on SIGTERM/SIGINT, and when its parent goes away (stdin closes).
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { createApp, createServices } from '../api/app';
import { openStore } from '../api/db/open';
import { seedIfEmpty } from '../api/db/seed';
import { loadConfig } from '../api/env';
import { createLogger } from '../api/lib/logger';

/** Kept equal to CEILING_PATH in bench/load.ts. */
const CEILING_PATH = '/__bench/ceiling';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL);
const store = await openStore(config, {
  onIdleError: (error) => log.warn(`Database connection lost while idle: ${error.message}`),
});
await seedIfEmpty(store);

const staticRoot = process.env.BENCH_STATIC_ROOT || null;
const services = createServices({ config, store, log });
const product = createApp({ config, store, log, staticRoot, services });

// The ceiling answers before any of the product's middleware; everything else is the product.
const app = new Hono();
app.get(CEILING_PATH, (c) => c.json({ ok: true }));
app.route('/', product);
app.notFound((c) => c.json({ message: 'Not found' }, 404));

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info: AddressInfo) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  server.close(() => {
    void store.close().finally(() => process.exit(0));
  });
  // Keep-alive connections from the load generator may hold the server open.
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// The bench keeps stdin open; when it ends (even killed), so does this server.
process.stdin.on('end', shutdown);
process.stdin.on('close', shutdown);
process.stdin.resume();
