import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../db/seed';
import { createTestApp, rawGet, type TestApp } from '../test/harness';
import { requestCookie, requestHeader, type PageCallEnv } from './request-headers';

const probe = new Hono().get('/probe', (c) =>
  c.json({
    encoding: requestHeader(c, 'accept-encoding') ?? null,
    session: requestCookie(c, 'sp_session') ?? null,
  }),
);

function listen(fetch: (request: Request) => Response | Promise<Response>) {
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

describe('requestHeader and requestCookie', () => {
  it("read Node's own headers when served by Node, and the Request in-process", async () => {
    const server = await listen(probe.fetch);
    try {
      const res = await rawGet(server.port, '/probe', {
        'accept-encoding': 'br',
        cookie: 'theme=dark; sp_session=abc-_123 ; other=1',
      });
      expect(JSON.parse(res.body.toString('utf8'))).toEqual({ encoding: 'br', session: 'abc-_123' });
    } finally {
      await server.close();
    }
    const inProcess = await probe.request('/probe', {
      headers: { 'accept-encoding': 'gzip', cookie: 'sp_session=xyz' },
    });
    expect(await inProcess.json()).toEqual({ encoding: 'gzip', session: 'xyz' });
  });

  it("read a page server's own API call's headers, not those of the visitor's connection", async () => {
    const visitor = { headers: { 'accept-encoding': 'gzip', cookie: 'sp_session=visitor' } };
    const call = (env: PageCallEnv | { incoming: unknown }) =>
      probe.fetch(new Request('http://localhost/probe', { headers: { cookie: 'sp_session=own' } }), env);
    expect(
      await (await call({ incoming: visitor as unknown as IncomingMessage, pageCall: true })).json(),
    ).toEqual({ encoding: null, session: 'own' });
    // Without the mark, the connection's headers would be read: the reason for it.
    expect(await (await call({ incoming: visitor })).json()).toEqual({
      encoding: 'gzip',
      session: 'visitor',
    });
  });

  it('finds a cookie by its whole name, the first of that name, and nothing in a pair without a value', async () => {
    const session = async (cookie: string) =>
      ((await (await probe.request('/probe', { headers: { cookie } })).json()) as { session: string | null })
        .session;
    expect(await session('xsp_session=1; sp_session=2; sp_session=3')).toBe('2');
    expect(await session('sp_sessionx=1;sp_session=  4  ')).toBe('4');
    expect(await session('sp_session; theme=dark')).toBeNull();
    expect(await session('theme=dark')).toBeNull();
    expect(await session('sp_session=')).toBe('');
  });
});

// The whole API, served by Node, reads its headers from the connection.
describe('cached responses on a real server', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.store, t.clock.now);
    server = await listen(t.app.fetch);
  });
  afterAll(() => server.close());

  it('sends a cached response gzipped or plain as asked, a 304 for its ETag, and a signed-in reader their feed', async () => {
    const path = '/api/recipes?limit=50';
    const plain = await rawGet(server.port, path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await rawGet(server.port, path, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    const etag = zipped.headers.etag!;
    expect((await rawGet(server.port, path, { 'if-none-match': etag })).status).toBe(304);

    const parent = t.client();
    await parent.register('realserver');
    expect((await rawGet(server.port, '/api/community/posts')).status).toBe(401);
    const feed = await rawGet(server.port, '/api/community/posts', {
      cookie: `theme=dark; ${parent.cookie}`,
    });
    expect(feed.status).toBe(200);
    expect(feed.headers['cache-control']).toBe('no-store');
    const stale = await rawGet(server.port, '/api/user', { cookie: 'sp_session=not-a-session' });
    expect(stale.status).toBe(401);
    expect(String(stale.headers['set-cookie'])).toMatch(/^sp_session=;/);
  });
});
