/**
 * Builds a real app on a fresh database for API tests (SQLite in memory, or a
 * new PostgreSQL database in the PostgreSQL run: api/test/stores.ts), and a
 * small client that keeps its cookie like a browser does.
 */
import http from 'node:http';
import type { Services } from '../context';
import { createApp, createServices } from '../app';
import type { DataStore } from '../db/store';
import { loadConfig, type Config } from '../env';
import { createLogger } from '../lib/logger';
import { openTestStore } from './stores';
import type { ScryptCost } from '../services/passwords';

/** Cheap scrypt for tests that create many accounts; production cost is tested on its own. */
export const TEST_SCRYPT_COST = { N: 2 ** 10, r: 8, p: 1 };

export interface TestApp {
  app: ReturnType<typeof createApp>;
  store: DataStore;
  config: Config;
  clock: { now: number };
  client: () => TestClient;
  /** The services the app was built with (to look at kept state such as the catalog answers). */
  services: () => Services;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { staticRoot?: string; store?: DataStore; scryptCost?: ScryptCost } = {},
): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const store = options.store ?? (await openTestStore());
  const clock = { now: Date.parse('2026-11-21T12:00:00Z') };
  const deps = {
    config,
    store,
    log: createLogger('silent'),
    now: () => clock.now,
    scryptCost: options.scryptCost ?? TEST_SCRYPT_COST,
  };
  const services = createServices(deps);
  const app = createApp({ ...deps, services, staticRoot: options.staticRoot ?? null });
  return {
    app,
    store,
    config,
    clock,
    client: () => new TestClient(app),
    services: () => services,
  };
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class TestClient {
  cookie: string | null = null;

  constructor(private readonly app: ReturnType<typeof createApp>) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    // As a browser on our own pages does: a write says where it comes from. A test that sends
    // `origin: ''` sends none.
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())) h.origin ??= 'http://localhost';
    if (h.origin === '') delete h.origin;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    if (this.cookie) h.cookie = this.cookie;
    const res = await this.app.request(`http://localhost${path}`, init);
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      const [name, value] = (pair ?? '').split('=');
      this.cookie = value ? `${name}=${value}` : null;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = Record<string, unknown>>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  delete<T = Record<string, unknown>>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  async register(username: string, password = 'correct-horse-battery', extra: Record<string, string> = {}) {
    const res = await this.post('/api/register', { username, password, ...extra });
    if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${res.text}`);
    return res.body as { id: number; username: string; isAdmin: boolean };
  }
}

/** A raw HTTP GET: the bytes as sent, nothing decoded for us. */
export function rawGet(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}
