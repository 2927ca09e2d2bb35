/**
 * Serves a route from its response cache (api/services/response-cache.ts): a
 * cached response goes out as it is, gzipped or plain; otherwise the route
 * builds it, and a 200 is stored for the next request.
 *
 * - catalogResponseCache: public catalog routes, the same for everyone.
 *   Responses carry an ETag and `no-cache`, so a phone that has one gets a 304.
 * - communityResponseCache: a signed-in reader's community pages, cached per
 *   reader and sent `no-store` like every personal response.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Services } from '../context';
import { requestHeader } from '../lib/request-headers';
import { answerBytes, asBody, replaceAnswer } from '../lib/response-body';
import type { CachedResponse, ResponseCache } from '../services/response-cache';
import { SESSION_COOKIE } from '../services/sessions';
import { acceptsGzip } from './compress';
import { API_SECURITY_HEADERS } from './security';

/** An If-None-Match list names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * The whole response, every header included, as a plain record: nothing after
 * this reads or rewrites it (`complete`), so no Headers object is ever built.
 */
function sendCached(
  c: Context<AppEnv>,
  cache: ResponseCache,
  entry: CachedResponse,
  personal: boolean,
): Response {
  c.set('complete', true);
  const headers: Record<string, string> = {
    ...API_SECURITY_HEADERS,
    'content-type': 'application/json',
    vary: 'Accept-Encoding',
  };
  if (personal) {
    headers['cache-control'] = 'no-store';
  } else {
    headers.etag = entry.etag;
    // Stored by the client but revalidated each time: the catalog may have changed; a 304 is a few bytes.
    headers['cache-control'] = 'no-cache';
    if (etagMatches(requestHeader(c, 'if-none-match'), entry.etag))
      return new Response(null, { status: 304, headers });
  }
  if (entry.gzipped && acceptsGzip(requestHeader(c, 'accept-encoding'))) {
    headers['content-encoding'] = 'gzip';
    return new Response(asBody(entry.body), { headers });
  }
  return new Response(asBody(cache.plain(entry)), { headers });
}

/** The path and query exactly as sent: two spellings of one query are two entries, which is harmless. */
function address(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

function responseCache(
  pick: (services: Services) => ResponseCache,
  keyOf: (c: Context<AppEnv>) => string | null,
  personal: boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const key = keyOf(c);
    if (key === null) return next();
    const cache = pick(c.get('services'));
    const version = await cache.version();
    const cached = cache.lookup(key, version);
    if (cached) return sendCached(c, cache, cached, personal);
    await next();
    const res = c.res;
    if (res.status !== 200 || !/^application\/json/i.test(res.headers.get('content-type') ?? '')) return;
    const { bytes } = await answerBytes(res);
    replaceAnswer(c, sendCached(c, cache, cache.store(key, bytes, version), personal));
  };
}

export const catalogResponseCache = responseCache(
  (s) => s.catalogResponses,
  // A stale session cookie is cleared by the route's own response (loadSession): let it be built.
  (c) =>
    !c.get('sessionId') && requestHeader(c, 'cookie')?.includes(`${SESSION_COOKIE}=`) ? null : address(c),
  false,
);

export const communityResponseCache = responseCache(
  (s) => s.communityResponses,
  (c) => {
    const user = c.get('user');
    return user ? `${user.id} ${address(c)}` : null;
  },
  true,
);
