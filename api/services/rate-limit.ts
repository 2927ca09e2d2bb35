/**
 * Fixed-window rate limits kept in the database, so that every server process
 * counts the same attempts.
 */
import type { Db } from '../db/client';

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

export function createRateLimiter(db: Db, now: () => number) {
  const hitStmt = db.$client.prepare<
    [string, number, number, number],
    { count: number; window_start: number }
  >(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT(key) DO UPDATE SET
       count = CASE WHEN window_start <= ? THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start <= ? THEN excluded.window_start ELSE window_start END
     RETURNING count, window_start`,
  );
  const peekStmt = db.$client.prepare<[string], { count: number; window_start: number }>(
    'SELECT count, window_start FROM rate_limits WHERE key = ?',
  );
  const resetStmt = db.$client.prepare<[string]>('DELETE FROM rate_limits WHERE key = ?');
  const pruneStmt = db.$client.prepare<[number]>('DELETE FROM rate_limits WHERE window_start < ?');

  const state = (count: number, windowStart: number, rule: RateLimitRule, t: number): RateLimitState => ({
    count,
    retryAfter: Math.max(1, Math.ceil((windowStart + rule.windowMs - t) / 1000)),
    limited: count > rule.limit,
  });

  return {
    /** Counts one hit and tells whether it went past the limit. */
    hit(key: string, rule: RateLimitRule): RateLimitState {
      const t = now();
      const expired = t - rule.windowMs;
      const row = hitStmt.get(key, t, expired, expired);
      if (!row) return { count: 1, retryAfter: 1, limited: false };
      return state(row.count, row.window_start, rule, t);
    },
    /** Tells whether the next hit would go past the limit, without counting one. */
    peek(key: string, rule: RateLimitRule): RateLimitState {
      const t = now();
      const row = peekStmt.get(key);
      if (!row || row.window_start <= t - rule.windowMs) {
        return { count: 0, retryAfter: 1, limited: false };
      }
      return { ...state(row.count, row.window_start, rule, t), limited: row.count >= rule.limit };
    },
    reset(key: string): void {
      resetStmt.run(key);
    },
    /** Drops windows older than a day; called now and then, never on a hot path. */
    prune(): void {
      pruneStmt.run(now() - 24 * 60 * 60 * 1000);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
