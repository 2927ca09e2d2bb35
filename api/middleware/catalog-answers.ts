/**
 * Serves a public catalog route from the kept answers (api/services/catalog-answers):
 * a kept answer goes out as it is, gzipped or plain, or as a 304 when the
 * phone already has it; otherwise the route builds it, and a 200 is kept for
 * the next request. Only for routes whose answer is the same for everyone.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { answerBytes, asBody, replaceAnswer } from '../lib/response-body';
import type { CatalogAnswer, CatalogAnswers } from '../services/catalog-answers';
import { SESSION_COOKIE } from '../services/sessions';
import { acceptsGzip } from './compress';

/** An If-None-Match list names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

function send(c: Context, answers: CatalogAnswers, entry: CatalogAnswer): Response {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    etag: entry.etag,
    vary: 'Accept-Encoding',
    // Keep it, but ask each time: the catalog may have changed, and a 304 is a few bytes.
    'cache-control': 'no-cache',
  };
  if (etagMatches(c.req.header('if-none-match'), entry.etag))
    return new Response(null, { status: 304, headers });
  if (entry.gzipped && acceptsGzip(c.req.header('accept-encoding'))) {
    headers['content-encoding'] = 'gzip';
    return new Response(asBody(entry.body), { headers });
  }
  return new Response(asBody(answers.plain(entry)), { headers });
}

export const catalogAnswer: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET') return next();
  // A stale session cookie is cleared by the route's own answer (loadSession): let it be built.
  if (!c.var.sessionId && c.req.header('cookie')?.includes(`${SESSION_COOKIE}=`)) return next();
  const answers = c.var.services.catalogAnswers;
  // The path and query exactly as sent: two spellings of one query are two entries, which is harmless.
  const url = c.req.url;
  const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  const version = answers.version();
  const kept = answers.lookup(key, version);
  if (kept) return send(c, answers, kept);
  await next();
  const res = c.res;
  if (res.status !== 200 || !/^application\/json/i.test(res.headers.get('content-type') ?? '')) return;
  const { bytes } = await answerBytes(res);
  replaceAnswer(c, send(c, answers, answers.store(key, bytes, version)));
};
