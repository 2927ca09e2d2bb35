import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPostDetail,
  AdminStats,
  AdminUser,
  AuditEntry,
  Paged,
  ServerStatus,
} from '../../shared/schemas/admin';
import type { Category, NutritionTip } from '../../shared/schemas/catalog';
import type { Recipe, RecipeListResponse } from '../../shared/schemas/recipe';
import type { CatalogSyncResponse } from '../../shared/schemas/sync';
import { POSTGRES_MIGRATIONS } from '../db/pg-store';
import { seedCatalog } from '../db/seed';
import { COMMAND_LINE_ACTOR, createAuditService } from '../services/admin/audit';
import { AdminRoleError, changeAdminRole, LAST_ADMIN_MESSAGE } from '../services/admin/users';
import { createUserService } from '../services/users';
import { createTestApp, TEST_SCRYPT_COST, type TestApp, type TestClient } from '../test/harness';

const PASSWORD = 'correct-horse-battery';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;
let admin: TestClient;
let adminUser: { id: number; username: string };
let parent: TestClient;
let parentUser: { id: number; username: string };

/** An account made straight in the database (registration is rate limited), signed in through the API. */
async function account(username: string, isAdmin = false) {
  const users = createUserService(t.store, TEST_SCRYPT_COST);
  const user = await users.register({ username, password: PASSWORD }, { isAdmin });
  const client = t.client();
  const res = await client.post('/api/login', { username, password: PASSWORD });
  expect(res.status, res.text).toBe(200);
  return { client, user: { id: user.id, username: user.username } };
}

const validRecipe = {
  title: 'Quokka Lentil Mash',
  description: 'A soft, mild red lentil mash for new eaters.',
  ingredients: '50 g red lentils\n1 small carrot, peeled\n200 ml water',
  instructions: 'Rinse the lentils.\nSimmer with the carrot for 20 minutes.\nMash until smooth.',
  prepTime: 10,
  cookTime: 20,
  servings: 2,
  ageGroup: '6-12 months',
  mealType: 'lunch',
  difficulty: 'easy',
  dietaryRestrictions: ['vegetarian', 'dairy-free'],
};

const validTip = {
  title: 'Offer water with meals',
  content: 'From six months, offer small sips of water from an open cup with meals.',
  tipType: 'secondary',
  expertName: 'Dr Ada Field',
  expertTitle: 'Paediatric dietitian',
};

async function insertPost(userId: number, title: string, content: string, mediaUrl: string | null = null) {
  const row = await t.store.get<{ id: number }>(
    `INSERT INTO community_posts (user_id, title, content, content_type, media_url, media_type, created_at, updated_at)
     VALUES (?, ?, ?, 'question', ?, ?, ?, ?) RETURNING id`,
    [userId, title, content, mediaUrl, mediaUrl ? 'image' : null, t.clock.now, t.clock.now],
  );
  return row!.id;
}

async function insertComment(postId: number, userId: number, content: string) {
  const row = await t.store.get<{ id: number }>(
    'INSERT INTO community_comments (post_id, user_id, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
    [postId, userId, content, t.clock.now, t.clock.now],
  );
  await t.store.run('UPDATE community_posts SET comment_count = comment_count + 1 WHERE id = ?', [postId]);
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.store, t.clock.now - 60 * 60 * 1000);
  ({ client: admin, user: adminUser } = await account('chief_editor', true));
  ({ client: parent, user: parentUser } = await account('plain_parent'));
});

