/**
 * The account API on a real app and database (both engines): the export holds everything
 * about the person and nothing about anyone else, deletion removes it all and sets other
 * people's counters from their rows, a password change ends every other session, a reset
 * link works once and for an hour, and the operator's command prints one that works.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, RESET_LINK_TTL_MS, type AccountExport } from '../../shared/schemas/account';
import type { CommunityComment, CommunityPost } from '../../shared/schemas/community';
import type { PublicUser } from '../../shared/schemas/user';
import { createUserService } from '../services/users';
import { createTestApp, TEST_SCRYPT_COST, type TestApp, type TestClient } from '../test/harness';
import { openProcessDatabase } from '../test/stores';

const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'a-brand-new-password';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A signed-in client; the registration limit per address is lifted so a test can make several people. */
async function person(t: TestApp, username: string, extra: Record<string, string> = {}) {
  await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'register:%'");
  const c = t.client();
  const user = await c.register(username, PASSWORD, extra);
  return { c, id: user.id, username };
}

async function signIn(t: TestApp, username: string, password = PASSWORD) {
  const c = t.client();
  const res = await c.post('/api/login', { username, password });
  return { c, status: res.status };
}

const count = async (t: TestApp, sql: string, params: (number | string)[] = []) =>
  Number((await t.store.get<{ n: number }>(sql, params))!.n);

