/**
 * The Host allow-list: a request naming a host the server is not gets a 421 and nothing else,
 * which is what keeps a DNS-rebinding page from reading the API's or the pages' answers.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { allowedHosts, hostName } from './security';

describe('the hosts a server answers for', () => {
  it('answers its public origin, ALLOWED_HOSTS and loopback names; refuses any other with 421', async () => {
    const t = await createTestApp({
      PUBLIC_ORIGIN: 'https://sproutplate.example',
      ALLOWED_HOSTS: 'www.sproutplate.example, Other.Example.',
    });
    const ask = (host: string, headers: Record<string, string> = {}) =>
      t.app.request('/api/recipes/featured', { headers: { host, ...headers } });
    for (const host of [
      'sproutplate.example',
      'SproutPlate.example:443',
      'www.sproutplate.example',
      'other.example',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
    ]) {
      expect((await ask(host)).status, host).toBe(200);
    }
    for (const host of ['evil.example', 'sproutplate.example.evil.example', '192.168.1.20:3000', 'x']) {
      const res = await ask(host);
      expect(res.status, host).toBe(421);
      expect(await res.json()).toEqual({ message: 'This server does not answer for that host name' });
    }
    // Pages and files too, not only the API.
    expect((await t.app.request('/', { headers: { host: 'evil.example' } })).status).toBe(421);
  });

  it('reads the host a trusted proxy forwards, and only then', async () => {
    const proxied = await createTestApp({
      PUBLIC_ORIGIN: 'https://sproutplate.example',
      TRUST_PROXY: 'true',
    });
    const forwarded = (name: string) =>
      proxied.app.request('/api/health', { headers: { host: '127.0.0.1:3000', 'x-forwarded-host': name } });
    expect((await forwarded('sproutplate.example')).status).toBe(200);
    expect((await forwarded('evil.example')).status).toBe(421);

    const direct = await createTestApp({ PUBLIC_ORIGIN: 'https://sproutplate.example' });
    const ignored = await direct.app.request('/api/health', {
      headers: { host: 'sproutplate.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(ignored.status).toBe(200);
  });

  it('on a loopback address with nothing configured answers loopback names only; on every address or behind a proxy, any', () => {
    expect(
      allowedHosts({
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: undefined,
        ALLOWED_HOSTS: undefined,
        TRUST_PROXY: false,
      }),
    ).toEqual(new Set(['localhost', '127.0.0.1', '::1']));
    expect(
      allowedHosts({
        HOST: '0.0.0.0',
        PUBLIC_ORIGIN: undefined,
        ALLOWED_HOSTS: undefined,
        TRUST_PROXY: false,
      }),
    ).toBeNull();
    // Behind a trusted proxy, the proxy decides which names reach the server.
    expect(
      allowedHosts({
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: undefined,
        ALLOWED_HOSTS: undefined,
        TRUST_PROXY: true,
      }),
    ).toBeNull();
    expect(
      allowedHosts({
        HOST: '0.0.0.0',
        PUBLIC_ORIGIN: 'https://a.example',
        ALLOWED_HOSTS: undefined,
        TRUST_PROXY: true,
      })?.has('a.example'),
    ).toBe(true);
    expect(hostName('[::1]:8080')).toBe('::1');
    expect(hostName('Example.COM.:443')).toBe('example.com');
  });
});
