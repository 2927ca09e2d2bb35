/**
 * What the admin dashboards read: the counts and latest activity for /admin,
 * and the server's state for /server-dashboard. The AI provider is described
 * by its model and host only; the key never leaves the configuration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminStats, ServerStatus } from '../../../shared/schemas/admin';
import { POSTGRES_MIGRATIONS } from '../../db/pg-store';
import { SQLITE_MIGRATIONS } from '../../db/sqlite-store';
import type { DataStore, Engine } from '../../db/store';
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

/** The migrations this version ships for the engine in use: its own journal. */
function availableMigrations(engine: Engine): { count: number; latest: string | null } {
  const folder = engine === 'postgres' ? POSTGRES_MIGRATIONS : SQLITE_MIGRATIONS;
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries?: { tag: string }[];
    };
    const entries = journal.entries ?? [];
    return { count: entries.length, latest: entries.at(-1)?.tag ?? null };
  } catch {
    return { count: 0, latest: null };
  }
}

const fileSize = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

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

/**
 * Where the data lives, as the dashboard's "File": the SQLite file's name, or for PostgreSQL its
 * host and database (never the user name, password or query, any of which could carry a secret).
 */
function databaseName(engine: Engine, config: Config): string {
  if (engine === 'sqlite')
    return config.DATABASE_PATH === ':memory:' ? ':memory:' : path.basename(config.DATABASE_PATH);
  if (!config.DATABASE_URL) return 'PostgreSQL';
  try {
    const url = new URL(config.DATABASE_URL);
    return `PostgreSQL ${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
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
      // A file's size only exists on SQLite; PostgreSQL's is answered as 0 (its server keeps it).
      const file = deps.config.DATABASE_PATH;
      const onDisk = store.engine === 'sqlite' && file !== ':memory:';
      const idem = await deps.idempotency.stats();
      const oldest = (
        await store.get<{ t: number | null }>('SELECT min(created_at) AS t FROM idempotency_keys')
      )?.t;
      const available = availableMigrations(store.engine);
      const applied = await store.migrationLevel();
      const now = deps.now();
      return {
        health,
        startedAt: new Date(deps.startedAt).toISOString(),
        uptimeSeconds: Math.max(0, Math.floor((now - deps.startedAt) / 1000)),
        version,
        nodeVersion: process.version,
        database: {
          path: databaseName(store.engine, deps.config),
          sizeBytes: onDisk ? fileSize(file) : 0,
          walBytes: onDisk ? fileSize(`${file}-wal`) : 0,
          tables,
          migrations: { applied, available: available.count, latest: available.latest },
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
