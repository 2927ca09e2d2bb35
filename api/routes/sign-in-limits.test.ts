/**
 * Sign-in limits hold against guesses sent all at once: each attempt is counted before its
 * password is hashed, per account and per address.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { LOGIN_FAILURES_PER_IP, LOGIN_FAILURES_PER_USER } from './auth';

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
