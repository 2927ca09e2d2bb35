import { describe, expect, it } from 'vitest';
import { COMMUNITY_LIMITS, COMMUNITY_PAGE_SIZE, MEDIA_LIMITS } from '../../shared/constants';
import type {
  CommunityComment,
  CommunityPost,
  PostListResponse,
  ToggleResponse,
} from '../../shared/schemas/community';
import { createTestApp, type TestApp, type TestClient } from '../test/harness';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_DATA_URL = `data:image/png;base64,${PNG_1PX}`;

const count = async (t: TestApp, sql: string, ...params: number[]) =>
  (await t.store.get<{ n: number }>(sql, params))!.n;

/** A signed-in client; the registration limit per address is lifted so tests can make many people. */
async function person(t: TestApp, username: string, options: { admin?: boolean } = {}) {
  await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'register:%'");
  const c = t.client();
  const user = await c.register(username);
  if (options.admin) await t.store.run('UPDATE users SET is_admin = 1 WHERE id = ?', [user.id]);
  return { c, id: user.id };
}

const validPost = (n = 1) => ({
  title: `Finger food ideas ${n}`,
  content: 'What did your toddler enjoy as a first finger food?',
  contentType: 'question',
});

async function createPost(c: TestClient, body: Record<string, unknown> = validPost()) {
  const res = await c.post<CommunityPost>('/api/community/posts', body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe('community: access', () => {
  it('answers 401 to every endpoint without a signed-in person', async () => {
    const t = await createTestApp();
    const c = t.client();
    const calls: [string, string][] = [
      ['GET', '/api/community/posts'],
      ['POST', '/api/community/posts'],
      ['GET', '/api/community/posts/1'],
      ['DELETE', '/api/community/posts/1'],
      ['POST', '/api/community/posts/1/like'],
      ['DELETE', '/api/community/posts/1/like'],
      ['POST', '/api/community/posts/1/bookmark'],
      ['DELETE', '/api/community/posts/1/bookmark'],
      ['GET', '/api/community/posts/1/comments'],
      ['POST', '/api/community/posts/1/comments'],
      ['DELETE', '/api/community/comments/1'],
      ['POST', '/api/community/comments/1/like'],
      ['DELETE', '/api/community/comments/1/like'],
      ['GET', '/api/community/users/1/is-following'],
      ['POST', '/api/community/users/1/follow'],
      ['DELETE', '/api/community/users/1/follow'],
    ];
    for (const [method, path] of calls) {
      const res = await c.request(method, path, method === 'POST' ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('community: posts', () => {
  it('creates a post and lists it as spec section 3 displays it, without private author fields', async () => {
    const t = await createTestApp();
    const { c, id } = await person(t, 'poster', {});
    const created = await createPost(c);
    expect(created).toMatchObject({
      title: 'Finger food ideas 1',
      contentType: 'question',
      mediaUrl: null,
      mediaType: null,
      likeCount: 0,
      commentCount: 0,
      isLiked: false,
      isBookmarked: false,
      author: { id, username: 'poster', name: null, isAdmin: false },
    });
    const list = await c.get<PostListResponse>('/api/community/posts');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ posts: [created], pages: 1, currentPage: 1 });
    expect(list.text).not.toMatch(/password|email|session/i);
    expect(Object.keys(created.author).sort()).toEqual(['id', 'isAdmin', 'isFollowing', 'name', 'username']);
    const one = await c.get<CommunityPost>(`/api/community/posts/${created.id}`);
    expect(one.body).toEqual(created);
    expect((await c.get('/api/community/posts/999')).status).toBe(404);
    expect((await c.get('/api/community/posts/abc')).status).toBe(404);
  });

  it('validates with the spec messages and creates nothing on bad input', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'validator');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validPost(), title: 'Hey' }, 'Title must be at least 5 characters'],
      [{ ...validPost(), content: 'Too short' }, 'Content must be at least 10 characters'],
      [
        { ...validPost(), contentType: 'rant' },
        'Content type must be question, tip, experience or recommendation',
      ],
      [
        { ...validPost(), mediaType: 'audio', mediaUrl: PNG_DATA_URL },
        "Media type must be 'image' or 'video'",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/community/posts', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await count(t, 'SELECT count(*) AS n FROM community_posts')).toBe(0);
  });

  it('pages 10 at a time, newest first, and searches title and content (wildcards taken literally)', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'pager');
    for (let i = 1; i <= 23; i++) {
      t.clock.now += 1000;
      await createPost(c, {
        ...validPost(i),
        content: i === 7 ? 'We tried 100% mango puree today' : validPost(i).content,
      });
      await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'community:%'");
    }
    const first = await c.get<PostListResponse>('/api/community/posts');
    expect(first.body.pages).toBe(3);
    expect(first.body.currentPage).toBe(1);
    expect(first.body.posts).toHaveLength(COMMUNITY_PAGE_SIZE);
    expect(first.body.posts[0]?.title).toBe('Finger food ideas 23');
    const third = await c.get<PostListResponse>('/api/community/posts?page=3');
    expect(third.body.posts.map((p) => p.title)).toEqual([
      'Finger food ideas 3',
      'Finger food ideas 2',
      'Finger food ideas 1',
    ]);
    const search = await c.get<PostListResponse>('/api/community/posts?search=100%25');
    expect(search.body.posts.map((p) => p.title)).toEqual(['Finger food ideas 7']);
    const underscore = await c.get<PostListResponse>('/api/community/posts?search=_');
    expect(underscore.body.posts).toEqual([]);
    expect((await c.get('/api/community/posts?page=0')).status).toBe(400);
  });

  it('rate limits posting per person', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'flooder');
    const other = await person(t, 'calm');
    for (let i = 0; i < COMMUNITY_LIMITS.posts.limit; i++) await createPost(c, validPost(i));
    const refused = await c.post('/api/community/posts', validPost(99));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await count(t, 'SELECT count(*) AS n FROM community_posts')).toBe(COMMUNITY_LIMITS.posts.limit);
    await createPost(other.c);
    t.clock.now += COMMUNITY_LIMITS.posts.windowMs + 1;
    await createPost(c, validPost(100));
  });

  it('counts only posts made: refused uploads and refused attempts past the limit cost nothing', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'retrier');
    const notAPicture = `data:image/png;base64,${Buffer.from('just some text, not a picture').toString('base64')}`;
    for (let i = 0; i < COMMUNITY_LIMITS.posts.limit * 2; i++) {
      const refused = await c.post('/api/community/posts', {
        ...validPost(i),
        mediaUrl: notAPicture,
        mediaType: 'image',
      });
      expect(refused.status).toBe(400);
    }
    for (let i = 0; i < COMMUNITY_LIMITS.posts.limit; i++) await createPost(c, validPost(i));
    for (let i = 0; i < 3; i++)
      expect((await c.post('/api/community/posts', validPost(99))).status).toBe(429);
    expect(await count(t, 'SELECT count(*) AS n FROM community_posts')).toBe(COMMUNITY_LIMITS.posts.limit);
  });
});

