/**
 * The server's log, as an operator reads it, over a whole visit: signing up, a wrong then the
 * right password, a password change, a recipe saved with an Idempotency-Key, a community post,
 * a reset link used, a refused admin call, a rate-limit refusal and a failure. Every request is
 * one JSON line with its id, and nothing secret that the visit used is anywhere in the log.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServices } from './app';
import { seedCatalog } from './db/seed';
import type { DataStore } from './db/store';
import { loadConfig } from './env';
import { createLogger } from './lib/logger';
import { TEST_SCRYPT_COST, TestClient, type TestResponse } from './test/harness';
import { limitName } from './services/rate-limit';
import { openTestStore } from './test/stores';

interface Line {
  time: string;
  level: string;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  query?: string[];
  status?: number;
  ms?: number;
  userId?: number;
  ip?: string;
  [field: string]: unknown;
}

interface Sent {
  method: string;
  path: string;
  status: number;
  reqId: string;
  /** The signed-in person's id, when the request was made signed in. */
  userId?: number;
}

const USERNAME = 'log_reader';
const PASSWORD = 'first-secret-passphrase';
const WRONG_PASSWORD = 'not-the-secret-at-all';
const NEW_PASSWORD = 'second-secret-passphrase';
const RESET_PASSWORD = 'third-secret-passphrase';
const IDEMPOTENCY_KEY = 'save-key-7f3a9c2e41b8';
const VICTIM = 'someone_guessed_at';

let store: DataStore;
let written = '';
const sent: Sent[] = [];
/** Every secret the visit used, to look for in the log. */
const secrets = new Set<string>([PASSWORD, WRONG_PASSWORD, NEW_PASSWORD, RESET_PASSWORD, IDEMPOTENCY_KEY]);
let resetToken = '';
let userId = 0;
const responses: Record<string, TestResponse> = {};

