/**
 * Two SproutPlate server processes on one database behave as one: sessions,
 * sign-out, rate limits, idempotency keys, catalog caches, counters and media
 * are shared. Runs on each engine of the test run: two processes on one
 * PostgreSQL database, or on one SQLite file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataStore } from './db/store';
import { startServer, type ServerProcess } from './test/processes';
import { openProcessDatabase } from './test/stores';

let store: DataStore;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  const database = await openProcessDatabase();
  store = database.store;
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startServer({ ...database.env, TRUST_PROXY: 'true' });
  b = await startServer({ ...database.env, TRUST_PROXY: 'true' });
}, 120_000);

afterAll(async () => {
  expect(await a?.stop()).toBe(0);
  expect(await b?.stop()).toBe(0);
}, 30_000);

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T = Record<string, unknown>>(
  server: ServerProcess,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // A write says where it comes from, as the app's pages do.
  if (method !== 'GET') headers.origin ??= server.origin;
  const res = await fetch(`${server.origin}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

const cookieOf = (answer: Answer<unknown>) => answer.headers.get('set-cookie')!.split(';')[0]!;

/**
 * Accounts made in the database with a session each (production password hashing costs a
 * quarter of a second per account; the sessions are what these tests need).
 */
async function accounts(prefix: string, n: number): Promise<{ id: number; cookie: string }[]> {
  const made: { id: number; cookie: string }[] = [];
  const t = Date.now();
  for (let i = 0; i < n; i++) {
    const user = await store.get<{ id: number }>(
      'INSERT INTO users (username, password_hash, created_at) VALUES (?, ?, ?) RETURNING id',
      [`${prefix}${i}`, 'not-a-password-hash', t],
    );
    const token = randomBytes(32).toString('base64url');
    await store.run(
      'INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      [createHash('sha256').update(token).digest('hex'), user!.id, t, t, t + 24 * 60 * 60 * 1000],
    );
    made.push({ id: user!.id, cookie: `sp_session=${token}` });
  }
  return made;
}

describe('two API servers on one database', () => {
  it('share sessions: made on one, valid on the other; signed out on one, out on the other', async () => {
    const registered = await call(a, 'POST', '/api/register', {
      body: { username: 'shared-session', password: 'correct-horse-battery' },
    });
    expect(registered.status).toBe(201);
    const cookie = cookieOf(registered);
    expect((await call(b, 'GET', '/api/user', { cookie })).body).toMatchObject({
      username: 'shared-session',
    });
    // B now keeps the session in memory; A ends it.
    expect((await call(b, 'GET', '/api/user', { cookie })).status).toBe(200);
    expect((await call(a, 'POST', '/api/logout', { cookie })).status).toBe(200);
    expect((await call(b, 'GET', '/api/user', { cookie })).status).toBe(401);
  });

  it('share rate limits: failed sign-ins counted on both, refused on both', async () => {
    const attempt = (server: ServerProcess) =>
      call(server, 'POST', '/api/login', {
        body: { username: 'nobody-here', password: 'wrong-password-1' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    // Ten failures allowed per account in 15 minutes, spread over the two servers.
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? b : a)).status).toBe(401);
    const refusedA = await attempt(a);
    const refusedB = await attempt(b);
    expect(refusedA.status).toBe(429);
    expect(refusedB.status).toBe(429);
    expect(Number(refusedB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('share idempotency keys: a request replayed on the other server is not made twice', async () => {
    const [parent] = await accounts('idem', 1);
    const request = {
      cookie: parent!.cookie,
      body: { title: 'Once only', content: 'Sent twice by the outbox', contentType: 'tip' },
      headers: { 'idempotency-key': 'outbox-replay-0001' },
    };
    const first = await call<{ id: number }>(a, 'POST', '/api/community/posts', request);
    const replay = await call<{ id: number }>(b, 'POST', '/api/community/posts', request);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    const rows = await store.get<{ n: number }>(
      "SELECT count(*) AS n FROM community_posts WHERE title = 'Once only'",
    );
    expect(rows?.n).toBe(1);
  });

  it("a catalog change made through one reaches the other's cached answers within a second", async () => {
    const [admin] = await accounts('catalog-admin', 1);
    await store.run('UPDATE users SET is_admin = 1 WHERE id = ?', [admin!.id]);
    const featured = async () =>
      (await call<{ id: number }[]>(b, 'GET', '/api/recipes/featured')).body.map((r) => r.id);
    const before = await featured();
    await featured(); // now answered from B's memory
    const recipe = await store.get<{ id: number }>(
      'SELECT id FROM recipes WHERE featured = 0 ORDER BY id LIMIT 1',
    );
    const changed = await call(a, 'PUT', `/api/admin/recipes/${recipe!.id}/featured`, {
      cookie: admin!.cookie,
      body: { featured: true },
    });
    expect(changed.status).toBe(200);
    const started = Date.now();
    let after = await featured();
    while (!after.includes(recipe!.id) && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await featured();
    }
    expect(after).toContain(recipe!.id);
    expect(before).not.toContain(recipe!.id);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps counters exact under 50 concurrent likes spread over both servers', async () => {
    const parents = await accounts('liker', 50);
    const post = await call<{ id: number }>(a, 'POST', '/api/community/posts', {
      cookie: parents[0]!.cookie,
      body: { title: 'Fifty likes', content: 'Counted by two servers', contentType: 'tip' },
    });
    expect(post.status).toBe(201);
    const answers = await Promise.all(
      parents.map((p, i) =>
        call(i % 2 ? b : a, 'POST', `/api/community/posts/${post.body.id}/like`, { cookie: p.cookie }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(parents.map(() => 200));
    const row = await store.get<{ like_count: number; rows: number }>(
      `SELECT p.like_count, (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id) AS rows
       FROM community_posts p WHERE p.id = ?`,
      [post.body.id],
    );
    expect(row).toEqual({ like_count: 50, rows: 50 });
    for (const server of [a, b]) {
      const seen = await call<{ likeCount: number }>(server, 'GET', `/api/community/posts/${post.body.id}`, {
        cookie: parents[1]!.cookie,
      });
      expect(seen.body.likeCount).toBe(50);
    }
  });

  it('serves a picture posted through one from the other, the same bytes', async () => {
    const [parent] = await accounts('pictures', 1);
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const post = await call<{ mediaUrl: string }>(a, 'POST', '/api/community/posts', {
      cookie: parent!.cookie,
      body: {
        title: 'First taste',
        content: 'Mashed banana went down well',
        contentType: 'experience',
        mediaType: 'image',
        mediaUrl: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(post.status).toBe(201);
    const res = await fetch(`${b.origin}${post.body.mediaUrl}`, { headers: { cookie: parent!.cookie } });
    expect(res.status).toBe(200);
    // Re-encoded on upload (docs/decisions/009-pictures-re-encoded-on-upload.md): WebP, the same from both.
    expect(res.headers.get('content-type')).toBe('image/webp');
    const fromA = await fetch(`${a.origin}${post.body.mediaUrl}`, { headers: { cookie: parent!.cookie } });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });
});