describe('community: media', () => {
  it('stores a real image, re-encoded as WebP, and serves it with its type and nosniff', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'photographer');
    const post = await createPost(c, { ...validPost(), mediaUrl: PNG_DATA_URL, mediaType: 'image' });
    expect(post.mediaType).toBe('image');
    expect(post.mediaUrl).toMatch(/^\/api\/media\/[\w-]+$/);
    const file = await c.get(post.mediaUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');

    // Deleting the post deletes its file.
    expect((await c.delete(`/api/community/posts/${post.id}`)).status).toBe(200);
    expect((await c.get(post.mediaUrl!)).status).toBe(404);
    expect(await count(t, 'SELECT count(*) AS n FROM media')).toBe(0);
  });

  it('refuses a PNG header on a text body, wrong types, a kind mismatch and files over the cap; creates nothing', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'trickster');
    const textAsPng = `data:image/png;base64,${Buffer.from('just some text, not a picture').toString('base64')}`;
    const pngWithTextBody = `data:image/png;base64,${Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex').subarray(0, 4),
      Buffer.from('<script>alert(1)</script>'),
    ]).toString('base64')}`;
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    const html = `data:text/html;base64,${Buffer.from('<b>hi</b>').toString('base64')}`;
    const tooBig = `data:image/png;base64,${Buffer.alloc(MEDIA_LIMITS.imageBytes + 3).toString('base64')}`;
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ mediaUrl: textAsPng, mediaType: 'image' }, 400, /not a valid PNG/],
      [{ mediaUrl: pngWithTextBody, mediaType: 'image' }, 400, /not a valid PNG/],
      [{ mediaUrl: svg, mediaType: 'image' }, 400, /Only JPEG, PNG, WebP or GIF/],
      [{ mediaUrl: html, mediaType: 'image' }, 400, /Only JPEG, PNG, WebP or GIF/],
      [{ mediaUrl: PNG_DATA_URL, mediaType: 'video' }, 400, /not a video/],
      [{ mediaUrl: 'https://example.com/cat.png', mediaType: 'image' }, 400, /image or a video/],
      [{ mediaUrl: tooBig, mediaType: 'image' }, 413, /Images can be at most 5 MB/],
    ];
    for (const [extra, status, message] of cases) {
      const res = await c.post('/api/community/posts', { ...validPost(), ...extra });
      expect(res.status, String(message)).toBe(status);
      expect(res.body.message).toMatch(message);
      await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'community:%'");
    }
    expect(await count(t, 'SELECT count(*) AS n FROM community_posts')).toBe(0);
    expect(await count(t, 'SELECT count(*) AS n FROM media')).toBe(0);
  });
});