beforeAll(async () => {
  store = await openTestStore();
  const clock = { now: Date.parse('2026-11-21T12:00:00Z') };
  await seedCatalog(store, clock.now);
  const deps = {
    config: loadConfig({ LOG_LEVEL: 'debug', NODE_ENV: 'test' }),
    store,
    log: createLogger('debug', { destination: { write: (line: string) => void (written += line) } }),
    now: () => clock.now,
    scryptCost: TEST_SCRYPT_COST,
  };
  const services = createServices(deps);
  const app = createApp({ ...deps, services, staticRoot: null });
  const client = new TestClient(app);

  /** One request, remembered with the id its answer carries; every cookie it set is a secret. */
  const send = async (
    name: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    who: TestClient = client,
  ) => {
    const signedIn = who.cookie !== null && userId !== 0 ? userId : undefined;
    const res = await who.request(method, path, body, headers);
    if (who.cookie) secrets.add(who.cookie.split('=')[1]!);
    sent.push({
      method,
      path: path.split('?')[0]!,
      status: res.status,
      reqId: res.headers.get('x-request-id') ?? '',
      userId: signedIn,
    });
    responses[name] = res;
    return res;
  };

  const registered = await send('register', 'POST', '/api/register', {
    username: USERNAME,
    password: PASSWORD,
  });
  expect(registered.status, registered.text).toBe(201);
  userId = (registered.body as { id: number }).id;
  expect((await send('logout', 'POST', '/api/logout')).status).toBe(200);
  const wrong = await send('wrong', 'POST', '/api/login', { username: USERNAME, password: WRONG_PASSWORD });
  expect(wrong.status).toBe(401);
  expect((await send('login', 'POST', '/api/login', { username: USERNAME, password: PASSWORD })).status).toBe(
    200,
  );
  const changed = await send('password', 'POST', '/api/account/password', {
    currentPassword: PASSWORD,
    newPassword: NEW_PASSWORD,
  });
  expect(changed.status, changed.text).toBe(200);

  const recipes = await send('recipes', 'GET', '/api/recipes?age=1-2%20years&page=1');
  expect(recipes.status).toBe(200);
  const recipeId = (recipes.body as { recipes: { id: number }[] }).recipes[0]!.id;
  const saved = await send('save', 'POST', `/api/recipes/${recipeId}/save`, undefined, {
    'Idempotency-Key': IDEMPOTENCY_KEY,
  });
  expect(saved.status, saved.text).toBe(200);
  const posted = await send('post', 'POST', '/api/community/posts', {
    title: 'Finger food ideas',
    content: 'What did your toddler enjoy as a first finger food?',
    contentType: 'question',
  });
  expect(posted.status, posted.text).toBe(201);
  expect((await send('admin', 'GET', '/api/admin/stats')).status).toBe(403);
  const proxied = await send('proxied', 'GET', '/api/user', undefined, {
    'X-Request-Id': 'nginx-0a1b2c3d4e5f',
  });
  expect(proxied.status).toBe(200);
  await send('forged', 'GET', '/api/health', undefined, { 'X-Request-Id': 'x"}{"level":"error' });

  // A reset link, as an operator issues it; the visitor opens it, then sets a new password.
  resetToken = (await services.account.issueResetLink(userId)).token;
  secrets.add(resetToken);
  const visitor = new TestClient(app);
  await send('link', 'GET', `/reset-password?token=${resetToken}&from=email`, undefined, {}, visitor);
  const reset = await send(
    'reset',
    'POST',
    '/api/account/reset',
    { token: resetToken, newPassword: RESET_PASSWORD },
    {},
    visitor,
  );
  expect(reset.status, reset.text).toBe(200);

  // Someone guessing at another account until the limit stops them.
  const guesser = new TestClient(app);
  for (let i = 0; i < 10; i++) {
    const guess = `guess-number-${i}-for-them`;
    secrets.add(guess);
    const res = await send(
      `guess${i}`,
      'POST',
      '/api/login',
      { username: VICTIM, password: guess },
      {},
      guesser,
    );
    expect(res.status).toBe(401);
  }
  const limited = await send(
    'limited',
    'POST',
    '/api/login',
    { username: VICTIM, password: 'one-more-try' },
    {},
    guesser,
  );
  expect(limited.status).toBe(429);

  // A failure on our side: the table every signed-in request reads is gone.
  await store.run('DROP TABLE sessions');
  const failed = await send('failed', 'GET', '/api/user', undefined, {
    'X-Request-Id': 'support-case-000123',
  });
  expect(failed.status).toBe(500);
}, 60_000);

const lines = () =>
  written
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
const accessLines = () => lines().filter((line) => typeof line.status === 'number' && line.ms !== undefined);

