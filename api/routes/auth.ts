/** Accounts: GET /api/user, POST /api/register, /api/login, /api/logout. */
import { Hono, type Context } from 'hono';
import { loginSchema, registerRequestSchema } from '../../shared/schemas/user';
import type { AppEnv } from '../context';
import { ApiError, conflict, tooManyRequests, unauthorized, validate } from '../lib/http';
import { privateTag } from '../lib/logger';
import { clearSessionCookie, setSessionCookie } from '../middleware/auth';
import { usernameKey } from '../../shared/lib/username';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../services/common-passwords';
import type { RateLimitRule } from '../services/rate-limit';
import { toPublicUser, UsernameTakenError } from '../services/users';

const MINUTE = 60 * 1000;
/** Failed logins per address, and per username from anywhere. */
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { limit: 20, windowMs: 15 * MINUTE };
export const LOGIN_FAILURES_PER_USER: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };
export const REGISTRATIONS_PER_IP: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE };

/** The two sign-in limits a password guess counts against: this address, and this account from anywhere. */
export function signInLimits(clientIp: string, username: string) {
  return {
    ip: { key: `login:ip:${clientIp}`, rule: LOGIN_FAILURES_PER_IP },
    user: { key: `login:user:${usernameKey(username)}`, rule: LOGIN_FAILURES_PER_USER },
  };
}
type SignInLimits = ReturnType<typeof signInLimits>;

/**
 * Counts a password attempt against both limits before the password is hashed, so guesses sent
 * all at once are each counted and those past the limit are refused unhashed (429 with `message`).
 * Trying many accounts from one address meets the first limit.
 */
export async function countPasswordAttempt(
  c: Context<AppEnv>,
  username: string,
  message: string,
): Promise<SignInLimits> {
  const limits = signInLimits(c.get('clientIp'), username);
  for (const { key, rule } of [limits.ip, limits.user]) {
    const state = await c.get('services').rateLimiter.hit(key, rule);
    if (state.limited) throw tooManyRequests(message, state.retryAfter);
  }
  return limits;
}

/** A password that matched is not a failure: the address gets its attempt back, the account starts afresh. */
export async function passwordMatched(c: Context<AppEnv>, limits: SignInLimits): Promise<void> {
  const { rateLimiter } = c.get('services');
  await rateLimiter.release(limits.ip.key);
  await rateLimiter.reset(limits.user.key);
}

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
    if (isCommonPassword(input.password)) {
      throw new ApiError(400, COMMON_PASSWORD_MESSAGE, { field: 'password' });
    }
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
    const { users, sessions, log } = c.get('services');
    const { username, password } = c.req.valid('json');
    const limits = await countPasswordAttempt(
      c,
      username,
      'Too many failed sign-in attempts. Please try again later.',
    );
    const user = await users.authenticate(username, password);
    if (!user) {
      // Never the username (it is sometimes a password typed in the wrong box): a tag for it.
      log.warn('Sign-in failed', { account: privateTag(usernameKey(username)), ip: c.get('clientIp') });
      throw unauthorized('Invalid username or password');
    }
    await passwordMatched(c, limits);
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
