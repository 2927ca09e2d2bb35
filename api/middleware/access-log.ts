/**
 * The access log and the request id.
 *
 * Every request gets an id: the X-Request-Id it came with when that looks like one (a proxy's,
 * such as nginx's $request_id), else a new UUID. It goes back in the answer's X-Request-Id
 * header, every line logged while the request is handled carries it as `reqId`, and a 5xx
 * answer's JSON repeats it as `requestId`, so a parent can quote it and an operator find it.
 *
 * When the answer is ready, one line describes the request: method, path (never its query's
 * values, only the parameters' names: a reset link's token must not reach the log), status,
 * milliseconds, bytes when known, the signed-in person's id and the client's address. Screens
 * and API calls are logged at info; files of the built app (scripts, styles, pictures) that were
 * found, and the page renderer's own calls to the API, at debug. A refused admin API call
 * (401/403) adds a warn line.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { inRequestScope, type Logger } from '../lib/logger';
import { requestHeader } from '../lib/request-headers';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming id is kept when it is 8 to 100 plain characters: nothing that could forge a line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,99}$/;

export function requestIdFrom(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Longest path written; the rest is cut (a path is no place for a long value anyway). */
const MAX_PATH = 300;
const MAX_QUERY_NAMES = 20;
const PLAIN_NAME = /^[A-Za-z0-9_.[\]-]{1,40}$/;

/**
 * The names of a query's parameters, never their values. A part without "=" may itself be a
 * value (`?<token>`), and a name that is not a plain word may hide one: both are written as "?".
 */
export function queryNames(url: string): string[] | undefined {
  const start = url.indexOf('?');
  if (start === -1 || start === url.length - 1) return undefined;
  const hash = url.indexOf('#', start);
  const query = url.slice(start + 1, hash === -1 ? undefined : hash);
  const names: string[] = [];
  for (const part of query.split('&')) {
    if (!part) continue;
    if (names.length === MAX_QUERY_NAMES) {
      names.push('…');
      break;
    }
    const equals = part.indexOf('=');
    const name = equals === -1 ? '' : part.slice(0, equals);
    names.push(PLAIN_NAME.test(name) ? name : '?');
  }
  return names.length > 0 ? names : undefined;
}

const isAdminApi = (p: string) => p === '/api/admin' || p.startsWith('/api/admin/');

export function accessLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdFrom(requestHeader(c, 'x-request-id'));
    c.set('requestId', reqId);
    await inRequestScope(reqId, next);
    try {
      c.res.headers.set(REQUEST_ID_HEADER, reqId);
    } catch {
      // A response whose headers can't change (one fetched as is): copied with the header added.
      c.header(REQUEST_ID_HEADER, reqId);
    }

    const status = c.res.status;
    const pathname = c.req.path;
    // The page renderer's calls to this API, made in-process for a screen (api/app.ts).
    const pageCall = (c.env as { pageCall?: true } | undefined)?.pageCall === true;
    const appFile = !pathname.startsWith('/api/') && path.extname(pathname) !== '' && status < 400;
    const level = pageCall || appFile ? 'debug' : 'info';
    const refusedAdmin = (status === 401 || status === 403) && isAdminApi(pathname);
    if (!log.isLevelEnabled(level) && !refusedAdmin) return;

    const shortPath = pathname.length > MAX_PATH ? `${pathname.slice(0, MAX_PATH)}…` : pathname;
    const user = c.get('user');
    const length = c.res.headers.get('content-length');
    const fields = {
      reqId,
      method: c.req.method,
      path: shortPath,
      query: queryNames(c.req.url),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      bytes: length === null ? undefined : Number(length),
      userId: user ? user.id : undefined,
      ip: c.get('clientIp'),
      pageCall: pageCall || undefined,
    };
    log[level](`${c.req.method} ${shortPath} ${status}`, fields);
    if (refusedAdmin) {
      log.warn(`Admin API refused (${status})`, {
        reqId,
        method: c.req.method,
        path: shortPath,
        status,
        userId: fields.userId,
        ip: fields.ip,
      });
    }
  };
}
