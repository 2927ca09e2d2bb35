/**
 * The My children API: a signed-in person's children and the foods each has tried. Every
 * endpoint needs a signed-in person (401); another account's child is refused (403). The rules
 * (ownership, replays, limits, dates) live in api/services/children.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  childInputSchema,
  childPatchSchema,
  foodLogInputSchema,
  UUID_FORM,
} from '../../shared/schemas/children';
import type { AppEnv } from '../context';
import { badRequest, notFound, tooManyRequests, validate } from '../lib/http';
import { currentUser, requireUser } from '../middleware/auth';
import { CHILDREN_MESSAGES, FOOD_LOGS_PER_USER, readLogsCursor } from '../services/children';

/**
 * An id from the path, in the one form ids are kept in (lower case): anything that is not a UUID
 * cannot be stored, so it is simply not found.
 */
function pathUuid(raw: string, message: string): string {
  if (!UUID_FORM.test(raw)) throw notFound(message);
  return raw.toLowerCase();
}

const childParamSchema = z.object({ id: z.string() });
const logParamSchema = z.object({ id: z.string(), logId: z.string() });

export const childrenRoutes = new Hono<AppEnv>()
  // Hono's `/children/*` matches `/children` itself too.
  .use('/children/*', requireUser)
  // The children and a page of their logs; `nextLogs` is the address of the next page, or null.
  .get('/children', async (c) => {
    const raw = c.req.query('logsAfter');
    const after = raw === undefined ? null : readLogsCursor(raw);
    if (after === undefined) throw badRequest(CHILDREN_MESSAGES.badCursor, 'logsAfter');
    return c.json(await c.get('services').children.list(currentUser(c).id, after));
  })
  .post('/children', validate('json', childInputSchema), async (c) => {
    const { child, created } = await c
      .get('services')
      .children.create(currentUser(c).id, c.req.valid('json'));
    return c.json(child, created ? 201 : 200);
  })
  .patch(
    '/children/:id',
    validate('param', childParamSchema),
    validate('json', childPatchSchema),
    async (c) => {
      const id = pathUuid(c.req.valid('param').id, CHILDREN_MESSAGES.childNotFound);
      return c.json(await c.get('services').children.update(currentUser(c).id, id, c.req.valid('json')));
    },
  )
  .delete('/children/:id', validate('param', childParamSchema), async (c) => {
    const id = pathUuid(c.req.valid('param').id, CHILDREN_MESSAGES.childNotFound);
    await c.get('services').children.remove(currentUser(c).id, id);
    return c.body(null, 204);
  })
  .post(
    '/children/:id/logs',
    validate('param', childParamSchema),
    validate('json', foodLogInputSchema),
    async (c) => {
      const id = pathUuid(c.req.valid('param').id, CHILDREN_MESSAGES.childNotFound);
      const { children, rateLimiter } = c.get('services');
      // Only a food newly logged counts: a replay, a refusal or an attempt past the limit gives its hit back.
      const key = `children:logs:user:${currentUser(c).id}`;
      const state = await rateLimiter.hit(key, FOOD_LOGS_PER_USER);
      if (state.limited) {
        await rateLimiter.release(key);
        throw tooManyRequests(CHILDREN_MESSAGES.logsTooFast, state.retryAfter);
      }
      let made: Awaited<ReturnType<typeof children.addLog>>;
      try {
        made = await children.addLog(currentUser(c).id, id, c.req.valid('json'));
      } catch (err) {
        await rateLimiter.release(key);
        throw err;
      }
      if (!made.created) await rateLimiter.release(key);
      return c.json(made.log, made.created ? 201 : 200);
    },
  )
  .delete('/children/:id/logs/:logId', validate('param', logParamSchema), async (c) => {
    const params = c.req.valid('param');
    const id = pathUuid(params.id, CHILDREN_MESSAGES.childNotFound);
    const logId = pathUuid(params.logId, CHILDREN_MESSAGES.logNotFound);
    await c.get('services').children.removeLog(currentUser(c).id, id, logId);
    return c.body(null, 204);
  });
