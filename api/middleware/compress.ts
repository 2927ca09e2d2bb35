/**
 * Compresses answers for clients that accept it, cheaply.
 *
 * Hono's compress middleware streams every answer, even a 20-byte one, through
 * a CompressionStream on the thread pool: under load that cost the API four
 * fifths of its throughput. Here an answer whose bytes are already in memory
 * (every JSON answer) is gzipped in one synchronous call when it is worth it
 * (at least MIN_BYTES), on the thread pool only when it is large; answers that
 * are already encoded (precompressed static files, cached catalog answers) pass
 * untouched; and streamed answers (static files without a precompressed copy)
 * still go through Hono's stream compression.
 */
import { promisify } from 'node:util';
import { constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
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

const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  // "gzip;q=0" is a refusal; anything else naming gzip (or *) is an acceptance.
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
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
  // Only JSON is known to sit in memory; HTML, scripts and styles may be file streams.
  if (!/^\s*application\/json/i.test(type)) return streamed(c, async () => {});
  addVary(res.headers, 'Accept-Encoding');
  if (!acceptsGzip(requestHeader(c, 'accept-encoding'))) return;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
  const { bytes, consumed } = await answerBytes(res);
  if (bytes.byteLength < MIN_BYTES) {
    // Read as a stream, it must be put back; held in memory, it was never taken.
    if (consumed)
      replaceAnswer(c, new Response(new Uint8Array(bytes), { status: res.status, headers: res.headers }));
    return;
  }
  const headers = new Headers(res.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  replaceAnswer(c, new Response(asBody(await gzipBody(bytes)), { status: res.status, headers }));
};
