import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/harness';

describe('HTTP hygiene', () => {
  it('answers /api/health with the database reachable', async () => {
    const { client, store } = await createTestApp();
    const res = await client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: { engine: store.engine, reachable: true } });
  });

  it('reports a 503 when the database is gone', async () => {
    const { client, store } = await createTestApp();
    await store.close();
    const res = await client().get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'error',
      message: 'Database unreachable',
      database: { engine: store.engine, reachable: false },
    });
  });

  it('answers unknown API paths with a JSON 404, never the app', async () => {
    const { client } = await createTestApp();
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/recipes/1/nothing'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await client().request(method, path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });

  it('answers malformed JSON with 400 and creates nothing', async () => {
    const { client, store } = await createTestApp();
    const res = await client().post('/api/register', '{"username": "x", ');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Malformed JSON/i);
    expect(await store.get('SELECT count(*) AS n FROM users')).toEqual({ n: 0 });
  });

  it('answers a body that is not JSON with 415', async () => {
    const { client } = await createTestApp();
    const res = await client().post('/api/register', 'username=a&password=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Content-Type must be application/json' });
  });

  it('answers a body over the limit with 413', async () => {
    const { client, store } = await createTestApp();
    const res = await client().post('/api/register', {
      username: 'big',
      password: 'correct-horse-battery',
      name: 'x'.repeat(70 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
    expect(await store.get('SELECT count(*) AS n FROM users')).toEqual({ n: 0 });
  });

  it('refuses state-changing requests from another origin with 403', async () => {
    const { client, store } = await createTestApp();
    const body = { username: 'csrf', password: 'correct-horse-battery' };
    const foreign = await client().post('/api/register', body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: 'Cross-origin request refused' });
    const crossSite = await client().post('/api/register', body, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await store.get('SELECT count(*) AS n FROM users')).toEqual({ n: 0 });

    const own = await client().post('/api/register', body, { origin: 'http://localhost' });
    expect(own.status).toBe(201);
  });

  it('refuses a write that says neither its Origin nor Sec-Fetch-Site: same-origin', async () => {
    const { client, store } = await createTestApp();
    const parent = client();
    await parent.register('originless');
    const child = { id: '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f', name: 'Mia', birthDate: '2026-03-10' };
    const refused: Record<string, string>[] = [
      { origin: '' },
      { origin: '', 'sec-fetch-site': 'same-site' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const res = await parent.post('/api/children', child, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toEqual({ message: 'Cross-origin request refused' });
    }
    expect(await store.get('SELECT count(*) AS n FROM children')).toEqual({ n: 0 });
    // A browser that sends no Origin says where the request comes from with Sec-Fetch-Site.
    const sameOrigin = await parent.post('/api/children', child, {
      origin: '',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(201);
    // Reads need neither.
    expect((await parent.get('/api/children')).status).toBe(200);
  });

  it('sets security headers and the strict data policy on every API answer', async () => {
    const { client } = await createTestApp();
    for (const res of [await client().get('/api/health'), await client().get('/api/missing')]) {
      // JSON is never a page: nothing may load from it or frame it.
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('never sends a stack trace: unexpected errors are a plain 500', async () => {
    const { client, store } = await createTestApp();
    await store.run('DROP TABLE sessions');
    const c = client();
    c.cookie = 'sp_session=abc';
    const res = await c.get('/api/user');
    expect(res.status).toBe(500);
    // Only the message, and the request's id for a parent to quote (the same as its header).
    expect(res.body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      requestId: res.headers.get('x-request-id'),
    });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.text).not.toMatch(/at .*\.ts|SqliteError|stack/);
  });
});
