/**
 * The community API (spec section 7). Every endpoint needs a signed-in
 * person; posting and commenting are rate limited per person; authors delete
 * their own posts and comments, admins any.
 */
import { Hono, type Context } from 'hono';
import { COMMUNITY_LIMITS } from '../../shared/constants';
import { newCommentSchema, newPostSchema, postListQuerySchema } from '../../shared/schemas/community';
import type { AppEnv } from '../context';
import { idParamSchema, notFound, pathId, tooManyRequests, validate } from '../lib/http';
import { currentUser, requireUser } from '../middleware/auth';
import { communityResponseCache } from '../middleware/response-cache';

/**
 * Runs `make` (a new post or comment) under the person's limit: one hit is counted before it, and
 * given back when it is refused (a picture that is not one, a post that no longer exists) or fails,
 * so only what was made counts toward the limit.
 */
async function madeWithin<T>(
  c: Context<AppEnv>,
  action: 'posts' | 'comments',
  message: string,
  make: () => Promise<T>,
): Promise<T> {
  const { rateLimiter } = c.get('services');
  const key = `community:${action}:user:${currentUser(c).id}`;
  const state = await rateLimiter.hit(key, COMMUNITY_LIMITS[action]);
  if (state.limited) {
    await rateLimiter.release(key);
    throw tooManyRequests(message, state.retryAfter);
  }
  try {
    return await make();
  } catch (err) {
    await rateLimiter.release(key);
    throw err;
  }
}

export const communityRoutes = new Hono<AppEnv>()
  .use('/community/*', requireUser)
  .get('/community/posts', communityResponseCache, validate('query', postListQuerySchema), async (c) => {
    return c.json(await c.get('services').community.listPosts(currentUser(c).id, c.req.valid('query')));
  })
  .post('/community/posts', validate('json', newPostSchema), async (c) => {
    const post = await madeWithin(
      c,
      'posts',
      "You've posted a lot in a short time. Please wait a while before posting again.",
      () => c.get('services').community.createPost(currentUser(c).id, c.req.valid('json')),
    );
    return c.json(post, 201);
  })
  .get('/community/posts/:id', validate('param', idParamSchema), async (c) => {
    const post = await c
      .get('services')
      .community.getPost(currentUser(c).id, pathId(c.req.valid('param').id, 'Post'));
    if (!post) throw notFound('Post not found');
    return c.json(post);
  })
  .delete('/community/posts/:id', validate('param', idParamSchema), async (c) => {
    await c.get('services').community.deletePostAs(currentUser(c), pathId(c.req.valid('param').id, 'Post'));
    return c.json({ message: 'Post deleted' });
  })
  .post('/community/posts/:id/like', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Post');
    return c.json(await c.get('services').community.likePost(currentUser(c).id, id));
  })
  .delete('/community/posts/:id/like', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Post');
    return c.json(await c.get('services').community.unlikePost(currentUser(c).id, id));
  })
  .post('/community/posts/:id/bookmark', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Post');
    return c.json(await c.get('services').community.bookmark(currentUser(c).id, id));
  })
  .delete('/community/posts/:id/bookmark', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Post');
    return c.json(await c.get('services').community.unbookmark(currentUser(c).id, id));
  })
  .get('/community/posts/:id/comments', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Post');
    return c.json(await c.get('services').community.listComments(currentUser(c).id, id));
  })
  .post(
    '/community/posts/:id/comments',
    validate('param', idParamSchema),
    validate('json', newCommentSchema),
    async (c) => {
      const id = pathId(c.req.valid('param').id, 'Post');
      const comment = await madeWithin(
        c,
        'comments',
        "You've commented a lot in a short time. Please wait a moment before commenting again.",
        () => c.get('services').community.addComment(currentUser(c).id, id, c.req.valid('json').content),
      );
      return c.json(comment, 201);
    },
  )
  .delete('/community/comments/:id', validate('param', idParamSchema), async (c) => {
    await c
      .get('services')
      .community.deleteCommentAs(currentUser(c), pathId(c.req.valid('param').id, 'Comment'));
    return c.json({ message: 'Comment deleted' });
  })
  .post('/community/comments/:id/like', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Comment');
    return c.json(await c.get('services').community.likeComment(currentUser(c).id, id));
  })
  .delete('/community/comments/:id/like', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Comment');
    return c.json(await c.get('services').community.unlikeComment(currentUser(c).id, id));
  })
  .get('/community/users/:id/is-following', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'User');
    return c.json(await c.get('services').community.isFollowing(currentUser(c).id, id));
  })
  .post('/community/users/:id/follow', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'User');
    return c.json(await c.get('services').community.follow(currentUser(c).id, id));
  })
  .delete('/community/users/:id/follow', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'User');
    return c.json(await c.get('services').community.unfollow(currentUser(c).id, id));
  });
