import { describe, expect, it } from 'vitest';
import type { CatalogSyncResponse } from '../../shared/schemas/sync';
import { seedCatalog } from '../db/seed';
import { SEED_RECIPES } from '../db/seed/content/recipes';
import { createTestApp, type TestApp } from '../test/harness';

const count = async (t: TestApp, sql: string) => (await t.store.get<{ n: number }>(sql))!.n;

describe('Idempotency-Key', () => {
  it('runs a request once: a repeat with the same key gets the first answer back', async () => {
    const t = await createTestApp();
    await seedCatalog(t.store, t.clock.now);
    const c = t.client();
    await c.register('replayer');
    const key = { 'Idempotency-Key': 'save-recipe-3-abcdef' };
    const first = await c.post('/api/recipes/3/save', undefined, key);
    // Between the two, the person unsaved from another device: the replay must not save again.
    await c.delete('/api/recipes/3/save');
    const again = await c.post('/api/recipes/3/save', undefined, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await count(t, 'SELECT count(*) AS n FROM saved_recipes')).toBe(0);

    await c.post('/api/recipes/3/save', undefined, { 'Idempotency-Key': 'save-recipe-3-second' });
    await c.post('/api/recipes/3/save', undefined, { 'Idempotency-Key': 'save-recipe-3-second' });
    expect(await count(t, 'SELECT count(*) AS n FROM saved_recipes')).toBe(1);
  });

  it('keeps a 4xx answer too, so a replay reports the same failure', async () => {
    const t = await createTestApp();
    const c = t.client();
    await c.register('failer');
    const key = { 'Idempotency-Key': 'save-missing-recipe-1' };
    const first = await c.post('/api/recipes/424242/save', undefined, key);
    const again = await c.post('/api/recipes/424242/save', undefined, key);
    expect(first.status).toBe(404);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Recipe not found' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('keeps keys per person, refuses a key reused for another request, and malformed keys', async () => {
    const t = await createTestApp();
    await seedCatalog(t.store, t.clock.now);
    const a = t.client();
    const b = t.client();
    await a.register('keyowner-a');
    await b.register('keyowner-b');
    const key = { 'Idempotency-Key': 'shared-key-12345' };
    await a.post('/api/recipes/1/save', undefined, key);
    const other = await b.post('/api/recipes/1/save', undefined, key);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await count(t, 'SELECT count(*) AS n FROM saved_recipes')).toBe(2);

    const mismatch = await a.post('/api/recipes/2/save', undefined, key);
    expect(mismatch.status).toBe(422);
    const bad = await a.post('/api/recipes/2/save', undefined, { 'Idempotency-Key': 'x y' });
    expect(bad.status).toBe(400);
  });

  it('answers 409 while the first copy is still being processed, then lets a stale one go', async () => {
    const t = await createTestApp();
    await seedCatalog(t.store, t.clock.now);
    const c = t.client();
    const user = await c.register('inflight');
    await t.store.run(
      `INSERT INTO idempotency_keys (user_id, key, method, path, status, body, created_at)
       VALUES (?, 'in-flight-key-1', 'POST', '/api/recipes/5/save', 0, '', ?)`,
      [user.id, t.clock.now],
    );
    const busy = await c.post('/api/recipes/5/save', undefined, { 'Idempotency-Key': 'in-flight-key-1' });
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('1');
    t.clock.now += 120_000;
    const later = await c.post('/api/recipes/5/save', undefined, { 'Idempotency-Key': 'in-flight-key-1' });
    expect(later.status).toBe(200);
    expect(await count(t, 'SELECT count(*) AS n FROM saved_recipes')).toBe(1);
  });

  it('is ignored for signed-out requests', async () => {
    const t = await createTestApp();
    const res = await t
      .client()
      .post('/api/recipes/1/save', undefined, { 'Idempotency-Key': 'anon-key-123' });
    expect(res.status).toBe(401);
    expect(await count(t, 'SELECT count(*) AS n FROM idempotency_keys')).toBe(0);
  });
});

describe('GET /api/catalog/sync', () => {
  it('sends the whole catalog first, then only what changed, including deletions', async () => {
    const t = await createTestApp();
    await seedCatalog(t.store, t.clock.now - 60 * 60 * 1000);
    const c = t.client();
    const full = (await c.get<CatalogSyncResponse>('/api/catalog/sync')).body;
    expect(full.full).toBe(true);
    expect(full.recipes).toHaveLength(SEED_RECIPES.length);
    expect(full.categories.length).toBeGreaterThanOrEqual(6);
    expect(full.tips.length).toBeGreaterThanOrEqual(9);
    expect(full.recipes.every((r) => Array.isArray(r.dietaryRestrictions))).toBe(true);
    expect(full.serverTime).toBe(t.clock.now);

    t.clock.now += 60_000;
    const empty = (await c.get<CatalogSyncResponse>(`/api/catalog/sync?since=${full.serverTime}`)).body;
    expect(empty).toMatchObject({ full: false, recipes: [], categories: [], tips: [] });
    expect(empty.deleted).toEqual({ recipes: [], categories: [], tips: [] });

    t.clock.now += 60_000;
    await t.store.run("UPDATE recipes SET title = 'Renamed Puree', updated_at = ? WHERE id = 4", [
      t.clock.now,
    ]);
    await t.store.run('DELETE FROM recipes WHERE id = 9');
    await t.store.run(
      "INSERT INTO catalog_tombstones (entity, entity_id, deleted_at) VALUES ('recipe', 9, ?)",
      [t.clock.now],
    );
    const delta = (await c.get<CatalogSyncResponse>(`/api/catalog/sync?since=${empty.serverTime}`)).body;
    expect(delta.recipes.map((r) => [r.id, r.title])).toEqual([[4, 'Renamed Puree']]);
    expect(delta.deleted.recipes).toEqual([9]);
  });

  it('sends the catalog in pages when asked, each recipe once, collections and tips with the first', async () => {
    const t = await createTestApp();
    await seedCatalog(t.store, t.clock.now - 60 * 60 * 1000);
    const c = t.client();
    const full = (await c.get<CatalogSyncResponse>('/api/catalog/sync')).body;
    expect(full.nextAfter).toBeNull();
    const first = (await c.get<CatalogSyncResponse>('/api/catalog/sync?limit=10')).body;
    expect(first.recipes).toHaveLength(10);
    expect(first.categories).toEqual(full.categories);
    expect(first.tips).toEqual(full.tips);
    expect(first.nextAfter).toBe(first.recipes[9]!.id);
    const ids = first.recipes.map((r) => r.id);
    let after = first.nextAfter;
    while (after !== null) {
      const page = (await c.get<CatalogSyncResponse>(`/api/catalog/sync?after=${after}&limit=10`)).body;
      expect(page.recipes.length).toBeLessThanOrEqual(10);
      expect(page.categories).toEqual([]);
      expect(page.tips).toEqual([]);
      ids.push(...page.recipes.map((r) => r.id));
      after = page.nextAfter;
    }
    expect(ids).toEqual(full.recipes.map((r) => r.id));
    for (const bad of ['limit=0', 'limit=1001', 'limit=ten', 'after=-1']) {
      const res = await c.get(`/api/catalog/sync?${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it('refuses a malformed since', async () => {
    const t = await createTestApp();
    const res = await t.client().get('/api/catalog/sync?since=yesterday');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('since');
  });
});
