/**
 * Stored idempotency answers are capped per person: a flood of made-up keys cannot fill the
 * database, and the newest answers (the ones a device may still replay) are the ones kept.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { MAX_KEYS_PER_USER } from './idempotency';

describe('idempotency keys per person', () => {
  it(`keeps at most ${MAX_KEYS_PER_USER} (plus a small margin), the newest, and never another person's`, async () => {
    const t = await createTestApp();
    const anna = await t.client().register('keyflooder');
    const ben = await t.client().register('keyneighbour');
    const keys = t.services().idempotency;
    await keys.reserve(ben.id, 'ben-key-0001', 'POST', '/api/x');
    await keys.complete(ben.id, 'ben-key-0001', 200, '{}');
    const total = MAX_KEYS_PER_USER + 150;
    for (let i = 0; i < total; i++) {
      t.clock.now += 1;
      const key = `flood-${String(i).padStart(6, '0')}`;
      expect((await keys.reserve(anna.id, key, 'POST', '/api/x')).kind).toBe('new');
      await keys.complete(anna.id, key, 200, `{"n":${i}}`);
    }
    const count = async (id: number) =>
      (await t.store.get<{ n: number }>('SELECT count(*) AS n FROM idempotency_keys WHERE user_id = ?', [
        id,
      ]))!.n;
    expect(await count(anna.id)).toBeLessThanOrEqual(MAX_KEYS_PER_USER + 100);
    expect(await count(anna.id)).toBeGreaterThanOrEqual(MAX_KEYS_PER_USER);
    expect(await count(ben.id)).toBe(1);
    // The newest answer still replays; the oldest is forgotten.
    const newest = `flood-${String(total - 1).padStart(6, '0')}`;
    expect(await keys.reserve(anna.id, newest, 'POST', '/api/x')).toMatchObject({ kind: 'replay' });
    expect((await keys.reserve(anna.id, 'flood-000000', 'POST', '/api/x')).kind).toBe('new');
  }, 60_000);
});
