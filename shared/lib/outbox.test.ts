import { describe, expect, it } from 'vitest';
import { backoffMs, readyItems, replayOutbox, type OutboxItem, type OutboxStore } from './outbox';

function item(id: string, target: string, createdAt: number, extra: Partial<OutboxItem> = {}): OutboxItem {
  return {
    id,
    userId: 1,
    method: 'POST',
    url: `/api/${id}`,
    target,
    kind: 'save-recipe',
    label: id,
    createdAt,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    ...extra,
  };
}

function memoryStore(items: OutboxItem[]): OutboxStore & { items: Map<string, OutboxItem> } {
  const map = new Map(items.map((i) => [i.id, i]));
  return {
    items: map,
    all: async () => [...map.values()],
    put: async (i) => void map.set(i.id, i),
    remove: async (id) => void map.delete(id),
  };
}

const respond = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('outbox replay', () => {
  it('caps the backoff', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(30)).toBe(5 * 60 * 1000);
  });

  it('sends only the oldest item of each target, and nothing failed or not yet due', () => {
    const items = [
      item('b', 't1', 2),
      item('a', 't1', 1),
      item('c', 't2', 3, { nextAttemptAt: 100 }),
      item('d', 't3', 4, { status: 'failed' }),
      item('e', 't3', 5),
    ];
    expect(readyItems(items, 50).map((i) => i.id)).toEqual(['a']);
    expect(readyItems(items, 50, true).map((i) => i.id)).toEqual(['a', 'c']);
  });

  it('sends in order per target with the key, removes on 2xx and marks a 4xx failed', async () => {
    const store = memoryStore([item('k1', 'x', 1), item('k2', 'x', 2), item('k3', 'y', 3)]);
    const calls: string[] = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      calls.push(`${url} ${(init.headers as Record<string, string>)['Idempotency-Key']}`);
      return url === '/api/k3' ? respond(404, { message: 'Recipe not found' }) : respond(200, { ok: true });
    }) as typeof fetch;
    const result = await replayOutbox(store, fetchFn, () => 1000);
    expect(calls).toEqual(['/api/k1 k1', '/api/k3 k3', '/api/k2 k2']);
    expect(result.sent.map((i) => i.id)).toEqual(['k1', 'k2']);
    expect(result.failed.map((i) => [i.id, i.error])).toEqual([['k3', 'Recipe not found']]);
    expect([...store.items.keys()]).toEqual(['k3']);
    expect(store.items.get('k3')!.status).toBe('failed');
  });

  it('counts a removal the server cannot find as done: the thing is already gone', async () => {
    const store = memoryStore([
      item('gone', 'x', 1, { method: 'DELETE' }),
      item('post', 'y', 2, { method: 'POST' }),
    ]);
    const result = await replayOutbox(
      store,
      (async () => respond(404, { message: 'Child not found' })) as typeof fetch,
      () => 1000,
    );
    expect(result.sent.map((i) => i.id)).toEqual(['gone']);
    expect(result.failed.map((i) => i.id)).toEqual(['post']);
    expect([...store.items.keys()]).toEqual(['post']);
  });

  it('keeps everything on a network error, with backoff, and stops trying', async () => {
    const store = memoryStore([item('n1', 'x', 1), item('n2', 'y', 2)]);
    let calls = 0;
    const fetchFn = (async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const result = await replayOutbox(store, fetchFn, () => 1000);
    expect(calls).toBe(1);
    expect(result.offline).toBe(true);
    expect(store.items.size).toBe(2);
    expect(store.items.get('n1')).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: 3000 });
    expect(result.retryAt).toBe(0);
  });

  it('retries 5xx and 409 later without losing the item', async () => {
    const store = memoryStore([item('s1', 'x', 1)]);
    const result = await replayOutbox(store, (async () => respond(503)) as typeof fetch, () => 10);
    expect(result.sent).toEqual([]);
    expect(store.items.get('s1')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(result.retryAt).toBe(10 + 2000);
    const again = await replayOutbox(store, (async () => respond(409)) as typeof fetch, () => 5000, true);
    expect(again.sent).toEqual([]);
    expect(store.items.get('s1')).toMatchObject({ attempts: 2 });
  });

  it('picks up items a closed tab left "sending"', async () => {
    const store = memoryStore([item('z', 'x', 1, { status: 'sending' })]);
    const result = await replayOutbox(store, (async () => respond(200)) as typeof fetch, () => 1);
    expect(result.sent.map((i) => i.id)).toEqual(['z']);
  });
});
