/**
 * Serves a route from its kept answers (api/services/answer-cache): a kept
 * answer goes out as it is, gzipped or plain; otherwise the route builds it,
 * and a 200 is kept for the next request.
 *
 * - catalogAnswer: public catalog routes, the same for everyone. Answers carry
 *   an ETag and `no-cache`, so a phone that has one gets a 304.
 * - communityAnswer: a signed-in reader's community pages, kept per reader and
 *   sent `no-store` like every personal answer.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Services } from '../context';
import { requestHeader } from '../lib/request-headers';
import { answerBytes, asBody, replaceAnswer } from '../lib/response-body';
import type { AnswerCache, KeptAnswer } from '../services/answer-cache';
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
 * The whole answer, every header included, as a plain record: nothing after
 * this reads or rewrites it (`complete`), so no Headers object is ever built.
 */
function send(c: Context<AppEnv>, cache: AnswerCache, entry: KeptAnswer, personal: boolean): Response {
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
    // Keep it, but ask each time: the catalog may have changed, and a 304 is a few bytes.
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

function keptAnswer(
  pick: (services: Services) => AnswerCache,
  keyOf: (c: Context<AppEnv>) => string | null,
  personal: boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const key = keyOf(c);
    if (key === null) return next();
    const cache = pick(c.get('services'));
    const version = cache.version();
    const kept = cache.lookup(key, version);
    if (kept) return send(c, cache, kept, personal);
    await next();
    const res = c.res;
    if (res.status !== 200 || !/^application\/json/i.test(res.headers.get('content-type') ?? '')) return;
    const { bytes } = await answerBytes(res);
    replaceAnswer(c, send(c, cache, cache.store(key, bytes, version), personal));
  };
}

export const catalogAnswer = keptAnswer(
  (s) => s.catalogAnswers,
  // A stale session cookie is cleared by the route's own answer (loadSession): let it be built.
  (c) =>
    !c.get('sessionId') && requestHeader(c, 'cookie')?.includes(`${SESSION_COOKIE}=`) ? null : address(c),
  false,
);

export const communityAnswer = keptAnswer(
  (s) => s.communityAnswers,
  (c) => {
    const user = c.get('user');
    return user ? `${user.id} ${address(c)}` : null;
  },
  true,
);
