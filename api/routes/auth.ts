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

/**
 * The two sign-in limits a password guess counts against: this address, and this account from
 * anywhere. Each has its failures (wrong passwords, 15 minutes) and the attempts in flight (being
 * hashed now; a short window, so a process that dies mid-hash frees its slots within a minute).
 */
export function signInLimits(clientIp: string, username: string) {
  const ip = `login:ip:${clientIp}`;
  const user = `login:user:${usernameKey(username)}`;
  return {
    ip: { key: ip, rule: LOGIN_FAILURES_PER_IP, inFlight: `${ip}:in-flight` },
    user: { key: user, rule: LOGIN_FAILURES_PER_USER, inFlight: `${user}:in-flight` },
  };
}
type SignInLimits = ReturnType<typeof signInLimits>;

/** How long an attempt in flight holds its slot at most (a hash takes well under a second). */
const IN_FLIGHT_WINDOW_MS = MINUTE;
/** A sign-in refused because too many are in flight at once: a short wait is enough. */
export const SIGN_IN_BUSY = 'Too many sign-in attempts at once. Please try again in a moment.';
const BUSY_RETRY_AFTER_S = 2;

/**
 * Lets a password attempt be hashed, or refuses it unhashed (429 with Retry-After), before any
 * password is checked. Only wrong passwords are failures (`passwordWrong`): an attempt refused here,
 * or one whose hash could not run, counts against nothing. It is refused
 * - with `message` when the failures alone have reached a limit (wrong guesses stay throttled);
 * - with SIGN_IN_BUSY when failures and attempts in flight together would pass it: guesses sent
 *   all at once cannot get more hashes than the limit allows, and right passwords sent all at
 *   once (a client retrying, a household behind one router) cost nobody a lockout.
 * Every attempt let through must end in `passwordMatched` or `passwordWrong`, or `attemptAbandoned`.
 */
export async function countPasswordAttempt(
  c: Context<AppEnv>,
  username: string,
  message: string,
): Promise<SignInLimits> {
  const { rateLimiter } = c.get('services');
  const limits = signInLimits(c.get('clientIp'), username);
  const both = [limits.ip, limits.user];
  for (const { key, rule } of both) {
    const failures = await rateLimiter.peek(key, rule);
    if (failures.limited) throw tooManyRequests(message, failures.retryAfter);
  }
  const held: string[] = [];
  try {
    for (const { key, rule, inFlight } of both) {
      // In flight first, then the failures: a finished guess adds its failure before it frees its
      // slot, so the sum read here can only be too high, never too low.
      const flying = await rateLimiter.hit(
        inFlight,
        { limit: rule.limit, windowMs: IN_FLIGHT_WINDOW_MS },
        true,
      );
      held.push(inFlight);
      const failed = await rateLimiter.count(key, rule);
      if (failed + flying.count > rule.limit) {
        if (failed >= rule.limit)
          throw tooManyRequests(message, (await rateLimiter.peek(key, rule)).retryAfter);
        throw tooManyRequests(SIGN_IN_BUSY, BUSY_RETRY_AFTER_S);
      }
    }
  } catch (err) {
    await Promise.all(held.map((key) => rateLimiter.release(key)));
    throw err;
  }
  return limits;
}

/** A password that matched is not a failure: its slots are freed, the account starts afresh. */
export async function passwordMatched(c: Context<AppEnv>, limits: SignInLimits): Promise<void> {
  const { rateLimiter } = c.get('services');
  await rateLimiter.release(limits.ip.inFlight);
  await rateLimiter.release(limits.user.inFlight);
  await rateLimiter.reset(limits.user.key);
}

/** A wrong password: a failure against both limits, then its slots are freed (in that order). */
export async function passwordWrong(c: Context<AppEnv>, limits: SignInLimits): Promise<void> {
  const { rateLimiter } = c.get('services');
  for (const { key, rule, inFlight } of [limits.ip, limits.user]) {
    await rateLimiter.hit(key, rule, true);
    await rateLimiter.release(inFlight);
  }
}

/** An attempt whose password was never checked (the hashing queue was full, a database error). */
export async function attemptAbandoned(c: Context<AppEnv>, limits: SignInLimits): Promise<void> {
  const { rateLimiter } = c.get('services');
  await rateLimiter.release(limits.ip.inFlight);
  await rateLimiter.release(limits.user.inFlight);
}

/**
 * Checks a password under the sign-in limits: the user when it matches, null when it is wrong
 * (counted as a failure). Refusals before hashing throw 429; a full hashing queue throws its 503.
 */
export async function checkPassword<T>(
  c: Context<AppEnv>,
  username: string,
  tooMany: string,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const limits = await countPasswordAttempt(c, username, tooMany);
  let result: T | null;
  try {
    result = await check();
  } catch (err) {
    await attemptAbandoned(c, limits);
    throw err;
  }
  if (result) await passwordMatched(c, limits);
  else await passwordWrong(c, limits);
  return result;
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
    const user = await checkPassword(
      c,
      username,
      'Too many failed sign-in attempts. Please try again later.',
      () => users.authenticate(username, password),
    );
    if (!user) {
      // Never the username (it is sometimes a password typed in the wrong box): a tag for it.
      log.warn('Sign-in failed', { account: privateTag(usernameKey(username)), ip: c.get('clientIp') });
      throw unauthorized('Invalid username or password');
    }
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