async function post(c: TestClient, title: string) {
  const res = await c.post<CommunityPost>('/api/community/posts', {
    title,
    content: `${title}: what worked for you?`,
    contentType: 'question',
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

async function comment(c: TestClient, postId: number, content: string) {
  const res = await c.post<CommunityComment>(`/api/community/posts/${postId}/comments`, { content });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

async function ok(res: Promise<{ status: number; text: string }>) {
  const answer = await res;
  expect(answer.status, answer.text).toBeLessThan(300);
}

const CHILD_ID = '6f1c2f0e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const OTHER_CHILD_ID = '7a2d3e4f-5a6b-4c7d-9e8f-1a2b3c4d5e6f';

/**
 * Anna (whose account the tests export and delete) and Ben: each posts, comments on the
 * other's post, likes and bookmarks; they follow each other; Anna saved a recipe, subscribed
 * to the newsletter, uploaded a picture with her post and has a child with two foods logged.
 */
async function seedTwoParents(t: TestApp) {
  const anna = await person(t, 'anna', { email: 'Anna@Example.com', name: 'Anna K' });
  const ben = await person(t, 'ben', { email: 'ben@example.com' });

  const recipe = await t.store.get<{ id: number }>(
    `INSERT INTO recipes (title, description, ingredients, instructions, prep_time, age_group, meal_type, difficulty)
     VALUES ('Pea and mint mash', 'Smooth and green', 'peas\nmint', 'Cook the peas, then mash.', 10, '6-12 months', 'lunch', 'easy')
     RETURNING id`,
  );
  await ok(anna.c.post(`/api/recipes/${recipe!.id}/save`));
  await ok(anna.c.post('/api/newsletter/subscribe', { email: 'anna@example.com' }));

  const benPost = await post(ben.c, 'Bens question');
  const annaPost = await post(anna.c, 'Annas question');
  await t.store.run(
    'INSERT INTO media (id, user_id, mime_type, size, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ['annaspicture0001', anna.id, 'image/png', PNG_1PX.length, PNG_1PX, t.clock.now],
  );
  await t.store.run('UPDATE community_posts SET media_url = ?, media_type = ? WHERE id = ?', [
    '/api/media/annaspicture0001',
    'image',
    annaPost,
  ]);

  const annaComment = await comment(anna.c, benPost, 'Soft toast fingers, every time.');
  const benComment = await comment(ben.c, benPost, 'Thanks, we will try it.');
  const benOnAnna = await comment(ben.c, annaPost, 'Steamed carrot sticks.');

  await ok(anna.c.post(`/api/community/posts/${benPost}/like`));
  await ok(anna.c.post(`/api/community/posts/${benPost}/bookmark`));
  await ok(anna.c.post(`/api/community/comments/${benComment}/like`));
  await ok(ben.c.post(`/api/community/posts/${annaPost}/like`));
  await ok(ben.c.post(`/api/community/posts/${annaPost}/bookmark`));
  await ok(ben.c.post(`/api/community/comments/${annaComment}/like`));
  await ok(anna.c.post(`/api/community/users/${ben.id}/follow`));
  await ok(ben.c.post(`/api/community/users/${anna.id}/follow`));

  await t.store.run(
    `INSERT INTO children (id, user_id, name, birth_date, allergy_risk, resumed_allergens, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [CHILD_ID, anna.id, 'Maya', '2026-03-02', 1, '{"egg":"2026-10-01"}', t.clock.now, t.clock.now],
  );
  await t.store.run(
    `INSERT INTO children (id, user_id, name, birth_date, allergy_risk, resumed_allergens, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [OTHER_CHILD_ID, ben.id, 'Leo', '2025-01-15', 0, '{}', t.clock.now, t.clock.now],
  );
  const log = (id: string, slug: string | null, name: string, date: string, reaction: string) =>
    t.store.run(
      `INSERT INTO child_food_logs (id, child_id, user_id, food_slug, food_name, date, response, reaction, note, recipe_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'liked', ?, ?, ?, ?)`,
      [id, CHILD_ID, anna.id, slug, name, date, reaction, 'first try', recipe!.id, t.clock.now],
    );
  await log('0b5e1c1a-1111-4c5d-8e9f-0a1b2c3d4e5f', 'egg', 'Egg', '2026-10-20', 'mild');
  await log('0b5e1c1a-2222-4c5d-8e9f-0a1b2c3d4e5f', null, 'Grandma’s soup', '2026-11-01', 'none');

  return {
    anna,
    ben,
    recipeId: recipe!.id,
    benPost,
    annaPost,
    annaComment,
    benComment,
    benOnAnna,
  };
}

describe('account API: who may call it', () => {
  it('answers 401 to every signed-in endpoint without a session', async () => {
    const t = await createTestApp();
    const c = t.client();
    const calls: [string, string, unknown][] = [
      ['GET', '/api/account/export', undefined],
      ['PATCH', '/api/account', { name: 'Someone' }],
      ['POST', '/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }],
      ['DELETE', '/api/account', { password: PASSWORD, confirm: 'DELETE' }],
    ];
    for (const [method, address, body] of calls) {
      const res = await c.request(method, address, body);
      expect(res.status, `${method} ${address}`).toBe(401);
      expect(res.body).toEqual({ message: 'You need to sign in to do that' });
    }
  });
});

describe('account API: details', () => {
  it('changes the email (checked and lowercased like registration) and the name', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'maria', { email: 'maria@example.com', name: 'Maria' });

    const changed = await c.request<PublicUser>('PATCH', '/api/account', {
      email: '  Maria.New@Example.COM ',
      name: '  Maria Lopez ',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      username: 'maria',
      email: 'maria.new@example.com',
      name: 'Maria Lopez',
    });
    expect((await c.get<PublicUser>('/api/user')).body).toMatchObject({
      email: 'maria.new@example.com',
      name: 'Maria Lopez',
    });

    // Only what is given changes; an empty value clears it.
    const cleared = await c.request<PublicUser>('PATCH', '/api/account', { name: '' });
    expect(cleared.body).toMatchObject({ email: 'maria.new@example.com', name: null });
  });

  it.each([
    ['an email that is not one', { email: 'not-an-email' }, 'email', ACCOUNT_MESSAGES.email],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, 'name', ACCOUNT_MESSAGES.nameTooLong],
    ['nothing to change', {}, undefined, ACCOUNT_MESSAGES.nothingToChange],
  ])('refuses %s with a message', async (_label, body, field, message) => {
    const t = await createTestApp();
    const { c } = await person(t, 'checker', { email: 'checker@example.com' });
    const res = await c.request('PATCH', '/api/account', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.field).toBe(field);
    expect((await c.get<PublicUser>('/api/user')).body.email).toBe('checker@example.com');
  });
});

describe('account API: password', () => {
  it('ends every other session and keeps this device signed in on a new session', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'sam');
    const phone = await signIn(t, 'sam');
    expect(phone.status).toBe(200);
    const before = c.cookie;

    const res = await c.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toMatch(/other device has been signed out/);

    expect(c.cookie).not.toBe(before);
    expect((await c.get('/api/user')).status).toBe(200);
    expect((await phone.c.get('/api/user')).status).toBe(401);
    const stale = t.client();
    stale.cookie = before;
    expect((await stale.get('/api/user')).status).toBe(401);
    expect(await count(t, 'SELECT count(*) AS n FROM sessions')).toBe(1);

    expect((await signIn(t, 'sam', PASSWORD)).status).toBe(401);
    expect((await signIn(t, 'sam', NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password (403) and counts it as a failed sign-in', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'guess');
    const wrong = await c.post('/api/account/password', {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: ACCOUNT_MESSAGES.wrongPassword, field: 'currentPassword' });

    // Nine more make ten failures for the username: the next try is refused, even with the
    // right password, and so is signing in, until the window has passed.
    for (let i = 0; i < 9; i++) {
      expect(
        (
          await c.post('/api/account/password', {
            currentPassword: `wrong-${i}-pw`,
            newPassword: NEW_PASSWORD,
          })
        ).status,
      ).toBe(403);
    }
    const limited = await c.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await signIn(t, 'guess')).status).toBe(429);

    t.clock.now += 16 * 60 * 1000;
    expect((await signIn(t, 'guess')).status).toBe(200);
    expect((await signIn(t, 'guess', NEW_PASSWORD)).status).toBe(401);
  });

  it.each([
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword', ACCOUNT_MESSAGES.currentPassword],
    [{ currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword', ACCOUNT_MESSAGES.newPasswordShort],
    [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 'newPassword', ACCOUNT_MESSAGES.samePassword],
  ])('refuses %j with a message', async (body, field, message) => {
    const t = await createTestApp();
    const { c } = await person(t, 'rules');
    const res = await c.post('/api/account/password', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field });
    expect((await signIn(t, 'rules')).status).toBe(200);
  });
});

describe('account API: export', () => {
  it('downloads everything held about the person, and nothing about anyone else', async () => {
    const t = await createTestApp();
    const s = await seedTwoParents(t);

    const res = await s.anna.c.get<AccountExport>('/api/account/export');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="sproutplate-data-2026-11-21.json"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    // Never a password hash or a session token.
    const token = s.anna.c.cookie!.split('=')[1]!;
    expect(res.text).not.toMatch(/scrypt|password/i);
    expect(res.text).not.toContain(token);

    const data = res.body;
    expect(data).toMatchObject({ format: 'sproutplate-account-export', version: 1 });
    expect(data.exportedAt).toBe('2026-11-21T12:00:00.000Z');
    expect(data.account).toMatchObject({
      id: s.anna.id,
      username: 'anna',
      email: 'anna@example.com',
      name: 'Anna K',
      isAdmin: false,
    });
    expect(data.savedRecipes).toEqual([
      { recipeId: s.recipeId, title: 'Pea and mint mash', savedAt: '2026-11-21T12:00:00.000Z' },
    ]);
    expect(data.posts).toHaveLength(1);
    expect(data.posts[0]).toMatchObject({
      id: s.annaPost,
      title: 'Annas question',
      mediaUrl: '/api/media/annaspicture0001',
      mediaType: 'image',
      likeCount: 1,
      commentCount: 1,
    });
    expect(data.comments).toEqual([
      expect.objectContaining({
        id: s.annaComment,
        postId: s.benPost,
        postTitle: 'Bens question',
        content: 'Soft toast fingers, every time.',
        likeCount: 1,
      }),
    ]);
    expect(data.likes.posts).toEqual([
      expect.objectContaining({ postId: s.benPost, postTitle: 'Bens question' }),
    ]);
    expect(data.likes.comments).toEqual([
      expect.objectContaining({ commentId: s.benComment, postId: s.benPost }),
    ]);
    expect(data.bookmarks).toEqual([expect.objectContaining({ postId: s.benPost })]);
    expect(data.follows.following).toEqual([expect.objectContaining({ userId: s.ben.id, username: 'ben' })]);
    expect(data.follows.followers).toEqual([expect.objectContaining({ userId: s.ben.id, username: 'ben' })]);
    expect(data.newsletter).toEqual({ email: 'anna@example.com', subscribedAt: expect.any(String) });
    expect(data.media).toEqual([
      {
        id: 'annaspicture0001',
        url: '/api/media/annaspicture0001',
        mimeType: 'image/png',
        size: PNG_1PX.length,
        createdAt: '2026-11-21T12:00:00.000Z',
      },
    ]);
    expect(data.children).toEqual([
      {
        id: CHILD_ID,
        name: 'Maya',
        birthDate: '2026-03-02',
        allergyRisk: true,
        resumedAllergens: { egg: '2026-10-01' },
        createdAt: '2026-11-21T12:00:00.000Z',
        updatedAt: '2026-11-21T12:00:00.000Z',
        foodLogs: [
          expect.objectContaining({ foodSlug: 'egg', foodName: 'Egg', date: '2026-10-20', reaction: 'mild' }),
          expect.objectContaining({
            foodSlug: null,
            foodName: 'Grandma’s soup',
            date: '2026-11-01',
            response: 'liked',
            note: 'first try',
            recipeId: s.recipeId,
          }),
        ],
      },
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.adminActions).toEqual([]);
    // Ben's child, his bookmarks and his own comments are his.
    expect(res.text).not.toContain('Leo');
    expect(res.text).not.toContain('Steamed carrot sticks');
    expect(res.text).not.toContain('ben@example.com');
  });

  it('gives a person with nothing yet an export with empty lists', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'newcomer');
    const res = await c.get<AccountExport>('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      account: { username: 'newcomer', email: null },
      savedRecipes: [],
      posts: [],
      comments: [],
      likes: { posts: [], comments: [] },
      bookmarks: [],
      follows: { following: [], followers: [] },
      newsletter: null,
      media: [],
      children: [],
    });
  });
});

describe('account API: deletion', () => {
  it.each([
    [{ password: PASSWORD }, 'confirm', ACCOUNT_MESSAGES.confirmDelete],
    [{ password: PASSWORD, confirm: 'delete please' }, 'confirm', ACCOUNT_MESSAGES.confirmDelete],
    [{ confirm: 'DELETE' }, 'password', ACCOUNT_MESSAGES.deletePassword],
  ])('refuses %j and deletes nothing', async (body, field, message) => {
    const t = await createTestApp();
    const { c } = await person(t, 'careful');
    const res = await c.request('DELETE', '/api/account', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field });
    expect((await c.get('/api/user')).status).toBe(200);
  });

  it('refuses a wrong password (403), counted as a failed sign-in, and deletes nothing', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'mistyped');
    const res = await c.request('DELETE', '/api/account', { password: 'not-my-password', confirm: 'DELETE' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.wrongPassword, field: 'password' });
    expect(await count(t, "SELECT count(*) AS n FROM rate_limits WHERE key = 'login:user:mistyped'")).toBe(1);
    expect((await c.get('/api/user')).status).toBe(200);
  });

  it("removes everything of the person's and sets the counters of what they touched", async () => {
    const t = await createTestApp();
    const s = await seedTwoParents(t);
    const annaLaptop = await signIn(t, 'anna');

    const res = await s.anna.c.request(
      'DELETE',
      '/api/account',
      { password: PASSWORD, confirm: ' DELETE ' },
      { 'Idempotency-Key': 'delete-anna-0001' },
    );
    expect(res.status, res.text).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^sp_session=;/);
    expect((await s.anna.c.get('/api/user')).status).toBe(401);
    expect((await annaLaptop.c.get('/api/user')).status).toBe(401);
    expect((await signIn(t, 'anna')).status).toBe(401);

    // Nothing of Anna's is left in any table.
    const left: [string, (number | string)[]][] = [
      ['SELECT count(*) AS n FROM users WHERE id = ?', [s.anna.id]],
      ['SELECT count(*) AS n FROM sessions WHERE user_id = ?', [s.anna.id]],
      ['SELECT count(*) AS n FROM saved_recipes WHERE user_id = ?', [s.anna.id]],
      ['SELECT count(*) AS n FROM community_posts WHERE user_id = ?', [s.anna.id]],
      ['SELECT count(*) AS n FROM community_comments WHERE user_id = ?', [s.anna.id]],
      ['SELECT count(*) AS n FROM post_likes WHERE user_id = ?', [s.anna.id]],
      ['SELECT count(*) AS n FROM comment_likes WHERE user_id = ?', [s.anna.id]],
      ['SELECT count(*) AS n FROM bookmarks WHERE user_id = ?', [s.anna.id]],
      [
        'SELECT count(*) AS n FROM user_follows WHERE follower_id = ? OR following_id = ?',
        [s.anna.id, s.anna.id],
      ],
      ['SELECT count(*) AS n FROM media WHERE user_id = ?', [s.anna.id]],
      ['SELECT count(*) AS n FROM children WHERE user_id = ?', [s.anna.id]],
      ['SELECT count(*) AS n FROM child_food_logs WHERE user_id = ?', [s.anna.id]],
      ['SELECT count(*) AS n FROM idempotency_keys WHERE user_id = ?', [s.anna.id]],
      ["SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = 'anna@example.com'", []],
      // Her post went with everything on it: Ben's comment, like and bookmark there.
      ['SELECT count(*) AS n FROM community_posts WHERE id = ?', [s.annaPost]],
      ['SELECT count(*) AS n FROM community_comments WHERE id = ?', [s.benOnAnna]],
      ["SELECT count(*) AS n FROM media WHERE id = 'annaspicture0001'", []],
    ];
    for (const [sql, params] of left) expect(await count(t, sql, params), sql).toBe(0);
    expect((await t.client().get('/api/media/annaspicture0001')).status).toBe(404);

    // Ben's post: Anna's like and comment gone, and the counters say so.
    const benPost = await s.ben.c.get<CommunityPost>(`/api/community/posts/${s.benPost}`);
    expect(benPost.body).toMatchObject({ likeCount: 0, commentCount: 1 });
    const comments = await s.ben.c.get<CommunityComment[]>(`/api/community/posts/${s.benPost}/comments`);
    expect(comments.body.map((c) => [c.id, c.likeCount])).toEqual([[s.benComment, 0]]);

    // Ben keeps all of his own.
    expect(await count(t, 'SELECT count(*) AS n FROM users WHERE id = ?', [s.ben.id])).toBe(1);
    expect(await count(t, 'SELECT count(*) AS n FROM children WHERE user_id = ?', [s.ben.id])).toBe(1);
    expect(await count(t, 'SELECT count(*) AS n FROM newsletter_subscriptions', [])).toBe(0);
    expect((await s.ben.c.get('/api/user')).status).toBe(200);
    const feed = await s.ben.c.get<{ posts: CommunityPost[] }>('/api/community/posts');
    expect(feed.body.posts.map((p) => p.id)).toEqual([s.benPost]);
    // The recipe she saved is the catalog's: it stays.
    expect(await count(t, 'SELECT count(*) AS n FROM recipes WHERE id = ?', [s.recipeId])).toBe(1);
  });

  it('keeps the last admin, and passes the catalog pictures of an admin who leaves to another', async () => {
    const t = await createTestApp();
    const first = await person(t, 'first_admin');
    await t.store.run('UPDATE users SET is_admin = 1 WHERE id = ?', [first.id]);

    const refused = await first.c.request('DELETE', '/api/account', {
      password: PASSWORD,
      confirm: 'DELETE',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: ACCOUNT_MESSAGES.lastAdmin });
    expect((await first.c.get('/api/user')).status).toBe(200);

    const second = await person(t, 'second_admin');
    await t.store.run('UPDATE users SET is_admin = 1 WHERE id = ?', [second.id]);
    // A recipe picture the first admin uploaded, and a picture of her own post.
    for (const id of ['recipepicture001', 'postpicture00001']) {
      await t.store.run(
        'INSERT INTO media (id, user_id, mime_type, size, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [id, first.id, 'image/png', PNG_1PX.length, PNG_1PX, t.clock.now],
      );
    }
    await t.store.run(
      `INSERT INTO recipes (title, description, ingredients, instructions, prep_time, age_group, meal_type, difficulty, image_url)
       VALUES ('Banana pancakes', 'Two ingredients', 'banana\negg', 'Mash, mix, fry.', 10, '1-2 years', 'breakfast', 'easy', '/api/media/recipepicture001')`,
    );

    const res = await first.c.request('DELETE', '/api/account', { password: PASSWORD, confirm: 'DELETE' });
    expect(res.status, res.text).toBe(204);
    const owners = await t.store.all<{ id: string; user_id: number }>(
      'SELECT id, user_id FROM media ORDER BY id',
    );
    expect(owners).toEqual([{ id: 'recipepicture001', user_id: second.id }]);
    expect((await t.client().get('/api/media/recipepicture001')).status).toBe(200);

    // Now the second is the last one.
    const last = await second.c.request('DELETE', '/api/account', { password: PASSWORD, confirm: 'DELETE' });
    expect(last.status).toBe(409);
  });

  it('leaves one admin when the last two delete their accounts at the same moment', async () => {
    const t = await createTestApp();
    const admins = [await person(t, 'twin_a'), await person(t, 'twin_b')];
    await t.store.run('UPDATE users SET is_admin = 1');
    const answers = await Promise.all(
      admins.map(({ c }) => c.request('DELETE', '/api/account', { password: PASSWORD, confirm: 'DELETE' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
    expect(await count(t, 'SELECT count(*) AS n FROM users WHERE is_admin = 1')).toBe(1);
  });
});

describe('account API: reset links', () => {
  it('sets the password once, ends every session, and lifts the sign-in limit', async () => {
    const t = await createTestApp();
    const { c, id } = await person(t, 'forgetful');
    for (let i = 0; i < 10; i++) await signIn(t, 'forgetful', `wrong-guess-${i}`);
    expect((await signIn(t, 'forgetful')).status).toBe(429);

    const { token, expiresAt } = await t.services().account.issueResetLink(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBe(t.clock.now + RESET_LINK_TTL_MS);
    // Only its hash is stored.
    const stored = await t.store.all<{ id: string }>('SELECT id FROM password_resets');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.id).not.toContain(token);

    const visitor = t.client();
    const res = await visitor.post('/api/account/reset', { token, newPassword: NEW_PASSWORD });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toMatch(/Sign in with your new password/);
    expect((await c.get('/api/user')).status).toBe(401);
    expect((await signIn(t, 'forgetful', NEW_PASSWORD)).status).toBe(200);

    const again = await visitor.post('/api/account/reset', { token, newPassword: 'yet-another-password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: ACCOUNT_MESSAGES.resetInvalid, field: 'token' });
    expect((await signIn(t, 'forgetful', NEW_PASSWORD)).status).toBe(200);
  });

  it('stops working after an hour, and when a newer link is issued', async () => {
    const t = await createTestApp();
    const { id } = await person(t, 'late');
    const { account } = t.services();

    const first = await account.issueResetLink(id);
    const second = await account.issueResetLink(id);
    const visitor = t.client();
    expect(
      (await visitor.post('/api/account/reset', { token: first.token, newPassword: NEW_PASSWORD })).status,
    ).toBe(400);

    t.clock.now += RESET_LINK_TTL_MS;
    const expired = await visitor.post('/api/account/reset', {
      token: second.token,
      newPassword: NEW_PASSWORD,
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(ACCOUNT_MESSAGES.resetInvalid);
    expect((await signIn(t, 'late')).status).toBe(200);

    const third = await account.issueResetLink(id);
    t.clock.now += RESET_LINK_TTL_MS - 1000;
    expect(
      (await visitor.post('/api/account/reset', { token: third.token, newPassword: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses a made-up token and a weak password, and a changed password cancels the link', async () => {
    const t = await createTestApp();
    const { c, id } = await person(t, 'careful_reset');
    const visitor = t.client();
    const made_up = await visitor.post('/api/account/reset', {
      token: 'A'.repeat(43),
      newPassword: NEW_PASSWORD,
    });
    expect(made_up.status).toBe(400);
    expect((await visitor.post('/api/account/reset', { newPassword: NEW_PASSWORD })).body).toEqual({
      message: ACCOUNT_MESSAGES.resetToken,
      field: 'token',
    });

    const { token } = await t.services().account.issueResetLink(id);
    const weak = await visitor.post('/api/account/reset', { token, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe('newPassword');

    await ok(c.post('/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }));
    expect(
      (await visitor.post('/api/account/reset', { token, newPassword: 'yet-another-password' })).status,
    ).toBe(400);
    expect((await signIn(t, 'careful_reset', NEW_PASSWORD)).status).toBe(200);
  });
});

describe('npm run admin -- reset-link', () => {
  const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

  function admin(args: string[], env: Record<string, string>) {
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'api/cli/admin.ts', ...args], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { LOG_LEVEL: 'silent', ...env },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => resolve({ code, output }));
    });
  }

  it('prints a link on the public origin that resets the password once', { timeout: 60_000 }, async () => {
    const database = await openProcessDatabase();
    const users = createUserService(database.store, TEST_SCRYPT_COST);
    await users.register({ username: 'Olivia', password: PASSWORD });

    const missing = await admin(['reset-link', 'nobody'], database.env);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No user named "nobody"');

    const issued = await admin(['reset-link', 'olivia'], {
      ...database.env,
      PUBLIC_ORIGIN: 'https://sproutplate.example',
    });
    expect(issued.code, issued.output).toBe(0);
    const link = /(https:\/\/sproutplate\.example\/reset-password\?token=([A-Za-z0-9_-]{43}))\n/.exec(
      issued.output,
    );
    expect(link, issued.output).not.toBeNull();
    const token = link![2]!;

    const t = await createTestApp({}, { store: database.store });
    const visitor = t.client();
    t.clock.now = Date.now();
    expect((await visitor.post('/api/account/reset', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await visitor.post('/api/login', { username: 'olivia', password: NEW_PASSWORD })).status).toBe(
      200,
    );
    expect((await t.client().post('/api/account/reset', { token, newPassword: PASSWORD })).status).toBe(400);
    expect(
      await database.store.get<{ action: string }>(
        "SELECT action FROM audit_log WHERE action = 'user.reset-link'",
      ),
    ).toEqual({ action: 'user.reset-link' });
  });
});