/** Every admin endpoint, with a body that would pass validation. */
const ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/server'],
  ['GET', '/api/admin/audit-log'],
  ['POST', '/api/admin/media', { dataUrl: PNG }],
  ['GET', '/api/admin/recipes'],
  ['POST', '/api/admin/recipes', validRecipe],
  ['GET', '/api/admin/recipes/1'],
  ['PUT', '/api/admin/recipes/1', validRecipe],
  ['DELETE', '/api/admin/recipes/1'],
  ['PUT', '/api/admin/recipes/1/featured', { featured: true }],
  ['PUT', '/api/admin/recipes/1/dietary-restrictions', { dietaryRestrictions: ['vegetarian'] }],
  ['GET', '/api/admin/categories'],
  ['POST', '/api/admin/categories', { name: 'Quick bites' }],
  ['PUT', '/api/admin/categories/1', { name: 'Quick bites' }],
  ['DELETE', '/api/admin/categories/1'],
  ['GET', '/api/admin/nutrition-tips'],
  ['POST', '/api/admin/nutrition-tips', validTip],
  ['PUT', '/api/admin/nutrition-tips/1', validTip],
  ['DELETE', '/api/admin/nutrition-tips/1'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users/1/promote'],
  ['POST', '/api/admin/users/1/demote'],
  ['GET', '/api/admin/community/posts'],
  ['GET', '/api/admin/community/posts/1'],
  ['DELETE', '/api/admin/community/posts/1'],
  ['DELETE', '/api/admin/community/comments/1'],
];

describe('every admin endpoint is enforced on the server', () => {
  it.each(ENDPOINTS)('%s %s answers 401 signed out and 403 to a parent', async (method, path, body) => {
    const out = await t.client().request(method, path, body);
    expect(out.status, out.text).toBe(401);
    expect(out.body).toMatchObject({ message: 'You need to sign in to do that' });
    const denied = await parent.request(method, path, body);
    expect(denied.status, denied.text).toBe(403);
    expect(denied.body).toMatchObject({
      message: "You don't have administrator privileges to access this area.",
    });
  });

  it('also guards addresses that do not exist under /api/admin', async () => {
    expect((await t.client().get('/api/admin/nothing-here')).status).toBe(401);
    expect((await parent.get('/api/admin/nothing-here')).status).toBe(403);
    expect((await admin.get('/api/admin/nothing-here')).status).toBe(404);
  });

  it('changed nothing while refusing', async () => {
    expect((await admin.get<Recipe>('/api/admin/recipes/1')).status).toBe(200);
    expect((await admin.get<Paged<AuditEntry>>('/api/admin/audit-log')).body.total).toBe(0);
  });
});

