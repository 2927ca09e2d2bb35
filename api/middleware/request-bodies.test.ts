/**
 * Request bodies on real connections: a refused body closes its connection (the client's next
 * request goes on a fresh one and succeeds), and a body trickled in slowly is cut off at its
 * deadline with a 408 while other requests are answered as usual.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { bodyDeadlineMs } from './security';

let t: TestApp;
let server: ReturnType<typeof serve>;
let origin = '';

beforeAll(async () => {
  t = await createTestApp({ BODY_DEADLINE_MS: '1500' });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a body refused before it arrived', () => {
  it('is answered with Connection: close, and the next request on the same client succeeds', async () => {
    const tooBig = JSON.stringify({ username: 'x'.repeat(200 * 1024), password: 'y' });
    for (let i = 0; i < 10; i++) {
      const refused = await fetch(`${origin}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: tooBig,
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.get('connection')).toBe('close');
      expect(((await refused.json()) as { message: string }).message).toMatch(/too large/);
      const next = await fetch(`${origin}/api/health`);
      expect(next.status).toBe(200);
    }
  });

  it('keeps the connection open for an answer that read its whole body', async () => {
    const res = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ username: 'nobody-here', password: 'wrong-password' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('connection')).not.toBe('close');
  });
});

describe('a body trickled in slowly', () => {
  it('is cut off at its deadline with a 408, and other requests are answered meanwhile', async () => {
    const { port } = new URL(origin);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    const started = Date.now();
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1\r\nContent-Type: application/json\r\n` +
        'Content-Length: 1000\r\n\r\n{"username":"',
    );
    // A byte every 200 ms: the body would take minutes.
    const trickle = setInterval(() => socket.writable && socket.write('a'), 200);
    try {
      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
      const end = await closed;
      expect(end - started).toBeGreaterThanOrEqual(1400);
      // At its deadline, not after the body's minutes: a bound with room for a busy machine.
      expect(end - started).toBeLessThan(15_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('took too long to arrive');
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it('gives a large upload more time: 1 s per 100 KB over 1 MB', () => {
    expect(bodyDeadlineMs(undefined)).toBe(30_000);
    expect(bodyDeadlineMs(64 * 1024)).toBe(30_000);
    expect(bodyDeadlineMs(10 * 1024 * 1024)).toBe(30_000 + 102_400);
  });
});
