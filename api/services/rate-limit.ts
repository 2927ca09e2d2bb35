/**
 * Fixed-window rate limits kept in the database, so that every server process
 * counts the same attempts.
 */
import type { DataStore } from '../db/store';
import type { Logger } from '../lib/logger';

export interface RateLimitRule {
  /** How many hits the window allows. */
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  count: number;
  /** Seconds until the window resets (at least 1). */
  retryAfter: number;
  limited: boolean;
}

interface WindowRow {
  count: number;
  window_start: number;
}

/**
 * Which limit a key counts against, without whom it counts: "login:ip:203.0.113.9" is
 * "login:ip", "community:posts:user:42" is "community:posts:user". A username (login:user:<name>)
 * or an address never reaches the log through it.
 */
export function limitName(key: string): string {
  const by = /^(.*?:(?:ip|user)):/.exec(key);
  return by?.[1] ?? `${key.split(':')[0] ?? ''}:?`;
}

export function createRateLimiter(store: DataStore, now: () => number, log?: Logger) {
  /** Callers refuse whenever a hit or a peek says limited: each such answer is logged, at warn. */
  const refused = (key: string, s: RateLimitState) => {
    log?.warn(`Rate limit reached: ${limitName(key)}`, {
      limit: limitName(key),
      count: s.count,
      retryAfter: s.retryAfter,
    });
  };

  // One statement, so concurrent hits (from any process) each count: a window past its end starts again at 1.
  const hitSql = `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start <= ? THEN 1 ELSE rate_limits.count + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= ? THEN excluded.window_start
         ELSE rate_limits.window_start END
     RETURNING count, window_start`;

  const state = (count: number, windowStart: number, rule: RateLimitRule, t: number): RateLimitState => ({
    count,
    retryAfter: Math.max(1, Math.ceil((windowStart + rule.windowMs - t) / 1000)),
    limited: count > rule.limit,
  });

  return {
    /**
     * Counts one hit and tells whether it went past the limit. `quiet` when the caller decides
     * itself what a count means (it logs its own refusals).
     */
    async hit(key: string, rule: RateLimitRule, quiet = false): Promise<RateLimitState> {
      const t = now();
      const expired = t - rule.windowMs;
      const row = await store.get<WindowRow>(hitSql, [key, t, expired, expired]);
      if (!row) return { count: 1, retryAfter: 1, limited: false };
      const result = state(row.count, row.window_start, rule, t);
      if (result.limited && !quiet) refused(key, result);
      return result;
    },
    /** The hits counted in the current window (0 when it has passed), without counting one. */
    async count(key: string, rule: RateLimitRule): Promise<number> {
      const row = await store.get<WindowRow>('SELECT count, window_start FROM rate_limits WHERE key = ?', [
        key,
      ]);
      return !row || row.window_start <= now() - rule.windowMs ? 0 : row.count;
    },
    /** Tells whether the next hit would go past the limit, without counting one. */
    async peek(key: string, rule: RateLimitRule): Promise<RateLimitState> {
      const t = now();
      const row = await store.get<WindowRow>('SELECT count, window_start FROM rate_limits WHERE key = ?', [
        key,
      ]);
      if (!row || row.window_start <= t - rule.windowMs) {
        return { count: 0, retryAfter: 1, limited: false };
      }
      const result = { ...state(row.count, row.window_start, rule, t), limited: row.count >= rule.limit };
      if (result.limited) refused(key, result);
      return result;
    },
    /** Takes back one hit (an attempt in flight that has ended). */
    async release(key: string): Promise<void> {
      await store.run('UPDATE rate_limits SET count = count - 1 WHERE key = ? AND count > 0', [key]);
    },
    async reset(key: string): Promise<void> {
      await store.run('DELETE FROM rate_limits WHERE key = ?', [key]);
    },
    /** Drops windows older than a day; called now and then, never on a hot path. */
    async prune(): Promise<void> {
      await store.run('DELETE FROM rate_limits WHERE window_start < ?', [now() - 24 * 60 * 60 * 1000]);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
