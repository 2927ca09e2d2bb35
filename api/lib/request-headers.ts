/**
 * Request headers read on the path every request takes.
 *
 * Hono's `c.req.header()` reads the Fetch Request's Headers, which
 * @hono/node-server builds (undici's, every name and value checked) from all
 * of the request's headers the first time any one is asked for. Served by
 * Node, the same headers are already parsed on the IncomingMessage, so they
 * are read there. A request made in-process (tests, and the page server's own
 * calls to the API, which carry the visitor's connection but headers of their
 * own) reads its Request as before.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** What the page server passes as `env` to its own API calls: the visitor's connection, not its headers. */
export interface PageCallEnv {
  incoming?: IncomingMessage;
  pageCall: true;
}

export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  // `env` is Node's bindings when served by @hono/node-server; undefined in-process.
  const env = c.env as { incoming?: IncomingMessage; pageCall?: true } | undefined;
  const incoming = env?.incoming;
  if (!incoming || env.pageCall) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * One cookie's value: the first pair of that name, spaces around name and
 * value trimmed. No unquoting or decoding: this reads cookies the API set
 * itself, whose values need neither (a session token is base64url).
 */
export function requestCookie(c: Context, name: string): string | undefined {
  const header = requestHeader(c, 'cookie');
  if (!header) return undefined;
  for (let start = 0; start < header.length;) {
    const semicolon = header.indexOf(';', start);
    const end = semicolon === -1 ? header.length : semicolon;
    const equals = header.indexOf('=', start);
    if (equals !== -1 && equals < end && header.slice(start, equals).trim() === name) {
      return header.slice(equals + 1, end).trim();
    }
    start = end + 1;
  }
  return undefined;
}
