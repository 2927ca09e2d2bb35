/** GET /api/health: the process is up, and which database it has and whether it answers. */
import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const { store, log } = c.get('services');
  if (await store.ping()) {
    return c.json({ status: 'ok' as const, database: { engine: store.engine, reachable: true } });
  }
  log.error('health check: database unreachable');
  return c.json(
    {
      status: 'error' as const,
      message: 'Database unreachable',
      database: { engine: store.engine, reachable: false },
    },
    503,
  );
});
