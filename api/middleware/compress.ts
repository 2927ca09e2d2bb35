/**
 * Compresses answers for clients that accept it, cheaply.
 *
 * Hono's compress middleware streams every answer, even a 20-byte one, through
 * a CompressionStream on the thread pool: under load that cost the API four
 * fifths of its throughput. Here an answer whose bytes are already in memory
 * (every JSON answer) is gzipped in one synchronous call when it is worth it
 * (at least MIN_BYTES), on the thread pool only when it is large; answers that
 * are already encoded (precompressed static files, cached catalog answers) pass
 * untouched; pages (HTML, rendered per request) go out as brotli to a browser
 * that takes it, some 18 % smaller than gzip for the same work; and streamed
 * answers (static files without a precompressed copy) still go through Hono's
 * stream compression.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { compress as streamCompress } from 'hono/compress';
import { requestHeader } from '../lib/request-headers';
import { answerBytes, asBody, replaceAnswer } from '../lib/response-body';

/** Below this, gzip's header and the work outweigh the bytes saved. */
export const MIN_BYTES = 1024;
/** Above this, compression moves off the event loop so other requests keep flowing. */
const SYNC_MAX_BYTES = 128 * 1024;
/** Level 6 (zlib's default): within a few per cent of 9's size at a third of its time. */
const LEVEL = constants.Z_DEFAULT_COMPRESSION;

/**
 * Brotli's level 5 for pages: a rendered page (up to about 300 KB of HTML, most of it its styles)
 * comes out about 18 % smaller than at gzip's level 6, in about one and a half times its time.
 */
const PAGE_BROTLI_QUALITY = 5;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return accepts('gzip', acceptEncoding);
}

export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return accepts('br', acceptEncoding);
}

function accepts(wanted: string, acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  // "gzip;q=0" is a refusal; anything else naming the coding (or *) is an acceptance.
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== wanted && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Brotli of a page: on the event loop when small, on the thread pool when large. */
function brotliPage(body: Uint8Array): Promise<Buffer> | Buffer {
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  };
  return body.byteLength <= SYNC_MAX_BYTES ? brotliCompressSync(body, options) : brotliAsync(body, options);
}

/** gzip of a body already in memory: on the event loop when small, on the thread pool when large. */
export async function gzipBody(body: Uint8Array): Promise<Buffer> {
  return body.byteLength <= SYNC_MAX_BYTES
    ? gzipSync(body, { level: LEVEL })
    : gzipAsync(body, { level: LEVEL });
}

export function addVary(headers: Headers, value: string): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', value);
  else if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(value.toLowerCase())
  ) {
    headers.set('vary', `${vary}, ${value}`);
  }
}

const streamed = streamCompress();

export const compress: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // A complete answer (a kept one) is already encoded as the client asked.
  if (c.get('complete')) return;
  const res = c.res;
  const type = res.headers.get('content-type');
  if (!type || !COMPRESSIBLE.test(type) || res.headers.has('content-encoding')) return;
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304 || res.status === 206) return;
  const acceptEncoding = requestHeader(c, 'accept-encoding');
  const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '');
  const page = /^\s*text\/html/i.test(type);
  // A page for a browser that takes brotli; otherwise only JSON is known to sit in memory, and
  // HTML, scripts and styles may be file streams.
  if (page && acceptsBrotli(acceptEncoding) && !noTransform) {
    addVary(res.headers, 'Accept-Encoding');
    return encodeAnswer(c, res, 'br');
  }
  if (!/^\s*application\/json/i.test(type)) return streamed(c, async () => {});
  addVary(res.headers, 'Accept-Encoding');
  if (!acceptsGzip(acceptEncoding) || noTransform) return;
  return encodeAnswer(c, res, 'gzip');
};

/** The answer encoded, when it is large enough to be worth it; a small one goes out as it is. */
async function encodeAnswer(c: Context<AppEnv>, res: Response, coding: 'gzip' | 'br'): Promise<void> {
  const { bytes, consumed } = await answerBytes(res);
  if (bytes.byteLength < MIN_BYTES) {
    // Read as a stream, it must be put back; held in memory, it was never taken.
    if (consumed)
      replaceAnswer(c, new Response(new Uint8Array(bytes), { status: res.status, headers: res.headers }));
    return;
  }
  const headers = new Headers(res.headers);
  headers.set('content-encoding', coding);
  headers.delete('content-length');
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  const encoded = coding === 'br' ? await brotliPage(bytes) : await gzipBody(bytes);
  replaceAnswer(c, new Response(asBody(encoded), { status: res.status, headers }));
}
