/**
 * What the admin dashboards read: the counts and latest activity for /admin,
 * and the server's state for /server-dashboard. The AI provider is described
 * by its model and host only; the key never leaves the configuration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminStats, ServerStatus } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { MIGRATIONS_FOLDER, migrationLevel } from '../../db/client';
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

function availableMigrations(): { count: number; latest: string | null } {
  try {
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries?: { tag: string }[] };
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

export function createAdminServerService(deps: {
  db: Db;
  config: Config;
  now: () => number;
  startedAt: number;
  idempotency: IdempotencyService;
  users: AdminUserService;
  community: AdminCommunityService;
}) {
  const sqlite = deps.db.$client;
  const version = readVersion();
  const countOf = (table: string) =>
    sqlite.prepare<[], { n: number }>(`SELECT count(*) AS n FROM "${table}"`).get()?.n ?? 0;

  return {
    stats(): AdminStats {
      return {
        counts: {
          users: countOf('users'),
          admins:
            sqlite.prepare<[], { n: number }>('SELECT count(*) AS n FROM users WHERE is_admin = 1').get()
              ?.n ?? 0,
          recipes: countOf('recipes'),
          posts: countOf('community_posts'),
          comments: countOf('community_comments'),
          subscribers: countOf('newsletter_subscriptions'),
        },
        latestUsers: deps.users.latest(5),
        latestPosts: deps.community.latest(5),
      };
    },

    status(): ServerStatus {
      let health: ServerStatus['health'] = 'ok';
      try {
        sqlite.prepare('SELECT 1').get();
      } catch {
        health = 'error';
      }
      // Real tables only: not SQLite's own, nor the search index's shadow tables.
      const names = sqlite
        .prepare<[], { name: string }>(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
           AND name NOT LIKE 'recipes_fts_%' ORDER BY name`,
        )
        .all()
        .map((r) => r.name);
      const file = deps.config.DATABASE_PATH;
      const inMemory = file === ':memory:';
      const idem = deps.idempotency.stats();
      const oldest = sqlite
        .prepare<[], { t: number | null }>('SELECT min(created_at) AS t FROM idempotency_keys')
        .get()?.t;
      const available = availableMigrations();
      const now = deps.now();
      return {
        health,
        startedAt: new Date(deps.startedAt).toISOString(),
        uptimeSeconds: Math.max(0, Math.floor((now - deps.startedAt) / 1000)),
        version,
        nodeVersion: process.version,
        database: {
          path: inMemory ? ':memory:' : path.basename(file),
          sizeBytes: inMemory ? 0 : fileSize(file),
          walBytes: inMemory ? 0 : fileSize(`${file}-wal`),
          tables: names.map((name) => ({ name, rows: countOf(name) })),
          migrations: {
            applied: migrationLevel(deps.db),
            available: available.count,
            latest: available.latest,
          },
        },
        ai: describeAiProvider(deps.config),
        idempotency: {
          storedAnswers: idem.total - idem.pending,
          inFlight: idem.pending,
          replays: idem.replays,
          oldest: oldest ? new Date(oldest).toISOString() : null,
        },
        catalog: { tombstones: countOf('catalog_tombstones') },
      };
    },
  };
}

export type AdminServerService = ReturnType<typeof createAdminServerService>;
