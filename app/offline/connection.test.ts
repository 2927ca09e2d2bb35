// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, fetchFromServer, GIVE_UP_AFTER_MS, NetworkError } from '../lib/api';
import {
  checkConnection,
  isOnline,
  onConnectionBack,
  PROBE_DELAYS_MS,
  PROBE_TIMEOUT_MS,
  PROBE_URL,
  resetConnectionForTests,
  SLOW_AFTER_MS,
  subscribeConnection,
} from './connection';

/** A fetch under the test's control: each call waits until answered, failed, or aborted. */
function fakeNetwork() {
  const calls: {
    url: string;
    answer: (status?: number) => void;
    fail: () => void;
  }[] = [];
  const fetchFn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
      calls.push({
        url: String(input),
        answer: (status = 200) => resolve(new Response(status === 204 ? null : '{}', { status })),
        fail: () => reject(new TypeError('Failed to fetch')),
      });
    });
  });
  vi.stubGlobal('fetch', fetchFn);
  const last = () => calls[calls.length - 1]!;
  const probes = () => calls.filter((c) => c.url === PROBE_URL);
  return { calls, last, probes };
}

/** Lets promise callbacks run between timer steps. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  resetConnectionForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the connection, judged from what requests do', () => {
  it('goes offline when a request to the server fails, and back online when one answers', async () => {
    const net = fakeNetwork();
    const changes = vi.fn();
    const back = vi.fn();
    subscribeConnection(changes);
    onConnectionBack(back);
    expect(isOnline()).toBe(true);

    const failing = apiRequest('GET', '/api/recipes');
    net.last().fail();
    await expect(failing).rejects.toBeInstanceOf(NetworkError);
    expect(isOnline()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();

    const answered = apiRequest('GET', '/api/recipes');
    net.last().answer();
    await answered;
    expect(isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("counts a refusal as an answer, but not a gateway's error page", async () => {
    const net = fakeNetwork();
    const refused = apiRequest('POST', '/api/login', {});
    net.last().answer(401);
    await expect(refused).rejects.toThrow('401');
    expect(isOnline()).toBe(true);

    const failing = fetchFromServer('/api/user');
    net.last().fail();
    await expect(failing).rejects.toThrow();
    expect(isOnline()).toBe(false);
    const gateway = fetchFromServer('/api/user');
    net.last().answer(502);
    await gateway;
    expect(isOnline()).toBe(false);
  });

  it('goes offline when a request has no answer for a while, and gives up on it later', async () => {
    const net = fakeNetwork();
    const write = apiRequest('POST', '/api/recipes/1/save').catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS - 1);
    expect(isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(isOnline()).toBe(false);
    // A write may yet arrive on a slow connection: it is waited for, then given up.
    expect(net.calls[0]!.url).toBe('/api/recipes/1/save');
    await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS - SLOW_AFTER_MS);
    expect(await write).toBeInstanceOf(NetworkError);
  });

  it('keeps a slow request from turning the app offline while others answer', async () => {
    const net = fakeNetwork();
    const slow = apiRequest('GET', '/api/community/posts');
    const slowCall = net.last();
    const quick = apiRequest('GET', '/api/user');
    net.last().answer();
    await quick;
    await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS + 100);
    expect(isOnline()).toBe(true);
    slowCall.answer();
    await slow;
  });

  it('gives up at once on a read the device can answer, when the connection is judged gone', async () => {
    const net = fakeNetwork();
    const read = apiRequest('GET', '/api/user', undefined, {}, { deviceAnswers: true }).catch(
      (err: unknown) => err,
    );
    await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS);
    expect(isOnline()).toBe(false);
    expect(await read).toBeInstanceOf(NetworkError);

    // Already offline: the next such read waits no longer than that either.
    const next = apiRequest('GET', '/api/children', undefined, {}, { deviceAnswers: true }).catch(
      (err: unknown) => err,
    );
    await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS);
    expect(await next).toBeInstanceOf(NetworkError);
    expect(net.calls.filter((c) => c.url.startsWith('/api/children'))).toHaveLength(1);
  });

  it('waits longer for the AI and uploads, which are slow by nature', async () => {
    const net = fakeNetwork();
    const chat = apiRequest('POST', '/api/chatbot/chat', { messages: [] }, {}, { long: true });
    await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS + 1000);
    expect(isOnline()).toBe(true);
    net.last().answer();
    await chat;
    const upload = apiRequest('POST', '/api/community/posts', { media: 'x'.repeat(100_000) });
    await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS + 1000);
    expect(isOnline()).toBe(true);
    net.last().answer();
    await upload;
  });

  it('probes the server while offline, backing off, until it answers', async () => {
    const net = fakeNetwork();
    const back = vi.fn();
    onConnectionBack(back);
    const failing = apiRequest('GET', '/api/recipes').catch(() => undefined);
    net.last().fail();
    await failing;
    expect(isOnline()).toBe(false);

    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0] - 1);
    expect(net.probes()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.probes()).toHaveLength(1);
    // A probe that hangs counts as failed after its timeout; the next waits longer.
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[1] - 1);
    expect(net.probes()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.probes()).toHaveLength(2);
    net.probes()[1]!.fail();
    await settle();
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[2]);
    expect(net.probes()).toHaveLength(3);
    net.probes()[2]!.answer();
    await settle();
    expect(isOnline()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    // Online again: no more probes.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.probes()).toHaveLength(3);
  });

  it("trusts the browser's offline event, and only probes on its online event", async () => {
    const net = fakeNetwork();
    expect(isOnline()).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(false);
    expect(net.probes()).toHaveLength(1);
    // Asked again while a probe is out: still one.
    checkConnection();
    expect(net.probes()).toHaveLength(1);
    net.probes()[0]!.answer();
    await settle();
    expect(isOnline()).toBe(true);
  });
});
