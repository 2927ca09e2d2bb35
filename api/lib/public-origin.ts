/**
 * The origin visitors use to reach SproutPlate, which is not always the one the
 * server sees: behind an HTTPS proxy the server is asked over plain HTTP, on an
 * inner address. In order: PUBLIC_ORIGIN when set; behind a trusted proxy
 * (TRUST_PROXY), the protocol and host it forwards (X-Forwarded-Proto,
 * X-Forwarded-Host, else Host); otherwise the request's own. Forwarded headers
 * are never read without TRUST_PROXY: anyone can send them.
 */
import type { Context } from 'hono';
import type { Config } from '../env';

/** The first value of a header a chain of proxies may have added to. */
const first = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

export function publicOrigin(c: Context, config: Pick<Config, 'PUBLIC_ORIGIN' | 'TRUST_PROXY'>): string {
  if (config.PUBLIC_ORIGIN) return config.PUBLIC_ORIGIN;
  const own = new URL(c.req.url);
  if (!config.TRUST_PROXY) return own.origin;
  const proto = first(c.req.header('x-forwarded-proto'))?.toLowerCase();
  const host = first(c.req.header('x-forwarded-host')) ?? c.req.header('host');
  const protocol = proto === 'https' || proto === 'http' ? `${proto}:` : own.protocol;
  // A host that is not a plain name or address (and port) falls back to the request's own.
  const name = host && HOST.test(host) ? host : own.host;
  return new URL(`${protocol}//${name}`).origin;
}

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