describe('community: likes and bookmarks', () => {
  it('likes once, answers already_liked to a repeat, and unliking what is not liked changes nothing', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'liker');
    const post = await createPost(c);
    const url = `/api/community/posts/${post.id}/like`;
    const first = await c.post<ToggleResponse>(url);
    expect(first.body).toMatchObject({ action: 'liked', likeCount: 1 });
    expect(typeof first.body.message).toBe('string');
    const again = await c.post<ToggleResponse>(url);
    expect(again.body).toMatchObject({ action: 'none', status: 'already_liked', likeCount: 1 });
    const listed = await c.get<PostListResponse>('/api/community/posts');
    expect(listed.body.posts[0]).toMatchObject({ isLiked: true, likeCount: 1 });
    expect((await c.delete<ToggleResponse>(url)).body).toMatchObject({ action: 'unliked', likeCount: 0 });
    expect((await c.delete<ToggleResponse>(url)).body).toMatchObject({ action: 'none', likeCount: 0 });
    expect(await count(t, 'SELECT like_count AS n FROM community_posts WHERE id = ?', post.id)).toBe(0);
    expect((await c.post('/api/community/posts/424242/like')).status).toBe(404);
  });

  it('50 people liking one post at once give likeCount 50, equal to the rows', async () => {
    const t = await createTestApp();
    const author = await person(t, 'popular');
    const post = await createPost(author.c);
    const people = [];
    for (let i = 0; i < 50; i++) people.push(await person(t, `fan${i}`));
    const answers = await Promise.all(
      people.flatMap(({ c }) => [
        c.post<ToggleResponse>(`/api/community/posts/${post.id}/like`),
        c.post<ToggleResponse>(`/api/community/posts/${post.id}/like`),
      ]),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.action === 'liked')).toHaveLength(50);
    expect(await count(t, 'SELECT count(*) AS n FROM post_likes WHERE post_id = ?', post.id)).toBe(50);
    const shown = await author.c.get<CommunityPost>(`/api/community/posts/${post.id}`);
    expect(shown.body.likeCount).toBe(50);
    await Promise.all(people.slice(0, 20).map(({ c }) => c.delete(`/api/community/posts/${post.id}/like`)));
    expect((await author.c.get<CommunityPost>(`/api/community/posts/${post.id}`)).body.likeCount).toBe(30);
  });

  it('50 likes from 50 people at once, straight to the service, leave like_count 50, equal to the rows', async () => {
    const t = await createTestApp();
    const author = await person(t, 'celebrated');
    const post = await createPost(author.c);
    const comment = (
      await author.c.post<CommunityComment>(`/api/community/posts/${post.id}/comments`, { content: 'Thanks' })
    ).body;
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const row = await t.store.get<{ id: number }>(
        "INSERT INTO users (username, password_hash, created_at) VALUES (?, 'not-a-hash', ?) RETURNING id",
        [`crowd${i}`, t.clock.now],
      );
      ids.push(row!.id);
    }
    const community = t.services().community;
    const oneToFifty = Array.from({ length: 50 }, (_, i) => i + 1);

    const likes = await Promise.all(ids.map((id) => community.likePost(id, post.id)));
    expect(likes.every((a) => a.action === 'liked')).toBe(true);
    // Each like counted after the one before it: every count from 1 to 50 answered once.
    expect(likes.map((a) => a.likeCount ?? 0).sort((a, b) => a - b)).toEqual(oneToFifty);
    expect(await count(t, 'SELECT like_count AS n FROM community_posts WHERE id = ?', post.id)).toBe(50);
    expect(await count(t, 'SELECT count(*) AS n FROM post_likes WHERE post_id = ?', post.id)).toBe(50);

    const commentLikes = await Promise.all(ids.map((id) => community.likeComment(id, comment.id)));
    expect(commentLikes.map((a) => a.likeCount ?? 0).sort((a, b) => a - b)).toEqual(oneToFifty);
    expect(await count(t, 'SELECT like_count AS n FROM community_comments WHERE id = ?', comment.id)).toBe(
      50,
    );
    expect(await count(t, 'SELECT count(*) AS n FROM comment_likes WHERE comment_id = ?', comment.id)).toBe(
      50,
    );

    await Promise.all(ids.map((id) => community.addComment(id, post.id, `Me too ${id}`)));
    expect(await count(t, 'SELECT comment_count AS n FROM community_posts WHERE id = ?', post.id)).toBe(51);
    expect(await count(t, 'SELECT count(*) AS n FROM community_comments WHERE post_id = ?', post.id)).toBe(
      51,
    );

    await Promise.all(ids.slice(0, 20).map((id) => community.unlikePost(id, post.id)));
    expect(await count(t, 'SELECT like_count AS n FROM community_posts WHERE id = ?', post.id)).toBe(30);
    expect(await count(t, 'SELECT count(*) AS n FROM post_likes WHERE post_id = ?', post.id)).toBe(30);
  });

  it("bookmarks per person; nobody sees another person's bookmarks", async () => {
    const t = await createTestApp();
    const a = await person(t, 'keeper');
    const b = await person(t, 'snoop');
    const post = await createPost(a.c);
    await createPost(a.c, validPost(2));
    const url = `/api/community/posts/${post.id}/bookmark`;
    expect((await a.c.post<ToggleResponse>(url)).body).toMatchObject({ action: 'bookmarked' });
    expect((await a.c.post<ToggleResponse>(url)).body).toMatchObject({
      action: 'none',
      status: 'already_bookmarked',
    });
    const mine = await a.c.get<PostListResponse>('/api/community/posts?bookmarked=true');
    expect(mine.body.posts.map((p) => p.id)).toEqual([post.id]);
    expect(mine.body.posts[0]?.isBookmarked).toBe(true);
    const theirs = await b.c.get<PostListResponse>('/api/community/posts?bookmarked=true');
    expect(theirs.body).toEqual({ posts: [], pages: 0, currentPage: 1 });
    const all = await b.c.get<PostListResponse>('/api/community/posts');
    expect(all.body.posts.every((p) => !p.isBookmarked)).toBe(true);
    expect((await a.c.delete<ToggleResponse>(url)).body).toMatchObject({ action: 'unbookmarked' });
    expect((await a.c.delete<ToggleResponse>(url)).body).toMatchObject({ action: 'none' });
  });
});

