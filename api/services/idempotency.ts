/**
 * Idempotency keys: the first answer to each client-made key, per user. A
 * replayed request (the device's outbox sending again after a lost answer)
 * gets that answer back instead of acting twice. A key is reserved before the
 * request runs, so two copies arriving together cannot both act, even on
 * different server processes.
 */
import type { DataStore } from '../db/store';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Keys are kept for a week: far longer than any device waits to replay. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Answers kept per person, at most: a device replays a few recent changes, never thousands, and
 * a flood of made-up keys must not fill the database. Past the cap plus a margin, the oldest
 * answered keys go (so the trim runs once per margin, not on every request).
 */
export const MAX_KEYS_PER_USER = 1000;
const TRIM_MARGIN = 100;
/** An answer still being made after this long belonged to a request that died. */
const IN_PROGRESS_TIMEOUT_MS = 60 * 1000;
const IN_PROGRESS = 0;

export type Reservation =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

interface KeyRow {
  method: string;
  path: string;
  status: number;
  body: string;
  created_at: number;
}

export function createIdempotencyService(store: DataStore, now: () => number) {
  // Replays answered by this process since it started (the server dashboard shows them).
  let replays = 0;

  const trim = async (userId: number) => {
    const row = await store.get<{ n: number }>(
      'SELECT count(*) AS n FROM idempotency_keys WHERE user_id = ?',
      [userId],
    );
    if (!row || row.n <= MAX_KEYS_PER_USER + TRIM_MARGIN) return;
    await store.run(
      `DELETE FROM idempotency_keys WHERE user_id = ? AND status <> ? AND key IN (
         SELECT key FROM idempotency_keys WHERE user_id = ? AND status <> ?
         ORDER BY created_at DESC, key LIMIT 1000000 OFFSET ?)`,
      [userId, IN_PROGRESS, userId, IN_PROGRESS, MAX_KEYS_PER_USER],
    );
  };

  /**
   * Each step is one statement whose `changes` says who won, so two copies
   * racing (on any server process) never both get `new`: the insert is taken
   * by one, and a stale key is reserved again only by the copy whose update still
   * finds it as it was read.
   */
  const reserve = async (userId: number, key: string, method: string, path: string): Promise<Reservation> => {
    const t = now();
    const inserted = await store.run(
      `INSERT INTO idempotency_keys (user_id, key, method, path, status, body, created_at)
       VALUES (?, ?, ?, ?, ?, '', ?) ON CONFLICT DO NOTHING`,
      [userId, key, method, path, IN_PROGRESS, t],
    );
    if (inserted.changes > 0) {
      await trim(userId);
      return { kind: 'new' };
    }
    const row = await store.get<KeyRow>(
      'SELECT method, path, status, body, created_at FROM idempotency_keys WHERE user_id = ? AND key = ?',
      [userId, key],
    );
    if (!row) return { kind: 'in-progress' };
    if (row.method !== method || row.path !== path) return { kind: 'mismatch' };
    if (row.status !== IN_PROGRESS) return { kind: 'replay', status: row.status, body: row.body };
    if (t - row.created_at > IN_PROGRESS_TIMEOUT_MS) {
      // The first attempt died mid-way without an answer: this copy may act, unless another copy reserved it again first.
      const taken = await store.run(
        `UPDATE idempotency_keys SET created_at = ?
         WHERE user_id = ? AND key = ? AND status = ? AND created_at = ?`,
        [t, userId, key, IN_PROGRESS, row.created_at],
      );
      if (taken.changes > 0) return { kind: 'new' };
    }
    return { kind: 'in-progress' };
  };

  return {
    async reserve(userId: number, key: string, method: string, path: string): Promise<Reservation> {
      const reservation = await reserve(userId, key, method, path);
      if (reservation.kind === 'replay') replays += 1;
      return reservation;
    },
    async complete(userId: number, key: string, status: number, body: string): Promise<void> {
      await store.run('UPDATE idempotency_keys SET status = ?, body = ? WHERE user_id = ? AND key = ?', [
        status,
        body,
        userId,
        key,
      ]);
    },
    /** Forgets a key whose request failed on our side, so a retry may act. */
    async release(userId: number, key: string): Promise<void> {
      await store.run('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ?', [userId, key]);
    },
    async prune(): Promise<void> {
      await store.run('DELETE FROM idempotency_keys WHERE created_at < ?', [now() - IDEMPOTENCY_TTL_MS]);
    },
    async stats(): Promise<{ total: number; pending: number; replays: number }> {
      const row = await store.get<{ total: number; pending: number }>(
        `SELECT count(*) AS total, coalesce(sum(CASE WHEN status = ? THEN 1 ELSE 0 END), 0) AS pending
         FROM idempotency_keys`,
        [IN_PROGRESS],
      );
      return { ...(row ?? { total: 0, pending: 0 }), replays };
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
