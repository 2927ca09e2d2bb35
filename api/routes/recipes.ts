/** The recipe catalog and saved recipes (spec section 7). */
import { Hono } from 'hono';
import { recipeQuerySchema } from '../../shared/schemas/recipe';
import type { AppEnv } from '../context';
import { idParamSchema, notFound, pathId, validate } from '../lib/http';
import { currentUser, requireUser } from '../middleware/auth';
import { catalogResponseCache } from '../middleware/response-cache';

export const recipeRoutes = new Hono<AppEnv>()
  .get('/recipes', catalogResponseCache, validate('query', recipeQuerySchema), async (c) => {
    return c.json(await c.get('services').recipes.list(c.req.valid('query')));
  })
  .get('/recipes/featured', catalogResponseCache, async (c) =>
    c.json(await c.get('services').recipes.featured()),
  )
  .get('/recipes/saved', requireUser, async (c) =>
    c.json(await c.get('services').recipes.saved(currentUser(c).id)),
  )
  .get('/recipes/:id', catalogResponseCache, validate('param', idParamSchema), async (c) => {
    const recipe = await c.get('services').recipes.byId(pathId(c.req.valid('param').id, 'Recipe'));
    if (!recipe) throw notFound('Recipe not found');
    return c.json(recipe);
  })
  .get('/recipes/:id/saved', requireUser, validate('param', idParamSchema), async (c) => {
    const id = pathId(c.req.valid('param').id, 'Recipe');
    return c.json(await c.get('services').recipes.isSaved(currentUser(c).id, id));
  })
  .post('/recipes/:id/save', requireUser, validate('param', idParamSchema), async (c) => {
    const { recipes, now } = c.get('services');
    const id = pathId(c.req.valid('param').id, 'Recipe');
    if (!(await recipes.exists(id))) throw notFound('Recipe not found');
    await recipes.save(currentUser(c).id, id, now());
    return c.json({ recipeId: id, saved: true });
  })
  .delete('/recipes/:id/save', requireUser, validate('param', idParamSchema), async (c) => {
    const { recipes } = c.get('services');
    const id = pathId(c.req.valid('param').id, 'Recipe');
    if (!(await recipes.exists(id))) throw notFound('Recipe not found');
    await recipes.unsave(currentUser(c).id, id);
    return c.json({ recipeId: id, saved: false });
  });
