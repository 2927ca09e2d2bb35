/** The recipe catalog and saved recipes (spec section 7). */
import { Hono } from 'hono';
import { z } from 'zod';
import { recipeQuerySchema } from '../../shared/schemas/recipe';
import type { AppEnv } from '../context';
import { notFound, validate } from '../lib/http';
import { currentUser, requireUser } from '../middleware/auth';
import { catalogAnswer } from '../middleware/kept-answers';

const idParam = z.object({ id: z.string() });

/** A recipe id from the path; anything that is not a positive whole number is simply not found. */
function recipeId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound('Recipe not found');
  return id;
}

export const recipeRoutes = new Hono<AppEnv>()
  .get('/recipes', catalogAnswer, validate('query', recipeQuerySchema), (c) => {
    return c.json(c.get('services').recipes.list(c.req.valid('query')));
  })
  .get('/recipes/featured', catalogAnswer, (c) => c.json(c.get('services').recipes.featured()))
  .get('/recipes/saved', requireUser, (c) => c.json(c.get('services').recipes.saved(currentUser(c).id)))
  .get('/recipes/:id', catalogAnswer, validate('param', idParam), (c) => {
    const recipe = c.get('services').recipes.byId(recipeId(c.req.valid('param').id));
    if (!recipe) throw notFound('Recipe not found');
    return c.json(recipe);
  })
  .get('/recipes/:id/saved', requireUser, validate('param', idParam), (c) => {
    const id = recipeId(c.req.valid('param').id);
    return c.json(c.get('services').recipes.isSaved(currentUser(c).id, id));
  })
  .post('/recipes/:id/save', requireUser, validate('param', idParam), (c) => {
    const { recipes, now } = c.get('services');
    const id = recipeId(c.req.valid('param').id);
    if (!recipes.exists(id)) throw notFound('Recipe not found');
    recipes.save(currentUser(c).id, id, now());
    return c.json({ recipeId: id, saved: true });
  })
  .delete('/recipes/:id/save', requireUser, validate('param', idParam), (c) => {
    const { recipes } = c.get('services');
    const id = recipeId(c.req.valid('param').id);
    if (!recipes.exists(id)) throw notFound('Recipe not found');
    recipes.unsave(currentUser(c).id, id);
    return c.json({ recipeId: id, saved: false });
  });
