import { gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Recipe, RecipeListResponse } from '../../shared/schemas/recipe';
import { seedCatalog } from '../db/seed';
import { CATALOG_CACHE_LIMITS, createResponseCache } from '../services/response-cache';
import { createUserService } from '../services/users';
import { createTestApp, TEST_SCRYPT_COST, type TestApp } from '../test/harness';

let t: TestApp;
const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(`http://localhost${path}`, { headers });

beforeEach(async () => {
  t = await createTestApp();
  await seedCatalog(t.store, t.clock.now);
});

describe('cached catalog responses', () => {
  it('answers a repeat with the same bytes and ETag, and a 304 to a phone that has it', async () => {
    const first = await get('/api/recipes?q=carrot');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const body = await first.text();
    const again = await get('/api/recipes?q=carrot');
    expect(again.headers.get('etag')).toBe(etag);
    // Built or cached, the response carries the API's security headers.
    for (const res of [first, again]) {
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
    expect(await again.text()).toBe(body);
    expect(t.services().catalogResponses.stats()).toMatchObject({ hits: 1 });

    const cached = await get('/api/recipes?q=carrot', { 'if-none-match': etag! });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    expect(cached.headers.get('etag')).toBe(etag);
    // A different response's tag is no match.
    expect((await get('/api/recipes?q=apple', { 'if-none-match': etag! })).status).toBe(200);
  });

  it('sends the cached response gzipped to clients that take gzip, plain to others', async () => {
    const plain = await (await get('/api/recipes?age=1-2%20years')).text();
    const gz = await get('/api/recipes?age=1-2%20years', { 'accept-encoding': 'gzip, br' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(plain);
    expect(await (await get('/api/recipes?age=1-2%20years')).text()).toBe(plain);
  });

  it('never caches a failure or a personal response', async () => {
    expect((await get('/api/recipes/999999')).status).toBe(404);
    expect((await get('/api/recipes?page=0')).status).toBe(400);
    expect((await get('/api/recipes?page=0')).status).toBe(400);
    expect(t.services().catalogResponses.stats().entries).toBe(0);
    expect((await get('/api/recipes/saved')).status).toBe(401);
    expect(t.services().catalogResponses.stats().entries).toBe(0);
  });

  it('shows an admin edit at once, and a write by any other connection too', async () => {
    const users = createUserService(t.store, TEST_SCRYPT_COST);
    await users.register({ username: 'admin-answers', password: 'correct-horse-battery' }, { isAdmin: true });
    const admin = t.client();
    expect(
      (await admin.post('/api/login', { username: 'admin-answers', password: 'correct-horse-battery' }))
        .status,
    ).toBe(200);

    const before = (await admin.get<Recipe>('/api/recipes/1')).body;
    const list = (await admin.get<RecipeListResponse>('/api/recipes?q=zzquokka')).body;
    expect(list.total).toBe(0);
    const edit = await admin.request('PUT', '/api/admin/recipes/1', {
      title: 'Zzquokka Mash',
      description: before.description,
      ingredients: before.ingredients,
      instructions: before.instructions,
      prepTime: before.prepTime,
      cookTime: before.cookTime,
      servings: before.servings,
      ageGroup: before.ageGroup,
      mealType: before.mealType,
      difficulty: before.difficulty,
      dietaryRestrictions: before.dietaryRestrictions,
    });
    expect(edit.status, edit.text).toBe(200);
    expect((await admin.get<Recipe>('/api/recipes/1')).body.title).toBe('Zzquokka Mash');
    expect((await admin.get<RecipeListResponse>('/api/recipes?q=zzquokka')).body.total).toBe(1);

    // Straight to the database, as another server on the same file would write.
    await t.store.run("UPDATE recipes SET title = 'Zzquokka Purée' WHERE id = 1");
    expect((await admin.get<Recipe>('/api/recipes/1')).body.title).toBe('Zzquokka Purée');
    await t.store.run("UPDATE categories SET name = 'Zz Collection' WHERE id = 1");
    const categories = (await admin.get<{ id: number; name: string }[]>('/api/categories')).body;
    expect(categories.find((c) => c.id === 1)?.name).toBe('Zz Collection');
  });

  it('lets the route clear a stale session cookie instead of answering from the cache', async () => {
    await get('/api/recipes/featured');
    const res = await get('/api/recipes/featured', { cookie: 'sp_session=stale-token' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^sp_session=;/);
  });
});

describe('createResponseCache', () => {
  it('holds at most its limits, evicting the least recently used first', async () => {
    const { store } = await createTestApp();
    const cache = createResponseCache(store, 'catalog_version', { entries: 2, bytes: 1024 * 1024 });
    const v = await cache.version();
    expect(cache.lookup('/a', v)).toBeUndefined();
    cache.store('/a', '{"a":1}', v);
    cache.store('/b', '{"b":1}', v);
    expect(cache.lookup('/a', v)).toBeDefined(); // /a is now the most recent
    cache.store('/c', '{"c":1}', v);
    expect(cache.lookup('/b', v)).toBeUndefined();
    expect(cache.lookup('/a', v)).toBeDefined();
    expect(cache.lookup('/c', v)).toBeDefined();
    expect(cache.stats().entries).toBe(2);
  });

  it('invalidates everything when the version moves, and never stores a response built on an older one', async () => {
    const { store } = await createTestApp();
    const cache = createResponseCache(store, 'catalog_version', CATALOG_CACHE_LIMITS);
    const v = await cache.version();
    cache.lookup('/a', v);
    cache.store('/a', '{"a":1}', v);
    await store.run("INSERT INTO categories (name, description) VALUES ('New', 'x')");
    const next = await cache.version();
    expect(next).toBeGreaterThan(v);
    expect(cache.lookup('/a', next)).toBeUndefined();
    cache.store('/a', '{"a":2}', v); // built before the write: sent once, not cached
    expect(cache.lookup('/a', next)).toBeUndefined();
    const big = cache.store('/big', JSON.stringify({ x: 'y'.repeat(5000) }), next);
    expect(big.gzipped).toBe(true);
    expect(big.body.length).toBeLessThan(100);
    expect(cache.plain(big).toString('utf8')).toBe(JSON.stringify({ x: 'y'.repeat(5000) }));
  });

  it('keeps its entries when a read of an older version finishes late, and never stores what it built', async () => {
    const { store } = await createTestApp();
    const cache = createResponseCache(store, 'catalog_version', CATALOG_CACHE_LIMITS);
    const old = await cache.version();
    await store.run("INSERT INTO categories (name, description) VALUES ('New', 'x')");
    const next = await cache.version();
    cache.lookup('/a', next);
    cache.store('/a', '{"a":2}', next);
    // A request that read the version before the write answers only now.
    expect(cache.lookup('/a', old)).toBeUndefined();
    cache.store('/a', '{"a":1}', old);
    expect(cache.plain(cache.lookup('/a', next)!).toString('utf8')).toBe('{"a":2}');
    expect(cache.stats().entries).toBe(1);
  });
});

describe('cached community pages', () => {
  type Page = { posts: { id: number; likeCount: number; isLiked: boolean; isBookmarked: boolean }[] };
  const signIn = async (username: string) => {
    const c = t.client();
    await c.register(username);
    return c;
  };

  it('caches each reader their own page, and shows any write at once', async () => {
    const anna = await signIn('anna-kept');
    const ben = await signIn('ben-kept');
    const created = await anna.post<{ id: number }>('/api/community/posts', {
      title: 'Batch-cooked lentils',
      content: 'Freeze in ice-cube trays.',
      contentType: 'tip',
    });
    expect(created.status, created.text).toBe(201);

    const first = await anna.get<Page>('/api/community/posts');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await anna.get<Page>('/api/community/posts')).text).toBe(first.text);
    expect(t.services().communityResponses.stats()).toMatchObject({ hits: 1, entries: 1 });

    expect((await ben.post(`/api/community/posts/${created.body.id}/like`)).status).toBe(200);
    const annaSees = (await anna.get<Page>('/api/community/posts')).body.posts[0]!;
    expect(annaSees).toMatchObject({ id: created.body.id, likeCount: 1, isLiked: false });
    const benSees = (await ben.get<Page>('/api/community/posts')).body.posts[0]!;
    expect(benSees).toMatchObject({ id: created.body.id, likeCount: 1, isLiked: true });

    expect((await ben.post(`/api/community/posts/${created.body.id}/bookmark`)).status).toBe(200);
    expect((await ben.get<Page>('/api/community/posts')).body.posts[0]!.isBookmarked).toBe(true);
    expect((await anna.get<Page>('/api/community/posts')).body.posts[0]!.isBookmarked).toBe(false);
  });

  it('answers a signed-out reader 401, and caches nothing for them', async () => {
    expect((await get('/api/community/posts')).status).toBe(401);
    expect(t.services().communityResponses.stats().entries).toBe(0);
  });
});
