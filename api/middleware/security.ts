/**
 * Request hygiene for the API: security headers on every response, the Origin
 * check on state-changing requests, body size limits and JSON-only bodies.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { BODY_LIMITS } from '../../shared/constants';
import { isStateChanging } from '../../shared/lib/http-methods';
import { PAGE_INIT_SCRIPT } from '../../shared/lib/page-init';
import type { AppEnv } from '../context';
import { ApiError } from '../lib/http';
import { publicOrigin } from '../lib/public-origin';

/** Only our own origin; images may also be data: and blob: URLs (previews, offline copies). */
const documentHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // Our own files, and the one inline script (the theme before the first paint, then the app's code).
    scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(PAGE_INIT_SCRIPT).digest('base64')}'`],
    // Chakra UI (Emotion) inserts <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});

/**
 * API answers are data, never a page: nothing may load from them, frame them or
 * sniff them into something else, and other sites may not read them. The
 * document-only headers (opener policy, permissions, DNS prefetch, the XSS
 * auditor) mean nothing on JSON and would double every answer's header bytes.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});
const API_HEADER_LIST = Object.entries(API_SECURITY_HEADERS);

/** Security headers on every answer: the full policy on the PWA's files, the strict data policy on the API. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.path.startsWith('/api/')) return documentHeaders(c, next);
  await next();
  // A cached response (`complete`) carries them already.
  if (c.get('complete')) return;
  // Set on the answer itself: c.header() after the answer exists would rebuild it as a stream.
  const headers = c.res.headers;
  for (const [name, value] of API_HEADER_LIST) headers.set(name, value);
  // API answers are personal or change often, unless a route says otherwise; the service worker decides what to keep.
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
};

/** Refuses state-changing requests that a browser sent from another site. */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isStateChanging(c.req.method)) {
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const own = publicOrigin(c, c.get('services').config);
    if ((origin && origin !== 'null' && origin !== own) || origin === 'null' || site === 'cross-site') {
      throw new ApiError(403, 'Cross-origin request refused');
    }
  }
  await next();
};

/** Bodies must be JSON; requests without a body (save, like, logout) are fine. */
export const jsonBodiesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isStateChanging(c.req.method)) {
    const length = c.req.header('content-length');
    const type = c.req.header('content-type');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if ((type !== undefined || hasBody) && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type ?? '')) {
      throw new ApiError(415, 'Content-Type must be application/json');
    }
  }
  await next();
};

const BODY_LIMITS_DEFAULT = 64 * 1024;

const tooLarge = (max: number) => () => {
  throw new ApiError(413, `Request body is too large (the limit is ${Math.round(max / 1024)} KB)`);
};

/** The body limit of a path: large for community posts (media), small elsewhere. */
export const bodyLimits: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Reading a GET's body would build a full Request object for nothing.
  if (!isStateChanging(c.req.method)) return next();
  const rule = BODY_LIMITS.find((r) => r.method === c.req.method && r.pattern.test(c.req.path));
  const maxSize = rule?.bytes ?? BODY_LIMITS_DEFAULT;
  return bodyLimit({ maxSize, onError: tooLarge(maxSize) })(c, next);
};
