/**
 * /api/admin/...: the admin area. Every route is behind requireAdmin (401
 * signed out, 403 for anyone who is not an admin), checked here on the server.
 * Writes are validated with the shared schemas and recorded in the audit log
 * by the services.
 */
import { Hono, type Context } from 'hono';
import {
  adminListQuerySchema,
  dietaryRestrictionsSchema,
  featuredSchema,
  mediaUploadSchema,
} from '../../shared/schemas/admin';
import { categoryInputSchema, nutritionTipInputSchema } from '../../shared/schemas/catalog';
import { recipeInputSchema, recipeQuerySchema } from '../../shared/schemas/recipe';
import { ADMIN_PAGE_SIZE } from '../../shared/constants';
import type { AppEnv } from '../context';
import { ApiError, idParamSchema, pathId, validate } from '../lib/http';
import { currentUser, requireAdmin } from '../middleware/auth';
import type { Actor } from '../services/actor';
import { AdminRoleError } from '../services/admin/users';

function actor(c: Context<AppEnv>): Actor {
  const user = currentUser(c);
  return { id: user.id, username: user.username, isAdmin: user.isAdmin };
}

async function roleChange(c: Context<AppEnv>, isAdmin: boolean) {
  const id = pathId(c.req.param('id') ?? '', 'User');
  try {
    return c.json(await c.get('services').admin.users.setAdmin(actor(c), id, isAdmin));
  } catch (err) {
    if (err instanceof AdminRoleError) throw new ApiError(err.status, err.message);
    throw err;
  }
}

export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)

  // The dashboards.
  .get('/stats', async (c) => c.json(await c.get('services').admin.server.stats()))
  .get('/server', async (c) => c.json(await c.get('services').admin.server.status()))
  .get('/audit-log', validate('query', adminListQuerySchema), async (c) =>
    c.json(await c.get('services').admin.audit.list(c.req.valid('query').page)),
  )

  // A recipe picture for the form: checked like every upload, answered with its address.
  .post('/media', validate('json', mediaUploadSchema), async (c) => {
    const { media, admin } = c.get('services');
    const who = actor(c);
    const stored = await media.storeDataUrl(currentUser(c).id, c.req.valid('json').dataUrl, 'image');
    await admin.audit.record(who, {
      action: 'media.upload',
      targetType: 'media',
      summary: { url: stored.url, type: stored.mimeType, bytes: stored.size },
    });
    return c.json({ url: stored.url }, 201);
  })

  // Recipes.
  .get('/recipes', validate('query', recipeQuerySchema), async (c) =>
    c.json(await c.get('services').recipes.list(c.req.valid('query'), ADMIN_PAGE_SIZE)),
  )
  .post('/recipes', validate('json', recipeInputSchema), async (c) =>
    c.json(await c.get('services').admin.recipes.create(actor(c), c.req.valid('json')), 201),
  )
  .get('/recipes/:id', validate('param', idParamSchema), async (c) =>
    c.json(await c.get('services').admin.recipes.get(pathId(c.req.valid('param').id, 'Recipe'))),
  )
  .put('/recipes/:id', validate('param', idParamSchema), validate('json', recipeInputSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Recipe');
    return c.json(await c.get('services').admin.recipes.update(actor(c), id, c.req.valid('json')));
  })
  .delete('/recipes/:id', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Recipe');
    await c.get('services').admin.recipes.remove(actor(c), id);
    return c.json({ id, deleted: true });
  })
  .put(
    '/recipes/:id/featured',
    validate('param', idParamSchema),
    validate('json', featuredSchema),
    async (c) => {
      const id = pathId(c.req.valid('param').id, 'Recipe');
      return c.json(
        await c.get('services').admin.recipes.setFeatured(actor(c), id, c.req.valid('json').featured),
      );
    },
  )
  .put(
    '/recipes/:id/dietary-restrictions',
    validate('param', idParamSchema),
    validate('json', dietaryRestrictionsSchema),
    async (c) => {
      const id = pathId(c.req.valid('param').id, 'Recipe');
      const { dietaryRestrictions } = c.req.valid('json');
      return c.json(await c.get('services').admin.recipes.setRestrictions(actor(c), id, dietaryRestrictions));
    },
  )

  // Collections.
  .get('/categories', async (c) => c.json(await c.get('services').admin.catalog.categories()))
  .post('/categories', validate('json', categoryInputSchema), async (c) =>
    c.json(await c.get('services').admin.catalog.createCategory(actor(c), c.req.valid('json')), 201),
  )
  .put(
    '/categories/:id',
    validate('param', idParamSchema),
    validate('json', categoryInputSchema),
    async (c) => {
      const id = pathId(c.req.valid('param').id, 'Collection');
      return c.json(await c.get('services').admin.catalog.updateCategory(actor(c), id, c.req.valid('json')));
    },
  )
  .delete('/categories/:id', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Collection');
    return c.json({
      id,
      deleted: true,
      ...(await c.get('services').admin.catalog.deleteCategory(actor(c), id)),
    });
  })

  // Nutrition tips.
  .get('/nutrition-tips', async (c) => c.json(await c.get('services').admin.catalog.tips()))
  .post('/nutrition-tips', validate('json', nutritionTipInputSchema), async (c) =>
    c.json(await c.get('services').admin.catalog.createTip(actor(c), c.req.valid('json')), 201),
  )
  .put(
    '/nutrition-tips/:id',
    validate('param', idParamSchema),
    validate('json', nutritionTipInputSchema),
    async (c) => {
      const id = pathId(c.req.valid('param').id, 'Nutrition tip');
      return c.json(await c.get('services').admin.catalog.updateTip(actor(c), id, c.req.valid('json')));
    },
  )
  .delete('/nutrition-tips/:id', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Nutrition tip');
    await c.get('services').admin.catalog.deleteTip(actor(c), id);
    return c.json({ id, deleted: true });
  })

  // Users.
  .get('/users', validate('query', adminListQuerySchema), async (c) => {
    const { q, page } = c.req.valid('query');
    return c.json(await c.get('services').admin.users.list(q, page));
  })
  .post('/users/:id/promote', (c) => roleChange(c, true))
  .post('/users/:id/demote', (c) => roleChange(c, false))

  // Community moderation.
  .get('/community/posts', validate('query', adminListQuerySchema), async (c) => {
    const { q, page } = c.req.valid('query');
    return c.json(await c.get('services').admin.community.list(q, page));
  })
  .get('/community/posts/:id', validate('param', idParamSchema), async (c) =>
    c.json(await c.get('services').admin.community.get(pathId(c.req.valid('param').id, 'Post'))),
  )
  .delete('/community/posts/:id', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Post');
    await c.get('services').admin.community.deletePost(actor(c), id);
    return c.json({ id, deleted: true });
  })
  .delete('/community/comments/:id', validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Comment');
    return c.json({
      id,
      deleted: true,
      ...(await c.get('services').admin.community.deleteComment(actor(c), id)),
    });
  });
