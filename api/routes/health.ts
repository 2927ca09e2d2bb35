/** GET /api/health: the process is up and the database answers. */
import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const healthRoutes = new Hono<AppEnv>().get('/health', (c) => {
  try {
    c.get('services').db.$client.prepare('SELECT 1').pluck().get();
    return c.json({ status: 'ok' as const });
  } catch (err) {
    c.get('services').log.error('health check: database unreachable', err);
    return c.json({ status: 'error' as const, message: 'Database unreachable' }, 503);
  }
});