describe('recipes', () => {
  it.each([
    ['title', 'ab', 'Title must be at least 3 characters'],
    ['description', 'too short', 'Description must be at least 10 characters'],
    ['ingredients', 'egg', 'Ingredients must be at least 10 characters'],
    ['instructions', 'Mix it all.', 'Instructions must be at least 20 characters'],
    ['prepTime', 0, 'Preparation time must be positive'],
    ['prepTime', -5, 'Preparation time must be positive'],
    [
      'ageGroup',
      '5-7 years',
      'Age group must be one of: 0-6 months, 6-12 months, 1-2 years, 2-3 years, 3-5 years',
    ],
    ['mealType', 'brunch', 'Meal type must be one of: breakfast, lunch, dinner, snack'],
    ['difficulty', 'hard', 'Difficulty must be one of: easy, medium, advanced'],
    ['dietaryRestrictions', ['keto'], 'Unknown dietary restriction'],
  ])('refuses a bad %s with the spec message', async (field, value, message) => {
    const res = await admin.post('/api/admin/recipes', { ...validRecipe, [field]: value });
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toContain(message);
    expect(String(res.body.field)).toContain(field);
    const update = await admin.request('PUT', '/api/admin/recipes/1', { ...validRecipe, [field]: value });
    expect(update.status).toBe(400);
    expect(String(update.body.message)).toContain(message);
  });

  it('refuses a collection that does not exist, and answers 404 for a missing recipe', async () => {
    const res = await admin.post('/api/admin/recipes', { ...validRecipe, categoryId: 99999 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Collection not found', field: 'categoryId' });
    expect((await admin.get('/api/admin/recipes/99999')).status).toBe(404);
    expect((await admin.request('PUT', '/api/admin/recipes/99999', validRecipe)).status).toBe(404);
    expect((await admin.delete('/api/admin/recipes/abc')).status).toBe(404);
  });

  it('creates, reads, lists, updates, features, sets diets and deletes, reaching the public catalog', async () => {
    const categories = (await admin.get<Category[]>('/api/admin/categories')).body;
    const created = await admin.post<Recipe>('/api/admin/recipes', {
      ...validRecipe,
      categoryId: categories[0]!.id,
    });
    expect(created.status, created.text).toBe(201);
    const recipe = created.body;
    expect(recipe).toMatchObject({
      title: 'Quokka Lentil Mash',
      createdBy: adminUser.id,
      featured: false,
      categoryId: categories[0]!.id,
      dietaryRestrictions: ['dairy-free', 'vegetarian'],
    });
    expect((await admin.get<Recipe>(`/api/admin/recipes/${recipe.id}`)).body.title).toBe(
      'Quokka Lentil Mash',
    );

    // Search, filters and pagination on the admin list; the public search finds it too.
    const listed = await admin.get<RecipeListResponse>(
      '/api/admin/recipes?q=quokka%20lentil&age=6-12%20months',
    );
    expect(listed.body.recipes.map((r) => r.id)).toEqual([recipe.id]);
    const page2 = await admin.get<RecipeListResponse>('/api/admin/recipes?page=2');
    expect(page2.body.recipes).toHaveLength(20);
    expect((await t.client().get<RecipeListResponse>('/api/recipes?q=quokka')).body.recipes[0]?.id).toBe(
      recipe.id,
    );

    const updated = await admin.request<Recipe>('PUT', `/api/admin/recipes/${recipe.id}`, {
      ...validRecipe,
      title: 'Wombat Lentil Mash',
      dietaryRestrictions: ['vegetarian'],
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Wombat Lentil Mash',
      categoryId: null,
      dietaryRestrictions: ['vegetarian'],
    });
    // The search index follows the edit.
    expect((await t.client().get<RecipeListResponse>('/api/recipes?q=wombat')).body.total).toBe(1);
    expect((await t.client().get<RecipeListResponse>('/api/recipes?q=quokka')).body.total).toBe(0);

    const featured = await admin.request<Recipe>('PUT', `/api/admin/recipes/${recipe.id}/featured`, {
      featured: true,
    });
    expect(featured.body.featured).toBe(true);
    const publicFeatured = (await t.client().get<Recipe[]>('/api/recipes/featured')).body;
    expect(publicFeatured.some((r) => r.id === recipe.id)).toBe(true);
    expect(
      (await admin.request('PUT', `/api/admin/recipes/${recipe.id}/featured`, { featured: 'yes' })).status,
    ).toBe(400);

    const diets = await admin.request<Recipe>('PUT', `/api/admin/recipes/${recipe.id}/dietary-restrictions`, {
      dietaryRestrictions: ['nut-free', 'egg-free', 'nut-free'],
    });
    expect(diets.body.dietaryRestrictions).toEqual(['egg-free', 'nut-free']);
    const badDiet = await admin.request('PUT', `/api/admin/recipes/${recipe.id}/dietary-restrictions`, {
      dietaryRestrictions: ['paleo'],
    });
    expect(badDiet.status).toBe(400);
    expect(badDiet.body.message).toContain('Unknown dietary restriction');

    const deleted = await admin.delete(`/api/admin/recipes/${recipe.id}`);
    expect(deleted.status).toBe(200);
    expect((await t.client().get(`/api/recipes/${recipe.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/recipes/${recipe.id}`)).status).toBe(404);
  });

  it('reaches offline mirrors at their next sync: created, changed and deleted', async () => {
    const sync = async (since: number) =>
      (await t.client().get<CatalogSyncResponse>(`/api/catalog/sync?since=${since}`)).body;
    const first = await sync(t.clock.now);
    t.clock.now += 60_000;

    const created = (
      await admin.post<Recipe>('/api/admin/recipes', { ...validRecipe, title: 'Mirror Pear Oats' })
    ).body;
    const afterCreate = await sync(first.serverTime);
    expect(afterCreate.recipes.map((r) => r.title)).toContain('Mirror Pear Oats');
    t.clock.now += 60_000;

    await admin.request('PUT', `/api/admin/recipes/${created.id}`, {
      ...validRecipe,
      title: 'Mirror Plum Oats',
    });
    const afterEdit = await sync(afterCreate.serverTime);
    expect(afterEdit.recipes.find((r) => r.id === created.id)?.title).toBe('Mirror Plum Oats');
    t.clock.now += 60_000;

    await admin.request('PUT', `/api/admin/recipes/${created.id}/featured`, { featured: true });
    const afterFeature = await sync(afterEdit.serverTime);
    expect(afterFeature.recipes.find((r) => r.id === created.id)?.featured).toBe(true);
    t.clock.now += 60_000;

    await admin.delete(`/api/admin/recipes/${created.id}`);
    const afterDelete = await sync(afterFeature.serverTime);
    expect(afterDelete.deleted.recipes).toContain(created.id);
    expect(afterDelete.recipes.map((r) => r.id)).not.toContain(created.id);
    t.clock.now += 60_000;
  });
});

describe('collections', () => {
  it('refuses a short name with the spec message', async () => {
    for (const name of ['', 'A', ' B ']) {
      const res = await admin.post('/api/admin/categories', { name });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Category name must be at least 2 characters',
        field: 'name',
      });
    }
    const noName = await admin.post('/api/admin/categories', {});
    expect(noName.body.message).toBe('Category name must be at least 2 characters');
  });

  it('creates, updates and deletes; a deleted collection leaves its recipes without one, on devices too', async () => {
    const created = await admin.post<Category>('/api/admin/categories', {
      name: 'Batch cooking',
      description: 'Cook once, eat twice.',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const renamed = await admin.request<Category>('PUT', `/api/admin/categories/${id}`, {
      name: 'Freezer friendly',
    });
    expect(renamed.body).toMatchObject({ id, name: 'Freezer friendly', description: null });
    expect(
      (await t.client().get<Category[]>('/api/categories')).body.some((c) => c.name === 'Freezer friendly'),
    ).toBe(true);

    const recipe = (await admin.post<Recipe>('/api/admin/recipes', { ...validRecipe, categoryId: id })).body;
    const listed = (await admin.get<(Category & { recipeCount: number })[]>('/api/admin/categories')).body;
    expect(listed.find((c) => c.id === id)?.recipeCount).toBe(1);

    const since = t.clock.now;
    t.clock.now += 60_000;
    const deleted = await admin.delete(`/api/admin/categories/${id}`);
    expect(deleted.body).toMatchObject({ deleted: true, unlinkedRecipes: 1 });
    expect((await admin.get<Recipe>(`/api/admin/recipes/${recipe.id}`)).body.categoryId).toBeNull();
    const delta = (await t.client().get<CatalogSyncResponse>(`/api/catalog/sync?since=${since}`)).body;
    expect(delta.deleted.categories).toContain(id);
    expect(delta.recipes.find((r) => r.id === recipe.id)?.categoryId).toBeNull();
    expect((await admin.delete(`/api/admin/categories/${id}`)).status).toBe(404);
    t.clock.now += 60_000;
  });
});

describe('nutrition tips', () => {
  it.each([
    ['title', 'Hi', 'Title must be at least 3 characters'],
    ['content', 'Too short to help.', 'Content must be at least 20 characters'],
    ['expertName', 'A', 'Expert name must be at least 2 characters'],
    ['expertTitle', 'X', 'Expert title must be at least 2 characters'],
    ['tipType', 'loud', 'Tip type must be one of: primary, secondary, accent'],
  ])('refuses a bad %s with the spec message', async (field, value, message) => {
    const res = await admin.post('/api/admin/nutrition-tips', { ...validTip, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field });
  });

  it('creates, updates and deletes, and devices learn of the deletion', async () => {
    const created = await admin.post<NutritionTip>('/api/admin/nutrition-tips', validTip);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const updated = await admin.request<NutritionTip>('PUT', `/api/admin/nutrition-tips/${id}`, {
      ...validTip,
      title: 'Water in an open cup',
    });
    expect(updated.body).toMatchObject({ title: 'Water in an open cup', tipType: 'secondary' });
    expect((await t.client().get<NutritionTip[]>('/api/nutrition-tips')).body.some((x) => x.id === id)).toBe(
      true,
    );
    const since = t.clock.now;
    t.clock.now += 60_000;
    expect((await admin.delete(`/api/admin/nutrition-tips/${id}`)).status).toBe(200);
    expect((await t.client().get<NutritionTip[]>('/api/nutrition-tips')).body.some((x) => x.id === id)).toBe(
      false,
    );
    const delta = (await t.client().get<CatalogSyncResponse>(`/api/catalog/sync?since=${since}`)).body;
    expect(delta.deleted.tips).toContain(id);
    t.clock.now += 60_000;
  });
});

describe('users and the admin role', () => {
  it('lists and searches users', async () => {
    const all = (await admin.get<Paged<AdminUser>>('/api/admin/users')).body;
    expect(all.total).toBeGreaterThanOrEqual(2);
    const found = (await admin.get<Paged<AdminUser>>('/api/admin/users?q=plain_')).body;
    expect(found.items.map((u) => u.username)).toEqual(['plain_parent']);
    // Search text is plain text: % and _ match themselves.
    expect((await admin.get<Paged<AdminUser>>('/api/admin/users?q=%25')).body.total).toBe(0);
    expect(JSON.stringify(all)).not.toMatch(/password/i);
  });

  it('promotes and demotes, never yourself, never the last admin', async () => {
    const self = await admin.post(`/api/admin/users/${adminUser.id}/demote`);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot change your own admin rights');

    const promoted = await admin.post<AdminUser>(`/api/admin/users/${parentUser.id}/promote`);
    expect(promoted.body).toMatchObject({ id: parentUser.id, isAdmin: true });
    // The new admin's session is an admin's at once (checked on the server each request).
    expect((await parent.get('/api/admin/stats')).status).toBe(200);
    const demoted = await parent.post<AdminUser>(`/api/admin/users/${adminUser.id}/demote`);
    expect(demoted.body.isAdmin).toBe(false);
    expect((await admin.get('/api/admin/stats')).status).toBe(403);

    // parent is now the only admin: nobody can demote them, not even the command line.
    await expect(
      changeAdminRole(
        t.store,
        createAuditService(t.store, () => t.clock.now),
        COMMAND_LINE_ACTOR,
        parentUser.id,
        false,
      ),
    ).rejects.toThrow(new AdminRoleError(409, LAST_ADMIN_MESSAGE));
    const other = await account('second_admin', true);
    expect((await other.client.post(`/api/admin/users/${parentUser.id}/demote`)).status).toBe(200);
    const last = await parent.post(`/api/admin/users/${other.user.id}/demote`);
    expect(last.status).toBe(403); // parent is no longer an admin
    const lastSelf = await other.client.post(`/api/admin/users/${other.user.id}/demote`);
    expect(lastSelf.status).toBe(403);
    await expect(
      changeAdminRole(
        t.store,
        createAuditService(t.store, () => t.clock.now),
        COMMAND_LINE_ACTOR,
        other.user.id,
        false,
      ),
    ).rejects.toThrow(LAST_ADMIN_MESSAGE);

    // Back to the start: chief_editor admin, plain_parent not.
    await other.client.post(`/api/admin/users/${adminUser.id}/promote`);
    await admin.post(`/api/admin/users/${other.user.id}/demote`);
    expect((await admin.post('/api/admin/users/99999/promote')).status).toBe(404);
  });
});

describe('community moderation', () => {
  it('lists and searches posts, reads one with its comments, deletes a comment and a post', async () => {
    const stored = (await admin.post<{ url: string }>('/api/admin/media', { dataUrl: PNG })).body;
    const postId = await insertPost(
      parentUser.id,
      'Picky toddler at dinner',
      'Any tips for a toddler who spits out peas?',
      stored.url,
    );
    await insertPost(parentUser.id, 'Teething and appetite', 'Does teething change how much babies eat?');
    const c1 = await insertComment(postId, adminUser.id, 'Try mashing the peas into potato.');
    await insertComment(postId, parentUser.id, 'Thank you, will try!');

    const listRes = await admin.get<Paged<AdminPostDetail>>('/api/admin/community/posts?q=toddler');
    expect(listRes.status, listRes.text).toBe(200);
    const list = listRes.body;
    expect(list.items.map((p) => p.id)).toEqual([postId]);
    expect(list.items[0]).toMatchObject({ commentCount: 2, author: { username: 'plain_parent' } });
    expect(
      (await admin.get<Paged<AdminPostDetail>>('/api/admin/community/posts?q=plain_parent')).body.total,
    ).toBe(2);

    const detail = (await admin.get<AdminPostDetail>(`/api/admin/community/posts/${postId}`)).body;
    expect(detail.comments.map((c) => c.content)).toEqual([
      'Try mashing the peas into potato.',
      'Thank you, will try!',
    ]);

    const removed = await admin.delete(`/api/admin/community/comments/${c1}`);
    expect(removed.body).toMatchObject({ deleted: true, postId, commentCount: 1 });
    const real = await t.store.get<{ n: number }>(
      'SELECT count(*) AS n FROM community_comments WHERE post_id = ?',
      [postId],
    );
    expect(real?.n).toBe(1);
    expect((await admin.get<AdminPostDetail>(`/api/admin/community/posts/${postId}`)).body.commentCount).toBe(
      1,
    );
    expect((await admin.delete(`/api/admin/community/comments/${c1}`)).status).toBe(404);

    expect((await t.client().get(stored.url)).status).toBe(200);
    expect((await admin.delete(`/api/admin/community/posts/${postId}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/community/posts/${postId}`)).status).toBe(404);
    expect((await t.client().get(stored.url)).status).toBe(404);
    const orphans = await t.store.get<{ n: number }>(
      'SELECT count(*) AS n FROM community_comments WHERE post_id = ?',
      [postId],
    );
    expect(orphans?.n).toBe(0);
  });

  it('refuses an upload that is not an image', async () => {
    const res = await admin.post('/api/admin/media', { dataUrl: 'data:image/png;base64,aGVsbG8gd29ybGQ=' });
    expect(res.status).toBe(400);
    expect((await admin.post('/api/admin/media', { dataUrl: 'hello' })).status).toBe(400);
  });
});

describe('audit log and dashboards', () => {
  it('records who did what and when, newest first', async () => {
    const log = (await admin.get<Paged<AuditEntry>>('/api/admin/audit-log')).body;
    expect(log.total).toBeGreaterThan(10);
    expect(log.items).toHaveLength(20);
    const actions = new Set<string>();
    for (let page = 1; page <= log.pages; page++) {
      const body = (await admin.get<Paged<AuditEntry>>(`/api/admin/audit-log?page=${page}`)).body;
      for (const e of body.items) actions.add(e.action);
    }
    for (const a of [
      'recipe.create',
      'recipe.update',
      'recipe.delete',
      'recipe.feature',
      'recipe.dietary',
      'category.create',
      'category.update',
      'category.delete',
      'tip.create',
      'tip.update',
      'tip.delete',
      'user.promote',
      'user.demote',
      'post.delete',
      'comment.delete',
      'media.upload',
    ]) {
      expect(actions, a).toContain(a);
    }
    const newest = log.items[0]!;
    expect(newest).toMatchObject({ actorUsername: 'chief_editor', actorId: adminUser.id });
    expect(Date.parse(newest.createdAt)).toBeGreaterThan(0);
    const dates = log.items.map((e) => e.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers the dashboard counts and latest activity', async () => {
    const stats = (await admin.get<AdminStats>('/api/admin/stats')).body;
    expect(stats.counts.users).toBe(3);
    expect(stats.counts.recipes).toBeGreaterThan(70);
    expect(stats.counts).toMatchObject({ posts: 1, comments: 0, subscribers: 0 });
    expect(stats.latestUsers[0]?.username).toBe('second_admin');
    expect(stats.latestPosts[0]?.title).toBe('Teething and appetite');
  });

  it('describes the built-in assistant when no key is set', async () => {
    const status = (await admin.get<ServerStatus>('/api/admin/server')).body;
    expect(status).toMatchObject({
      health: 'ok',
      version: '0.1.0',
      ai: { provider: 'built-in', description: 'SproutPlate library (built-in offline assistant)' },
    });
    expect(status.database.engine).toBe(t.store.engine);
    // Each engine has its own migrations (api/db/migrations/sqlite, api/db/migrations/postgres).
    if (t.store.engine === 'sqlite') {
      expect(status.database).toMatchObject({ path: ':memory:', sizeBytes: 0, walBytes: 0 });
      expect(status.database.migrations.applied).toBe(9);
      expect(status.database.migrations.available).toBe(9);
      expect(status.database.migrations.latest).toBe('0008_canonical_ids');
    } else {
      // Every PostgreSQL migration shipped is applied, and the newest is named.
      const journal = JSON.parse(
        fs.readFileSync(path.join(POSTGRES_MIGRATIONS, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: { tag: string }[] };
      expect(journal.entries.length).toBeGreaterThanOrEqual(2);
      // The host and database, never the user; the size PostgreSQL reports.
      expect(status.database.path).toMatch(/^127\.0\.0\.1:\d+\/sp_test_\d+_\d+$/);
      expect(status.database.sizeBytes).toBeGreaterThan(1_000_000);
      expect(status.database.migrations.applied).toBe(journal.entries.length);
      expect(status.database.migrations.available).toBe(journal.entries.length);
      expect(status.database.migrations.latest).toBe(journal.entries.at(-1)!.tag);
    }
    const tables = Object.fromEntries(status.database.tables.map((x) => [x.name, x.rows]));
    expect(tables.users).toBe(3);
    expect(tables.audit_log).toBeGreaterThan(10);
    expect(tables).not.toHaveProperty('recipes_fts_data');
    expect(status.idempotency).toMatchObject({ storedAnswers: 0, inFlight: 0, replays: 0 });
  });
});

describe('server dashboard with an AI key', () => {
  it('names the model and host and never the key', async () => {
    const key = 'sk-test-SECRET-9f8e7d6c5b4a';
    const app = await createTestApp({
      OPENAI_API_KEY: key,
      OPENAI_BASE_URL: `http://user:${key}@127.0.0.1:11434/v1?key=${key}`,
      OPENAI_MODEL: 'llama3.2',
    });
    const users = createUserService(app.store, TEST_SCRYPT_COST);
    await users.register({ username: 'ops_admin', password: PASSWORD }, { isAdmin: true });
    const client = app.client();
    await client.post('/api/login', { username: 'ops_admin', password: PASSWORD });
    // An outbox replay shows in the idempotency statistics.
    const headers = { 'Idempotency-Key': 'replay-test-0001' };
    await client.post('/api/recipes/1/save', undefined, headers);
    const replay = await client.post('/api/recipes/1/save', undefined, headers);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const res = await client.get<ServerStatus>('/api/admin/server');
    expect(res.status).toBe(200);
    expect(res.body.ai).toEqual({
      provider: 'openai-compatible',
      description: 'OpenAI-compatible: model llama3.2 at host 127.0.0.1:11434',
    });
    expect(res.text).not.toContain(key);
    expect(res.text).not.toContain('SECRET');
    expect(res.body.idempotency).toMatchObject({ storedAnswers: 1, inFlight: 0, replays: 1 });
  });
});

describe('the last admin under concurrent demotions', () => {
  it('two admins demoting each other at the same moment leave exactly one admin', async () => {
    const app = await createTestApp();
    const users = createUserService(app.store, TEST_SCRYPT_COST);
    const a = await users.register({ username: 'twin_admin_a', password: PASSWORD }, { isAdmin: true });
    const b = await users.register({ username: 'twin_admin_b', password: PASSWORD }, { isAdmin: true });
    const audit = createAuditService(app.store, () => app.clock.now);
    const admins = async () =>
      (await app.store.get<{ n: number }>('SELECT count(*) AS n FROM users WHERE is_admin = 1'))?.n;
    for (let round = 0; round < 10; round++) {
      await changeAdminRole(app.store, audit, COMMAND_LINE_ACTOR, a.id, true);
      await changeAdminRole(app.store, audit, COMMAND_LINE_ACTOR, b.id, true);
      expect(await admins()).toBe(2);
      const outcomes = await Promise.allSettled([
        changeAdminRole(app.store, audit, { id: a.id, username: a.username, isAdmin: true }, b.id, false),
        changeAdminRole(app.store, audit, { id: b.id, username: b.username, isAdmin: true }, a.id, false),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === 'rejected');
      expect(refused?.reason).toEqual(new AdminRoleError(409, LAST_ADMIN_MESSAGE));
      expect(await admins()).toBe(1);
    }
  });
});