describe('the log', () => {
  it('is one JSON object per line, each with its time, level and message', () => {
    expect(written.endsWith('\n')).toBe(true);
    for (const line of lines()) {
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(['debug', 'info', 'warn', 'error']).toContain(line.level);
      expect(typeof line.msg).toBe('string');
    }
  });

  it('has one line per request, with its id, method, path, status, time taken and address', () => {
    const access = accessLines();
    expect(access).toHaveLength(sent.length);
    for (const request of sent) {
      expect(request.reqId).not.toBe('');
      const mine = access.filter((line) => line.reqId === request.reqId);
      expect(mine, `${request.method} ${request.path}`).toHaveLength(1);
      const line = mine[0]!;
      expect(line).toMatchObject({
        level: 'info',
        method: request.method,
        path: request.path,
        status: request.status,
        msg: `${request.method} ${request.path} ${request.status}`,
      });
      expect(line.ms).toBeGreaterThanOrEqual(0);
      expect(typeof line.ip).toBe('string');
      if (request.userId !== undefined && request.status !== 500) expect(line.userId).toBe(request.userId);
    }
    // Signed-out requests carry no person.
    expect(access.find((line) => line.reqId === responses.link!.headers.get('x-request-id'))?.userId).toBe(
      undefined,
    );
    // Request ids are each request's own.
    expect(new Set(sent.map((request) => request.reqId)).size).toBe(sent.length);
  });

  it("keeps a proxy's request id, and makes a new one for an id that is not plain", () => {
    expect(responses.proxied!.headers.get('x-request-id')).toBe('nginx-0a1b2c3d4e5f');
    expect(responses.forged!.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(written).not.toContain('x\\"}{');
  });

  it('keeps only the names of a query, never its values', () => {
    const link = accessLines().find((line) => line.reqId === responses.link!.headers.get('x-request-id'));
    expect(link).toMatchObject({ path: '/reset-password', query: ['token', 'from'] });
    const search = accessLines().find(
      (line) => line.reqId === responses.recipes!.headers.get('x-request-id'),
    );
    expect(search).toMatchObject({ path: '/api/recipes', query: ['age', 'page'] });
    expect(written).not.toMatch(/1-2(%20| )years/);
  });

  it('writes failed sign-ins at warn with a tag for the account, never the username', () => {
    const failures = lines().filter((line) => line.msg === 'Sign-in failed');
    expect(failures).toHaveLength(11);
    for (const line of failures) {
      expect(line.level).toBe('warn');
      expect(line.account).toMatch(/^[0-9a-f]{12}$/);
      expect(line.reqId).toBeTruthy();
    }
    const wrong = failures.find((line) => line.reqId === responses.wrong!.headers.get('x-request-id'));
    const guesses = failures.filter((line) => line !== wrong);
    // The same account, the same tag; another account, another.
    expect(new Set(guesses.map((line) => line.account)).size).toBe(1);
    expect(wrong!.account).not.toBe(guesses[0]!.account);
    expect(written).not.toContain(VICTIM);
    expect(written).not.toContain(USERNAME);
  });

  it('writes a rate-limit refusal at warn, naming the limit but not whom it counts', () => {
    const refusals = lines().filter((line) => line.msg.startsWith('Rate limit reached'));
    expect(refusals).toEqual([
      expect.objectContaining({
        level: 'warn',
        limit: 'login:user',
        reqId: responses.limited!.headers.get('x-request-id'),
        retryAfter: expect.any(Number),
      }),
    ]);
  });

  it('names every limit without the address or the name it counts', () => {
    expect(limitName('login:ip:203.0.113.9')).toBe('login:ip');
    expect(limitName('register:ip:::1')).toBe('register:ip');
    expect(limitName('login:user:ip:user:alice')).toBe('login:user');
    expect(limitName('community:posts:user:42')).toBe('community:posts:user');
    expect(limitName('chat:user:7')).toBe('chat:user');
    expect(limitName('something:secret-value')).toBe('something:?');
  });

  it('writes a refused admin call at warn, with who asked', () => {
    const reqId = responses.admin!.headers.get('x-request-id');
    const warned = lines().filter((line) => line.reqId === reqId && line.level === 'warn');
    expect(warned).toEqual([
      expect.objectContaining({ msg: 'Admin API refused (403)', path: '/api/admin/stats', userId }),
    ]);
  });

  it('writes a failure at error with its stack and the request id its answer gives', () => {
    const res = responses.failed!;
    expect(res.headers.get('x-request-id')).toBe('support-case-000123');
    expect(res.body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'support-case-000123',
    });
    const errors = lines().filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: 'support-case-000123', msg: 'GET /api/user failed' });
    expect((errors[0]!.err as { stack: string }).stack).toMatch(/\n\s+at /);
  });

  it('never holds a password, a session cookie, an idempotency key or a reset token', () => {
    // Every cookie the visit was given, and at least one of each kind of secret.
    expect(secrets.size).toBeGreaterThanOrEqual(5 + 10 + 3);
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    for (const secret of secrets) expect(written, secret).not.toContain(secret);
  });
});
