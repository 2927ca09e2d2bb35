/**
 * SproutPlate behind an HTTPS proxy, as an operator deploys it: the server is
 * asked over plain HTTP while browsers are on https://. Writes must go through,
 * cookies must be Secure, and forwarded headers must count only when the
 * operator says the proxy is theirs.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';

const body = (username: string) => ({ username, password: 'correct-horse-battery' });
/** What nginx or Caddy in front adds to a browser's request to https://sproutplate.example. */
const FROM_PROXY = {
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'sproutplate.example',
  'x-forwarded-for': '203.0.113.9',
};
const BROWSER = { origin: 'https://sproutplate.example', 'sec-fetch-site': 'same-origin' };

describe('the origin visitors use', () => {
  it('behind a trusted proxy, a write from the public https:// origin goes through, with a Secure cookie', async () => {
    const { client } = await createTestApp({ TRUST_PROXY: 'true' });
    const res = await client().post('/api/register', body('proxied1'), { ...FROM_PROXY, ...BROWSER });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
    // Another site is still refused, proxy or not.
    const foreign = await client().post('/api/register', body('proxied2'), {
      ...FROM_PROXY,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: 'Cross-origin request refused' });
  });

  it('a proxy that forwards only the protocol keeps the Host header', async () => {
    const { client } = await createTestApp({ TRUST_PROXY: 'true' });
    const res = await client().post('/api/register', body('hostonly'), {
      'x-forwarded-proto': 'https',
      host: 'sproutplate.example',
      ...BROWSER,
    });
    expect(res.status).toBe(201);
  });

  it('without TRUST_PROXY, forwarded headers are ignored: anyone can send them', async () => {
    const { client, store } = await createTestApp();
    const res = await client().post('/api/register', body('untrusted'), { ...FROM_PROXY, ...BROWSER });
    expect(res.status).toBe(403);
    expect(await store.get('SELECT count(*) AS n FROM users')).toEqual({ n: 0 });
  });

  it('a malformed forwarded host or protocol falls back to the request’s own address', async () => {
    const { client } = await createTestApp({ TRUST_PROXY: 'true' });
    const res = await client().post('/api/register', body('malformed'), {
      'x-forwarded-proto': 'gopher',
      'x-forwarded-host': 'evil.example/@sproutplate.example',
      origin: 'http://localhost',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('PUBLIC_ORIGIN decides, whatever the request or a proxy says', async () => {
    const { client } = await createTestApp({
      PUBLIC_ORIGIN: 'https://sproutplate.example/',
      TRUST_PROXY: 'true',
      // A second name the proxy serves: answered, but the origin is still PUBLIC_ORIGIN.
      ALLOWED_HOSTS: 'other.example',
    });
    const own = await client().post('/api/register', body('public1'), {
      origin: 'https://sproutplate.example',
      'x-forwarded-host': 'other.example',
    });
    expect(own.status).toBe(201);
    expect(own.headers.get('set-cookie')).toMatch(/; Secure/);
    const asSeen = await client().post('/api/register', body('public2'), { origin: 'http://localhost' });
    expect(asSeen.status).toBe(403);
  });

  it('COOKIE_SECURE=false still wins over an https:// public origin', async () => {
    const { client } = await createTestApp({
      PUBLIC_ORIGIN: 'https://sproutplate.example',
      COOKIE_SECURE: 'false',
    });
    const res = await client().post('/api/register', body('insecure'), BROWSER);
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});
