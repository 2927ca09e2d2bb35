import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet as get } from '../test/harness';
import { acceptsBrotli, acceptsGzip, compress, MIN_BYTES } from './compress';

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as RFC 9110 does', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
  });
});

// Through a real Node server: @hono/node-server's light answers are what production compresses.
describe('compress, on a real server', () => {
  const big = {
    items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `carrot and apple purée ${i}` })),
  };
  const app = new Hono();
  app.use(compress);
  app.get('/big', (c) => c.json(big));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/error', (c) => c.json({ message: 'x'.repeat(MIN_BYTES * 2) }, 400));
  app.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(big);
  });
  app.get('/page', (c) => c.html(`<!doctype html><p>${'Feeding a toddler. '.repeat(200)}</p>`));
  let server: ReturnType<typeof serve>;
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('gzips a large JSON answer for a client that takes gzip, byte for byte the same JSON', async () => {
    const res = await get(port, '/big', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toEqual(big);
  });

  it('sends it plain to a client that does not take gzip, or refuses it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip;q=0, br' }] as Record<string, string>[]) {
      const res = await get(port, '/big', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(JSON.parse(res.body.toString('utf8'))).toEqual(big);
    }
  });

  it('leaves a small answer as it is, and still compresses error answers of size', async () => {
    const small = await get(port, '/small', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ ok: true });
    const error = await get(port, '/error', { 'accept-encoding': 'gzip' });
    expect(error.status).toBe(400);
    expect(error.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(error.body).toString('utf8')).message).toHaveLength(MIN_BYTES * 2);
  });

  it('respects Cache-Control: no-transform', async () => {
    const res = await get(port, '/no-transform', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(big);
  });

  it('still compresses pages (streamed answers)', async () => {
    const res = await get(port, '/page', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString('utf8')).toContain('Feeding a toddler.');
  });

  it('sends a page as brotli to a browser that takes it, smaller than gzip', async () => {
    const res = await get(port, '/page', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    const page = brotliDecompressSync(res.body).toString('utf8');
    expect(page).toBe(`<!doctype html><p>${'Feeding a toddler. '.repeat(200)}</p>`);
    const gz = await get(port, '/page', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBeLessThan(gz.body.length);
  });
});

describe('compress, on answers that are streams', () => {
  const stream = (text: string) =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      }),
      { headers: { 'content-type': 'application/json' } },
    );
  const large = JSON.stringify({
    tips: Array.from({ length: 100 }, (_, i) => `Offer water with meals ${i}`),
  });
  const app = new Hono();
  app.use(compress);
  app.get('/large', () => stream(large));
  app.get('/small', () => stream('{"ok":true}'));

  it('reads the stream, gzips a large answer and puts a small one back untouched', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const gz = await app.request('http://localhost/large', { headers });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(large);
    const small = await app.request('http://localhost/small', { headers });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-type')).toBe('application/json');
    expect(await small.json()).toEqual({ ok: true });
  });
});
