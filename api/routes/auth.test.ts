import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../services/sessions';
import { createTestApp } from '../test/harness';

describe('accounts API', () => {
  it('registers, signs the person in with a safe cookie, and never shows the hash', async () => {
    const { client } = await createTestApp();
    const c = client();
    const res = await c.post('/api/register', {
      username: 'Maya',
      password: 'correct-horse-battery',
      email: 'Maya@Example.com',
      name: 'Maya R',
      confirmPassword: 'correct-horse-battery',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'Maya',
      email: 'maya@example.com',
      name: 'Maya R',
      isAdmin: false,
    });
    expect(Object.keys(res.body).sort()).toEqual(['createdAt', 'email', 'id', 'isAdmin', 'name', 'username']);
    expect(res.text).not.toMatch(/scrypt|password|token/i);

    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sp_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');

    const me = await c.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('Maya');
  });

  it('stores only a hash of the session token', async () => {
    const { client, store } = await createTestApp();
    const c = client();
    await c.register('hashcheck');
    const token = c.cookie!.split('=')[1]!;
    const rows = await store.all<{ id: string }>('SELECT id FROM sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets Secure on the cookie when COOKIE_SECURE is true', async () => {
    const { client } = await createTestApp({ COOKIE_SECURE: 'true' });
    const res = await client().post('/api/register', {
      username: 'secure1',
      password: 'correct-horse-battery',
    });
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });

  it('answers 401 for GET /api/user when nobody is signed in', async () => {
    const { client } = await createTestApp();
    const res = await client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not signed in' });
  });

  it('refuses a taken username, whatever its case, with 409', async () => {
    const { client } = await createTestApp();
    await client().register('sam');
    const res = await client().post('/api/register', { username: 'SAM', password: 'another-password' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Username already exists' });
  });

  it.each([
    [{ password: 'correct-horse-battery' }, 'username', 'Username is required'],
    [{ username: '', password: 'correct-horse-battery' }, 'username', 'Username is required'],
    [{ username: 'shortpw', password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ username: 'nopw' }, 'password', 'Password is required'],
    [
      { username: 'bademail', password: 'correct-horse-battery', email: 'not-an-email' },
      'email',
      'Please enter a valid email address',
    ],
  ])('validates registration %#: %s', async (body, field, message) => {
    const { client, store } = await createTestApp();
    const res = await client().post('/api/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
    expect(await store.get('SELECT count(*) AS n FROM users')).toEqual({ n: 0 });
  });

  it('signs in with the right password and rotates the session token', async () => {
    const { client } = await createTestApp();
    const c = client();
    await c.register('lena', 'lena-password-1');
    const before = c.cookie;
    const res = await c.post('/api/login', { username: 'LENA', password: 'lena-password-1' });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('lena');
    expect(c.cookie).not.toBe(before);

    // The token from before the sign-in no longer works.
    const stale = client();
    stale.cookie = before;
    expect((await stale.get('/api/user')).status).toBe(401);
    expect((await c.get('/api/user')).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown username', async () => {
    const { client } = await createTestApp();
    await client().register('omar', 'omar-password-1');
    const wrong = await client().post('/api/login', { username: 'omar', password: 'not-the-password' });
    const unknown = await client().post('/api/login', { username: 'nobody', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('validates login with the spec messages', async () => {
    const { client } = await createTestApp();
    expect((await client().post('/api/login', { password: 'x' })).body).toMatchObject({
      message: 'Username is required',
    });
    expect((await client().post('/api/login', { username: 'x', password: '' })).body).toMatchObject({
      message: 'Password is required',
    });
  });

  it('rate limits repeated failed sign-ins with 429 and Retry-After, then lets the person back', async () => {
    const { client, clock } = await createTestApp();
    await client().register('target', 'target-password');
    for (let i = 0; i < 10; i++) {
      const res = await client().post('/api/login', { username: 'target', password: `guess-${i}-wrong` });
      expect(res.status).toBe(401);
    }
    const limited = await client().post('/api/login', { username: 'target', password: 'target-password' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many failed sign-in attempts/);

    clock.now += 16 * 60 * 1000;
    const after = await client().post('/api/login', { username: 'target', password: 'target-password' });
    expect(after.status).toBe(200);
  });

  it('logs out: the session is deleted and its token no longer works', async () => {
    const { client, store } = await createTestApp();
    const c = client();
    await c.register('nora');
    const token = c.cookie;
    const res = await c.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/sp_session=;.*Max-Age=0/);
    expect(await store.get('SELECT count(*) AS n FROM sessions')).toEqual({ n: 0 });
    const replay = client();
    replay.cookie = token;
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('ends a session after the idle limit and after the absolute limit', async () => {
    const { client, clock } = await createTestApp();
    const idle = client();
    await idle.register('idler');
    clock.now += SESSION_IDLE_MS + 1000;
    expect((await idle.get('/api/user')).status).toBe(401);

    const busy = client();
    await busy.register('busy');
    const start = clock.now;
    // Used every week, it still ends at the absolute limit.
    while (clock.now < start + SESSION_ABSOLUTE_MS - 7 * 24 * 3600 * 1000) {
      clock.now += 7 * 24 * 3600 * 1000;
      expect((await busy.get('/api/user')).status).toBe(200);
    }
    clock.now = start + SESSION_ABSOLUTE_MS + 1000;
    expect((await busy.get('/api/user')).status).toBe(401);
  });

  it('sees a session ended or an account changed straight in the database at once, though sessions are kept in memory', async () => {
    const { client, store } = await createTestApp();
    const c = client();
    const user = await c.register('ines');
    expect((await c.get('/api/user')).status).toBe(200);
    expect((await c.get('/api/user')).status).toBe(200); // now answered from memory
    // Straight to the database, past the services; another process's writes: api/services/versions.test.ts.
    await store.run('UPDATE users SET is_admin = 1 WHERE id = ?', [user.id]);
    expect((await c.get<{ isAdmin: boolean }>('/api/user')).body.isAdmin).toBe(true);
    await store.run('DELETE FROM sessions WHERE user_id = ?', [user.id]);
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('rate limits registrations from one address', async () => {
    const { client } = await createTestApp();
    for (let i = 0; i < 10; i++) await client().register(`family${i}`);
    const res = await client().post('/api/register', {
      username: 'family10',
      password: 'correct-horse-battery',
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
