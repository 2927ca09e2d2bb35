/**
 * Reading and replacing an answer inside middleware without the costs Hono and
 * @hono/node-server hide: reading `res.body` turns a light in-memory answer
 * into a web stream, and assigning `c.res` over an existing answer copies it
 * (and its stream) once more.
 */
import type { Context } from 'hono';

/**
 * The body of an answer still held in memory by @hono/node-server's light
 * Response (its "cache" slot: [status, body, headers]), read without turning it
 * into a stream. Undefined for any other answer (in tests, Hono's own), which
 * callers then read the ordinary way.
 */
export function bodyInMemory(res: Response): string | Uint8Array | undefined {
  for (const key of Object.getOwnPropertySymbols(res)) {
    if (key.description !== 'cache') continue;
    const slot: unknown = Reflect.get(res, key);
    const body: unknown = Array.isArray(slot) ? slot[1] : undefined;
    if (typeof body === 'string' || body instanceof Uint8Array) return body;
  }
  return undefined;
}

/** The answer's bytes: from memory when it is held there, else read (which consumes it). */
export async function answerBytes(res: Response): Promise<{ bytes: Uint8Array; consumed: boolean }> {
  const held = bodyInMemory(res);
  if (held === undefined) return { bytes: new Uint8Array(await res.arrayBuffer()), consumed: true };
  return { bytes: typeof held === 'string' ? Buffer.from(held) : held, consumed: false };
}

/** A view of a Node Buffer as the plain Uint8Array a Response takes (no copy). */
export function asBody(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

export function replaceAnswer(c: Context, res: Response): void {
  // Cleared first: assigning over an answer makes Hono copy the old one (and its body stream) again.
  c.res = undefined;
  c.res = res;
}