describe('community: follows', () => {
  it('follows and unfollows; not yourself (400), not an admin (403); the Following tab lists their posts', async () => {
    const t = await createTestApp();
    const a = await person(t, 'follower');
    const b = await person(t, 'followed');
    const admin = await person(t, 'moderator', { admin: true });
    const post = await createPost(b.c);
    await createPost(admin.c, validPost(2));

    expect((await a.c.get(`/api/community/users/${b.id}/is-following`)).body).toBe(false);
    expect((await a.c.post<ToggleResponse>(`/api/community/users/${b.id}/follow`)).body).toMatchObject({
      action: 'followed',
    });
    expect((await a.c.post<ToggleResponse>(`/api/community/users/${b.id}/follow`)).body).toMatchObject({
      action: 'none',
    });
    expect((await a.c.get(`/api/community/users/${b.id}/is-following`)).body).toBe(true);
    const following = await a.c.get<PostListResponse>('/api/community/posts?following=true');
    expect(following.body.posts.map((p) => p.id)).toEqual([post.id]);
    expect(following.body.posts[0]?.author.isFollowing).toBe(true);
    const none = await b.c.get<PostListResponse>('/api/community/posts?following=true');
    expect(none.body.posts).toEqual([]);

    const self = await a.c.post(`/api/community/users/${a.id}/follow`);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot follow yourself');
    const toAdmin = await a.c.post(`/api/community/users/${admin.id}/follow`);
    expect(toAdmin.status).toBe(403);
    expect((await a.c.post('/api/community/users/9999/follow')).status).toBe(404);
    expect(await count(t, 'SELECT count(*) AS n FROM user_follows')).toBe(1);

    expect((await a.c.delete<ToggleResponse>(`/api/community/users/${b.id}/follow`)).body).toMatchObject({
      action: 'unfollowed',
    });
    expect((await a.c.get(`/api/community/users/${b.id}/is-following`)).body).toBe(false);
  });
});

