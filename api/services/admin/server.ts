/**
 * What the admin dashboards read: the counts and latest activity for /admin,
 * and the server's state for /server-dashboard. The AI provider is described
 * by its model and host only; the key never leaves the configuration.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AdminStats, ServerStatus } from '../../../shared/schemas/admin';
import type { DataStore } from '../../db/store';
import type { Config } from '../../env';
import type { IdempotencyService } from '../idempotency';
import type { AdminCommunityService } from './community';
import type { AdminUserService } from './users';

const DEFAULT_OPENAI_HOST = 'api.openai.com';

function readVersion(): string {
  try {
    const file = fileURLToPath(new URL('../../../package.json', import.meta.url));
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** "OpenAI-compatible: model X at host Y" or the built-in assistant; never the key. */
export function describeAiProvider(config: Config): ServerStatus['ai'] {
  if (!config.OPENAI_API_KEY) {
    return { provider: 'built-in', description: 'SproutPlate library (built-in offline assistant)' };
  }
  let host = DEFAULT_OPENAI_HOST;
  if (config.OPENAI_BASE_URL) {
    try {
      // host only: no user name, password, path or query (any of which could carry a secret).
      host = new URL(config.OPENAI_BASE_URL).host;
    } catch {
      host = 'an invalid address';
    }
  }
  return {
    provider: 'openai-compatible',
    description: `OpenAI-compatible: model ${config.OPENAI_MODEL} at host ${host}`,
  };
}

export function createAdminServerService(deps: {
  store: DataStore;
  config: Config;
  now: () => number;
  startedAt: number;
  idempotency: IdempotencyService;
  users: AdminUserService;
  community: AdminCommunityService;
}) {
  const { store } = deps;
  const version = readVersion();
  const count = async (sql: string) => (await store.get<{ n: number }>(sql))?.n ?? 0;
  const countOf = (table: string) => count(`SELECT count(*) AS n FROM "${table}"`);

  return {
    async stats(): Promise<AdminStats> {
      return {
        counts: {
          users: await countOf('users'),
          admins: await count('SELECT count(*) AS n FROM users WHERE is_admin = 1'),
          recipes: await countOf('recipes'),
          posts: await countOf('community_posts'),
          comments: await countOf('community_comments'),
          subscribers: await countOf('newsletter_subscriptions'),
        },
        latestUsers: await deps.users.latest(5),
        latestPosts: await deps.community.latest(5),
      };
    },

    async status(): Promise<ServerStatus> {
      const health: ServerStatus['health'] = (await store.ping()) ? 'ok' : 'error';
      // Real tables only: not the engine's own, nor the search index's shadow tables.
      const tables = await store.tableCounts();
      const database = await store.describe();
      const idem = await deps.idempotency.stats();
      const oldest = (
        await store.get<{ t: number | null }>('SELECT min(created_at) AS t FROM idempotency_keys')
      )?.t;
      const applied = await store.migrationLevel();
      const now = deps.now();
      return {
        health,
        startedAt: new Date(deps.startedAt).toISOString(),
        uptimeSeconds: Math.max(0, Math.floor((now - deps.startedAt) / 1000)),
        version,
        nodeVersion: process.version,
        database: {
          engine: database.engine,
          path: database.name,
          sizeBytes: database.sizeBytes,
          walBytes: database.walBytes,
          tables,
          migrations: { applied, available: database.available.count, latest: database.available.latest },
        },
        ai: describeAiProvider(deps.config),
        idempotency: {
          storedAnswers: idem.total - idem.pending,
          inFlight: idem.pending,
          replays: idem.replays,
          oldest: oldest ? new Date(oldest).toISOString() : null,
        },
        catalog: { tombstones: await countOf('catalog_tombstones') },
      };
    },
  };
}

export type AdminServerService = ReturnType<typeof createAdminServerService>;
