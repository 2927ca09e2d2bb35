/**
 * Request hygiene for the API: security headers on every response, the Origin
 * check on state-changing requests, body size limits and JSON-only bodies, and a
 * deadline for bodies to arrive.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { BODY_LIMITS } from '../../shared/constants';
import { isStateChanging } from '../../shared/lib/http-methods';
import { PAGE_INIT_SCRIPT } from '../../shared/lib/page-init';
import type { AppEnv } from '../context';
import type { Config } from '../env';
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

/**
 * Headers that only a document (or a worker) reads: a script, a stylesheet, a raster picture or
 * a font is never one, so on those they are about 700 bytes of every answer for nothing. On a
 * phone's first visit over HTTP/1.1 (no header compression) a page's dozen scripts and pictures
 * would carry 10 KB of them, downloaded before the page can be hydrated. A picture that can be a
 * document (SVG), the pages and the service worker keep them all.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The types of files that are never a document: scripts, stylesheets, raster pictures, fonts. */
const SUBRESOURCE_TYPE =
  /^(?:text\/javascript|application\/javascript|text\/css|image\/(?:webp|png|jpeg|gif|avif|x-icon|vnd\.microsoft\.icon)|font\/)/i;
/** Scripts whose own policy applies to what they do: the service worker. */
const WORKER_SCRIPTS = new Set(['/sw.js']);

/** True when a file sent at `path` with this Content-Type can never be a document or a worker. */
function isSubresource(path: string, contentType: string | null): boolean {
  return !WORKER_SCRIPTS.has(path) && SUBRESOURCE_TYPE.test(contentType ?? '');
}

/**
 * Security headers on every answer: the full policy on the PWA's pages and files that can be a
 * document, the headers a subresource needs on the others, the strict data policy on the API.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.path.startsWith('/api/')) {
    await documentHeaders(c, next);
    if (c.res.status < 300 && isSubresource(c.req.path, c.res.headers.get('content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
    }
    return;
  }
  await next();
  // A cached response (`complete`) carries them already.
  if (c.get('complete')) return;
  // Set on the answer itself: c.header() after the answer exists would rebuild it as a stream.
  const headers = c.res.headers;
  for (const [name, value] of API_HEADER_LIST) headers.set(name, value);
  // API answers are personal or change often, unless a route says otherwise; the service worker decides what to keep.
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
};

/**
 * A state-changing request must show it comes from our own pages: an `Origin` that is our own, or,
 * where a browser sends none, `Sec-Fetch-Site: same-origin`. Anything else (another origin, "null",
 * a request that says neither) is refused, so a write can never come from another site, whatever
 * the browser. API clients send `Origin` with the public origin.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isStateChanging(c.req.method)) {
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const own = publicOrigin(c, c.get('services').config);
    const ours = origin ? origin === own : site === 'same-origin';
    if (!ours || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
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

/** The time a request's body may take to arrive: 30 s, and more for a large upload (below). */
export const BODY_DEADLINE_MS = 30_000;
/** A body over 1 MB (a picture or video) gets 1 s more for every 100 KB: a slow phone's upload still arrives. */
const SLOW_UPLOAD_BYTES_PER_SECOND = 100 * 1024;
const LARGE_BODY_BYTES = 1024 * 1024;

/** How long a body of this declared size may take to arrive (the time is the whole body's). */
export function bodyDeadlineMs(declaredBytes: number | undefined, base = BODY_DEADLINE_MS): number {
  if (declaredBytes === undefined || declaredBytes <= LARGE_BODY_BYTES) return base;
  return base + Math.ceil((declaredBytes / SLOW_UPLOAD_BYTES_PER_SECOND) * 1000);
}

type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse };

/**
 * Request bodies on a real connection (not in-process calls):
 * - a body trickled in slowly is cut off at its deadline (`bodyDeadlineMs`) with a 408 and the
 *   connection closed, instead of holding a connection and a handler for minutes;
 * - an answer given before the body has fully arrived (a refusal: 413, 415, 403, 401 ...) says
 *   `Connection: close`. The server then stops reading, and the client opens a new connection
 *   for its next request instead of reusing one that is about to close under it.
 */