describe('community: comments', () => {
  it('trims comments, refuses empty ones, keeps commentCount equal to the rows, and lists them oldest first', async () => {
    const t = await createTestApp();
    const a = await person(t, 'asker');
    const b = await person(t, 'helper');
    const post = await createPost(a.c);
    const url = `/api/community/posts/${post.id}/comments`;
    const empty = await b.c.post(url, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Comment content is required');
    expect((await b.c.post(url, {})).body.message).toBe('Comment content is required');
    const made = await b.c.post<CommunityComment>(url, { content: '  Try soft pear slices.  ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      content: 'Try soft pear slices.',
      likeCount: 0,
      isLiked: false,
      author: { id: b.id, username: 'helper', isAdmin: false },
    });
    t.clock.now += 1000;
    await a.c.post(url, { content: 'Thank you!' });
    const list = await a.c.get<CommunityComment[]>(url);
    expect(list.body.map((x) => x.content)).toEqual(['Try soft pear slices.', 'Thank you!']);
    expect((await a.c.get<CommunityPost>(`/api/community/posts/${post.id}`)).body.commentCount).toBe(2);
    expect((await a.c.post('/api/community/posts/9999/comments', { content: 'Hello' })).status).toBe(404);
  });

  it('a replayed Idempotency-Key creates one comment', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'train-rider');
    const post = await createPost(c);
    const key = { 'Idempotency-Key': 'comment-on-the-train-0001' };
    const url = `/api/community/posts/${post.id}/comments`;
    const first = await c.post(url, { content: 'Written offline on the train' }, key);
    const again = await c.post(url, { content: 'Written offline on the train' }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count(t, 'SELECT count(*) AS n FROM community_comments')).toBe(1);
    expect((await c.get<CommunityPost>(`/api/community/posts/${post.id}`)).body.commentCount).toBe(1);
  });

  it('likes comments like posts', async () => {
    const t = await createTestApp();
    const a = await person(t, 'commenter');
    const b = await person(t, 'appreciator');
    const post = await createPost(a.c);
    const comment = (
      await a.c.post<CommunityComment>(`/api/community/posts/${post.id}/comments`, { content: 'Hi' })
    ).body;
    const url = `/api/community/comments/${comment.id}/like`;
    expect((await b.c.post<ToggleResponse>(url)).body).toMatchObject({ action: 'liked', likeCount: 1 });
    expect((await b.c.post<ToggleResponse>(url)).body).toMatchObject({
      action: 'none',
      status: 'already_liked',
    });
    expect((await a.c.post<ToggleResponse>(url)).body).toMatchObject({ likeCount: 2 });
    const seen = await b.c.get<CommunityComment[]>(`/api/community/posts/${post.id}/comments`);
    expect(seen.body[0]).toMatchObject({ likeCount: 2, isLiked: true });
    expect((await b.c.delete<ToggleResponse>(url)).body).toMatchObject({ action: 'unliked', likeCount: 1 });
    expect((await b.c.delete<ToggleResponse>(url)).body).toMatchObject({ action: 'none', likeCount: 1 });
    expect((await b.c.post('/api/community/comments/9999/like')).status).toBe(404);
  });

  it('rate limits commenting per person', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'chatty');
    const post = await createPost(c);
    const url = `/api/community/posts/${post.id}/comments`;
    for (let i = 0; i < COMMUNITY_LIMITS.comments.limit; i++) {
      expect((await c.post(url, { content: `Comment ${i}` })).status).toBe(201);
    }
    const refused = await c.post(url, { content: 'One too many' });
    expect(refused.status).toBe(429);
    expect(await count(t, 'SELECT count(*) AS n FROM community_comments')).toBe(
      COMMUNITY_LIMITS.comments.limit,
    );
  });
});

