/** Collections, nutrition tips and the newsletter (spec section 7). */
import { Hono } from 'hono';
import { newsletterSchema } from '../../shared/schemas/catalog';
import { catalogSyncQuerySchema } from '../../shared/schemas/sync';
import type { AppEnv } from '../context';
import { tooManyRequests, validate } from '../lib/http';
import { catalogResponseCache } from '../middleware/response-cache';
import type { RateLimitRule } from '../services/rate-limit';

export const NEWSLETTER_PER_IP: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };

export const catalogRoutes = new Hono<AppEnv>()
  .get('/categories', catalogResponseCache, async (c) => c.json(await c.get('services').catalog.categories()))
  .get('/nutrition-tips', catalogResponseCache, async (c) => c.json(await c.get('services').catalog.tips()))
  // The device's catalog mirror: everything on first sync, then only what changed (and deletions).
  .get('/catalog/sync', validate('query', catalogSyncQuerySchema), async (c) =>
    c.json(await c.get('services').catalogChanges.changesSince(c.req.valid('query'))),
  )
  .post('/newsletter/subscribe', validate('json', newsletterSchema), async (c) => {
    const { catalog, rateLimiter } = c.get('services');
    const state = await rateLimiter.hit(`newsletter:ip:${c.get('clientIp')}`, NEWSLETTER_PER_IP);
    if (state.limited) {
      throw tooManyRequests('Too many sign-ups from this address. Please try again later.', state.retryAfter);
    }
    const { email } = c.req.valid('json');
    await catalog.subscribe(email);
    // The same answer whether the address was new or already there: nobody can ask this
    // endpoint whether someone is subscribed.
    return c.json({ message: 'Subscribed', email }, 201);
  });