export function requestBodies(baseDeadlineMs = BODY_DEADLINE_MS): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { incoming, outgoing } = (c.env ?? {}) as NodeBindings;
    if (!incoming || !outgoing || incoming.complete || !isStateChanging(c.req.method)) return next();
    const length = c.req.header('content-length');
    const declared = length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined;
    if (declared === 0) return next();
    const timer = setTimeout(
      () => {
        if (incoming.complete) return;
        c.get('services')?.log.warn(
          `${c.req.method} ${c.req.path}: the request body did not arrive within ${Math.round(
            bodyDeadlineMs(declared, baseDeadlineMs) / 1000,
          )} s; connection closed`,
        );
        if (!outgoing.headersSent) {
          const body = JSON.stringify({ message: 'The request took too long to arrive. Please try again.' });
          outgoing.writeHead(408, {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            connection: 'close',
          });
          outgoing.end(body);
          // The handler still waiting for the body answers later, into a finished response: nothing to send.
          outgoing.writeHead = () => outgoing;
        }
        incoming.socket?.destroySoon?.();
      },
      bodyDeadlineMs(declared, baseDeadlineMs),
    );
    timer.unref();
    incoming.once('end', () => clearTimeout(timer));
    incoming.once('close', () => clearTimeout(timer));
    try {
      await next();
    } finally {
      if (!incoming.complete) {
        try {
          c.res.headers.set('Connection', 'close');
        } catch {
          // An answer with fixed headers (none of ours): the server's own draining closes it.
        }
      }
    }
  };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'];
const isLoopback = (host: string) => LOOPBACK_HOSTS.includes(host) || /^127\./.test(host);

/** The host name of a Host header value: no port, no brackets, lower case, no final dot. */
export function hostName(value: string): string {
  const v = value.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
  const name = bracketed ? bracketed[1]! : v.replace(/:\d+$/, '');
  return name.replace(/\.$/, '');
}

/**
 * The host names this server answers for, or null for any: PUBLIC_ORIGIN's, ALLOWED_HOSTS and
 * the loopback names. With neither set, a server behind a trusted proxy (which decides what
 * reaches it) or listening on a public address answers any host (it cannot know its name; the
 * start-up log says to set PUBLIC_ORIGIN); one on a loopback address answers only loopback
 * names, which is what closes DNS rebinding on a developer's machine.
 */
export function allowedHosts(
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS' | 'HOST' | 'TRUST_PROXY'>,
): ReadonlySet<string> | null {
  const extra = config.ALLOWED_HOSTS ?? [];
  const named = Boolean(config.PUBLIC_ORIGIN) || extra.length > 0;
  if (!named && (config.TRUST_PROXY || !isLoopback(hostName(config.HOST)))) return null;
  return new Set([
    ...LOOPBACK_HOSTS,
    ...(config.PUBLIC_ORIGIN ? [hostName(new URL(config.PUBLIC_ORIGIN).host)] : []),
    ...extra,
  ]);
}

/**
 * Refuses a request for a host this server is not (421 Misdirected Request): a page that a
 * DNS-rebinding site gets a browser to load from it reads nothing. Behind a trusted proxy the
 * host checked is the one the proxy forwards.
 */
export function hostCheck(
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS' | 'HOST' | 'TRUST_PROXY'>,
): MiddlewareHandler<AppEnv> {
  const allowed = allowedHosts(config);
  return async (c, next) => {
    if (!allowed) return next();
    const forwarded = config.TRUST_PROXY
      ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
      : undefined;
    const raw = forwarded || c.req.header('host') || new URL(c.req.url).host;
    if (allowed.has(hostName(raw)) || isLoopback(hostName(raw))) return next();
    return c.json({ message: 'This server does not answer for that host name' }, 421, {
      'Cache-Control': 'no-store',
    });
  };
}
