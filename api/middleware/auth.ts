/**
 * Finds the signed-in user from the session cookie, and the guards routes use:
 * requireUser (401) and requireAdmin (401, then 403).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { forbidden, unauthorized } from '../lib/http';
import { publicOrigin } from '../lib/public-origin';
import { requestCookie } from '../lib/request-headers';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../services/sessions';

export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  const token = requestCookie(c, SESSION_COOKIE);
  if (token) {
    const found = await c.get('services').sessions.resolve(token);
    if (found) {
      c.set('user', found.user);
      c.set('sessionId', found.sessionId);
    } else {
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
    }
  }
  await next();
};

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthorized();
  if (!user.isAdmin) throw forbidden("You don't have administrator privileges to access this area.");
  await next();
};

/** The signed-in user; only call after requireUser. */
export function currentUser(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** COOKIE_SECURE when set; otherwise Secure when visitors reach SproutPlate over HTTPS. */
function isSecure(c: Context<AppEnv>): boolean {
  const { config } = c.get('services');
  if (config.COOKIE_SECURE !== undefined) return config.COOKIE_SECURE;
  return publicOrigin(c, config).startsWith('https:');
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c),
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecure(c) });
}
