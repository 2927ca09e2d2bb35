/** Accounts: GET /api/user, POST /api/register, /api/login, /api/logout. */
import { Hono } from 'hono';
import { loginSchema, registerRequestSchema } from '../../shared/schemas/user';
import type { AppEnv } from '../context';
import { conflict, tooManyRequests, unauthorized, validate } from '../lib/http';
import { clearSessionCookie, setSessionCookie } from '../middleware/auth';
import type { RateLimitRule } from '../services/rate-limit';
import { toPublicUser, UsernameTakenError } from '../services/users';

const MINUTE = 60 * 1000;
/** Failed logins per address, and per username from anywhere. */
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { limit: 20, windowMs: 15 * MINUTE };
export const LOGIN_FAILURES_PER_USER: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };
export const REGISTRATIONS_PER_IP: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE };

export const authRoutes = new Hono<AppEnv>()
  .get('/user', (c) => {
    if (!c.get('user')) throw unauthorized('Not signed in');
    return c.json(c.get('user'));
  })
  .post('/register', validate('json', registerRequestSchema), async (c) => {
    const { users, sessions, rateLimiter } = c.get('services');
    const state = await rateLimiter.hit(`register:ip:${c.get('clientIp')}`, REGISTRATIONS_PER_IP);
    if (state.limited) {
      throw tooManyRequests(
        'Too many new accounts from this address. Please try again later.',
        state.retryAfter,
      );
    }
    const input = c.req.valid('json');
    try {
      const user = await users.register(input);
      const previous = c.get('sessionId');
      if (previous) await sessions.destroy(previous);
      setSessionCookie(c, (await sessions.create(user.id)).token);
      return c.json(toPublicUser(user), 201);
    } catch (err) {
      if (err instanceof UsernameTakenError) throw conflict(err.message);
      throw err;
    }
  })
  .post('/login', validate('json', loginSchema), async (c) => {
    const { users, sessions, rateLimiter } = c.get('services');
    const { username, password } = c.req.valid('json');
    const ipKey = `login:ip:${c.get('clientIp')}`;
    const userKey = `login:user:${username.toLowerCase()}`;
    for (const [key, rule] of [
      [ipKey, LOGIN_FAILURES_PER_IP],
      [userKey, LOGIN_FAILURES_PER_USER],
    ] as const) {
      const state = await rateLimiter.peek(key, rule);
      if (state.limited) {
        throw tooManyRequests('Too many failed sign-in attempts. Please try again later.', state.retryAfter);
      }
    }
    const user = await users.authenticate(username, password);
    if (!user) {
      await rateLimiter.hit(ipKey, LOGIN_FAILURES_PER_IP);
      await rateLimiter.hit(userKey, LOGIN_FAILURES_PER_USER);
      throw unauthorized('Invalid username or password');
    }
    await rateLimiter.reset(userKey);
    // A new token at every sign-in: a token planted before sign-in is worthless.
    const previous = c.get('sessionId');
    if (previous) await sessions.destroy(previous);
    setSessionCookie(c, (await sessions.create(user.id)).token);
    return c.json(toPublicUser(user));
  })
  .post('/logout', async (c) => {
    const sessionId = c.get('sessionId');
    if (sessionId) await c.get('services').sessions.destroy(sessionId);
    clearSessionCookie(c);
    return c.json({ message: 'Signed out' });
  });
