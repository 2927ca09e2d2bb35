/**
 * A burst of 50 sign-ins at the production password-hashing cost, on a real connection:
 * hashes run a few at a time, the rest wait in a short queue or are refused with a 503 and
 * Retry-After, and /api/health stays fast for everyone else meanwhile.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  hashLoad,
  hashPassword,
  MAX_HASHES_IN_FLIGHT,
  MAX_HASHES_WAITING,
  PRODUCTION_SCRYPT_COST,
} from '../services/passwords';

const BURST = 50;
const PASSWORD = 'a-long-family-password';
let t: TestApp;
let server: ReturnType<typeof serve>;
let origin = '';

beforeAll(async () => {
  // Behind a proxy, so each parent signs in from an address of their own: the sign-in limits
  // (per address, per account) are not what this measures.
  t = await createTestApp({ TRUST_PROXY: 'true' }, { scryptCost: PRODUCTION_SCRYPT_COST });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
  // 50 parents, each with the same password hashed at the production cost (hashed once here).
  const hash = await hashPassword(PASSWORD, PRODUCTION_SCRYPT_COST);
  for (let i = 0; i < BURST; i++) {
    await t.store.run('INSERT INTO users (username, username_key, password_hash) VALUES (?, ?, ?)', [
      `burstparent${i}`,
      `burstparent${i}`,
      hash,
    ]);
  }
}, 30_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe('a burst of 50 sign-ins', () => {
  it('hashes a few at a time, refuses the overflow with 503 + Retry-After, and health stays under 100 ms p99', async () => {
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, hashLoad().inFlight)), 5);
    const healthTimes: number[] = [];
    let burstDone = false;
    const probe = (async () => {
      while (!burstDone) {
        const started = performance.now();
        const res = await fetch(`${origin}/api/health`);
        await res.arrayBuffer();
        healthTimes.push(performance.now() - started);
        expect(res.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        fetch(`${origin}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': `198.51.100.${i + 1}` },
          body: JSON.stringify({ username: `burstparent${i}`, password: PASSWORD }),
        }).then(async (res) => ({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: (await res.json()) as { message?: string },
        })),
      ),
    );
    burstDone = true;
    await probe;
    clearInterval(watch);

    const ok = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    expect(ok.length + busy.length).toBe(BURST);
    expect(ok.length).toBeGreaterThanOrEqual(MAX_HASHES_IN_FLIGHT + MAX_HASHES_WAITING);
    for (const refused of busy) {
      expect(refused.retryAfter).toBe('2');
      expect(refused.body.message).toMatch(/busy signing people in/);
    }
    expect(peak).toBeLessThanOrEqual(MAX_HASHES_IN_FLIGHT);
    expect(hashLoad()).toEqual({ inFlight: 0, waiting: 0 });
    expect(healthTimes.length).toBeGreaterThan(5);
    const p99 = percentile(healthTimes, 99);
    console.info(
      `health during the burst: ${healthTimes.length} probes, median ${percentile(healthTimes, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; ${ok.length} signed in, ${busy.length} refused with 503`,
    );
    expect(p99).toBeLessThan(100);
  }, 180_000);
});
