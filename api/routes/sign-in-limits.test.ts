/**
 * Sign-in limits hold against guesses sent all at once: no more attempts are hashed than the
 * limits allow, per account and per address. Only a wrong password is a failure: attempts refused
 * before hashing count against nothing, so right passwords sent all at once lock nobody out.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { LOGIN_FAILURES_PER_IP, LOGIN_FAILURES_PER_USER, SIGN_IN_BUSY } from './auth';

describe('sign-in limits', () => {
  it('refuses concurrent guesses past the per-account limit without trying them', async () => {
    const t = await createTestApp();
    await t.client().register('guessme');
    const verify = t.services().users.authenticate;
    let tried = 0;
    t.services().users.authenticate = async (...args) => {
      tried++;
      return verify(...args);
    };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.client().post('/api/login', { username: 'GuessMe', password: `wrong-guess-${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_PER_USER.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_FAILURES_PER_USER.limit);
    expect(tried).toBe(LOGIN_FAILURES_PER_USER.limit);
    // The right password is refused too until the window passes.
    const right = await t
      .client()
      .post('/api/login', { username: 'guessme', password: 'correct-horse-battery' });
    expect(right.status).toBe(429);
    t.clock.now += 16 * 60 * 1000;
    expect(
      (await t.client().post('/api/login', { username: 'guessme', password: 'correct-horse-battery' }))
        .status,
    ).toBe(200);
  });

  it('limits one address guessing across many accounts', async () => {
    const t = await createTestApp();
    const answers = [];
    for (let i = 0; i < LOGIN_FAILURES_PER_IP.limit + 5; i++) {
      answers.push(
        (await t.client().post('/api/login', { username: `someone${i}`, password: 'a-guess-123' })).status,
      );
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_PER_IP.limit);
    expect(answers.slice(LOGIN_FAILURES_PER_IP.limit).every((s) => s === 429)).toBe(true);
  });

  it('gives a successful sign-in its attempt back, so signing in often is never limited', async () => {
    const t = await createTestApp();
    await t.client().register('oftenparent');
    for (let i = 0; i < LOGIN_FAILURES_PER_IP.limit + 5; i++) {
      const res = await t
        .client()
        .post('/api/login', { username: 'oftenparent', password: 'correct-horse-battery' });
      expect(res.status).toBe(200);
    }
  });

  it('locks nobody out after 50 right passwords sent at once from one address', async () => {
    const t = await createTestApp();
    for (const name of ['burstparent', 'otherparent', 'thirdparent']) await t.client().register(name);
    const right = { username: 'burstparent', password: 'correct-horse-battery' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.client().post('/api/login', right)));
    const refused = answers.filter((a) => a.status !== 200);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      // Refused before hashing: busy, with a short wait and a message that does not say "failed".
      expect([429, 503]).toContain(answer.status);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(5);
      const message = (answer.body as { message: string }).message;
      expect(message).not.toMatch(/fail/i);
      if (answer.status === 429) expect(message).toBe(SIGN_IN_BUSY);
    }
    // At once, without waiting: this account, and the others from the same address.
    for (const name of ['burstparent', 'otherparent', 'thirdparent']) {
      const res = await t.client().post('/api/login', { username: name, password: 'correct-horse-battery' });
      expect(res.status, name).toBe(200);
    }
    // A burst over several accounts from the same address signs every one in.
    const again = await Promise.all(
      ['burstparent', 'otherparent', 'thirdparent', 'burstparent'].map((username) =>
        t.client().post('/api/login', { username, password: 'correct-horse-battery' }),
      ),
    );
    expect(again.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // The password change from that address is not refused either.
    const parent = t.client();
    await parent.post('/api/login', right);
    const changed = await parent.post(
      '/api/account/password',
      { currentPassword: 'correct-horse-battery', newPassword: 'a-brand-new-carrot-9' },
      { origin: 'http://localhost' },
    );
    expect(changed.status, changed.text).toBe(200);
  });

  it('counts nothing for attempts refused before hashing: the limit is spent by wrong passwords only', async () => {
    const t = await createTestApp();
    await t.client().register('carefulparent');
    // Twice the per-account limit of right passwords at once, then wrong ones one by one: the account
    // is throttled only after as many wrong passwords as the limit allows.
    await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_USER.limit * 2 }, () =>
        t.client().post('/api/login', { username: 'carefulparent', password: 'correct-horse-battery' }),
      ),
    );
    const wrong = [];
    for (let i = 0; i < LOGIN_FAILURES_PER_USER.limit + 1; i++) {
      wrong.push(
        (await t.client().post('/api/login', { username: 'carefulparent', password: `nope-${i}` })).status,
      );
    }
    expect(wrong.slice(0, LOGIN_FAILURES_PER_USER.limit).every((s) => s === 401)).toBe(true);
    expect(wrong.at(-1)).toBe(429);
  });

  it('refuses the most common breached passwords at sign-up', async () => {
    const t = await createTestApp();
    for (const password of ['password123', 'Iloveyou1', 'qwertyuiop', '1q2w3e4r5t']) {
      const res = await t
        .client()
        .post('/api/register', { username: `common${password.length}${password[0]}`, password });
      expect(res.status, password).toBe(400);
      expect((res.body as { message: string; field: string }).field).toBe('password');
      expect((res.body as { message: string }).message).toMatch(/most common/);
    }
    expect(
      (await t.client().post('/api/register', { username: 'uncommon', password: 'purple-carrot-mash-7' }))
        .status,
    ).toBe(201);
  });
});
