/**
 * The account API: a person's own details, password, data and deletion, all signed in; and
 * the one-time reset link an operator issues, used signed out. A wrong current password is a
 * failed sign-in to the rate limits, by address and by username, as at POST /api/login.
 */
import { Hono, type Context } from 'hono';
import {
  ACCOUNT_MESSAGES,
  accountDeleteSchema,
  accountPatchSchema,
  exportFileName,
  passwordChangeSchema,
  passwordResetSchema,
} from '../../shared/schemas/account';
import type { AppEnv } from '../context';
import { ApiError, badRequest, tooManyRequests, validate } from '../lib/http';
import { clearSessionCookie, currentUser, requireUser, setSessionCookie } from '../middleware/auth';
import { AccountError } from '../services/account';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../services/common-passwords';
import { checkPassword, signInLimits } from './auth';

const TOO_MANY = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/**
 * Checks the signed-in person's password before a change that needs it: 429 while the sign-in
 * limits are reached, 403 naming the field when it is wrong (and counted as a failed sign-in).
 */
async function requirePassword(c: Context<AppEnv>, password: string, field: string): Promise<void> {
  const { users, log } = c.get('services');
  const user = currentUser(c);
  if (!(await checkPassword(c, user.username, TOO_MANY, () => users.authenticate(user.username, password)))) {
    log.warn('Wrong current password', { userId: user.id, ip: c.get('clientIp') });
    throw new ApiError(403, ACCOUNT_MESSAGES.wrongPassword, { field });
  }
}

/** A new password from the top of the breached lists is refused (ASVS 6.2), as at sign-up. */
function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new ApiError(400, COMMON_PASSWORD_MESSAGE, { field: 'newPassword' });
}

/** The service's refusals as API errors. */
async function answering<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AccountError) throw new ApiError(err.status, err.message);
    throw err;
  }
}

export const accountRoutes = new Hono<AppEnv>()
  .get('/account/export', requireUser, async (c) => {
    const { account, now } = c.get('services');
    const data = await answering(account.exportData(currentUser(c).id));
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(day)}"`,
      'Cache-Control': 'no-store',
    });
  })
  .patch('/account', requireUser, validate('json', accountPatchSchema), async (c) => {
    const user = await answering(
      c.get('services').account.updateProfile(currentUser(c).id, c.req.valid('json')),
    );
    return c.json(user);
  })
  .post('/account/password', requireUser, validate('json', passwordChangeSchema), async (c) => {
    const { account, sessions } = c.get('services');
    const { currentPassword, newPassword } = c.req.valid('json');
    await requirePassword(c, currentPassword, 'currentPassword');
    refuseCommonPassword(newPassword);
    const user = currentUser(c);
    // Every session ends, this one too; this device gets a new one, so it stays signed in.
    await account.changePassword(user.id, newPassword);
    setSessionCookie(c, (await sessions.create(user.id)).token);
    return c.json({
      message: 'Your password has been changed. Every other device has been signed out.',
    });
  })
  .delete('/account', requireUser, validate('json', accountDeleteSchema), async (c) => {
    const { password } = c.req.valid('json');
    await requirePassword(c, password, 'password');
    await answering(c.get('services').account.deleteAccount(currentUser(c).id));
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .post('/account/reset', validate('json', passwordResetSchema), async (c) => {
    const { account, users, rateLimiter } = c.get('services');
    const { ip } = signInLimits(c.get('clientIp'), '');
    const limit = await rateLimiter.peek(ip.key, ip.rule);
    if (limit.limited) {
      throw tooManyRequests('Too many attempts from this address. Please try again later.', limit.retryAfter);
    }
    const { token, newPassword } = c.req.valid('json');
    refuseCommonPassword(newPassword);
    const userId = await account.resetPassword(token, newPassword);
    if (userId === null) {
      await rateLimiter.hit(ip.key, ip.rule);
      throw badRequest(ACCOUNT_MESSAGES.resetInvalid, 'token');
    }
    // Someone locked out by their own wrong guesses may sign in with the new password at once.
    const user = await users.findById(userId);
    if (user) await rateLimiter.reset(signInLimits(c.get('clientIp'), user.username).user.key);
    if (c.get('user')?.id === userId) clearSessionCookie(c);
    return c.json({ message: 'Your password has been changed. Sign in with your new password.' });
  });
