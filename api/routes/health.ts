/** GET /api/health: the process is up, and which database it has and whether it answers. */
import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const healthRoutes = new Hono<AppEnv>().get('/health', (c) => {
  try {
    c.get('services').db.$client.prepare('SELECT 1').pluck().get();
    return c.json({ status: 'ok' as const, database: { engine: 'sqlite' as const, reachable: true } });
  } catch (err) {
    c.get('services').log.error('health check: database unreachable', err);
    return c.json(
      {
        status: 'error' as const,
        message: 'Database unreachable',
        database: { engine: 'sqlite' as const, reachable: false },
      },
      503,
    );
  }
});
