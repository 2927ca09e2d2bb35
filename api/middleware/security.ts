/**
 * Request hygiene for the API: security headers on every response, the Origin
 * check on state-changing requests, body size limits and JSON-only bodies.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { BODY_LIMITS } from '../../shared/constants';
import type { AppEnv } from '../context';
import { ApiError } from '../lib/http';

/** Only our own origin; images may also be data: and blob: URLs (previews, offline copies). */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
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

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refuses state-changing requests that a browser sent from another site. */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (STATE_CHANGING.has(c.req.method)) {
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const own = new URL(c.req.url).origin;
    if ((origin && origin !== 'null' && origin !== own) || origin === 'null' || site === 'cross-site') {
      throw new ApiError(403, 'Cross-origin request refused');
    }
  }
  await next();
};

/** Bodies must be JSON; requests without a body (save, like, logout) are fine. */
export const jsonBodiesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (STATE_CHANGING.has(c.req.method)) {
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
  const rule = BODY_LIMITS.find((r) => r.method === c.req.method && r.pattern.test(c.req.path));
  const maxSize = rule?.bytes ?? BODY_LIMITS_DEFAULT;
  return bodyLimit({ maxSize, onError: tooLarge(maxSize) })(c, next);
};