describe('community: deleting', () => {
  it("authors delete their own posts and comments; another person's delete is a 403; admins delete any", async () => {
    const t = await createTestApp();
    const a = await person(t, 'author');
    const b = await person(t, 'stranger');
    const admin = await person(t, 'admin-person', { admin: true });
    const post = await createPost(a.c);
    const comment = (
      await a.c.post<CommunityComment>(`/api/community/posts/${post.id}/comments`, { content: 'Mine' })
    ).body;
    await b.c.post(`/api/community/posts/${post.id}/like`);

    const notYours = await b.c.delete(`/api/community/posts/${post.id}`);
    expect(notYours.status).toBe(403);
    expect((await b.c.delete(`/api/community/comments/${comment.id}`)).status).toBe(403);
    expect(await count(t, 'SELECT count(*) AS n FROM community_posts')).toBe(1);
    expect(await count(t, 'SELECT count(*) AS n FROM community_comments')).toBe(1);

    expect((await a.c.delete(`/api/community/comments/${comment.id}`)).status).toBe(200);
    expect((await a.c.get<CommunityPost>(`/api/community/posts/${post.id}`)).body.commentCount).toBe(0);
    expect((await a.c.delete(`/api/community/posts/${post.id}`)).status).toBe(200);
    expect((await a.c.delete(`/api/community/posts/${post.id}`)).status).toBe(404);
    expect(await count(t, 'SELECT count(*) AS n FROM post_likes')).toBe(0);

    const second = await createPost(b.c, validPost(2));
    const bComment = (
      await b.c.post<CommunityComment>(`/api/community/posts/${second.id}/comments`, { content: 'Hello' })
    ).body;
    expect((await admin.c.delete(`/api/community/comments/${bComment.id}`)).status).toBe(200);
    expect((await admin.c.delete(`/api/community/posts/${second.id}`)).status).toBe(200);
    expect(await count(t, 'SELECT count(*) AS n FROM community_posts')).toBe(0);
  });
});

describe('community: text stays text', () => {
  it('stores and answers markup exactly as typed (the app shows it as text)', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'markup');
    const title = '<img src=x onerror=alert(1)>';
    const post = await createPost(c, { ...validPost(), title });
    expect(post.title).toBe(title);
    const res = await c.get(`/api/community/posts/${post.id}`);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });
});
