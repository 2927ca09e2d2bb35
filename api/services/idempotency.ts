/**
 * Idempotency keys: the first answer to each client-made key, per user. A
 * replayed request (the device's outbox sending again after a lost answer)
 * gets that answer back instead of acting twice. A key is reserved before the
 * request runs, so two copies arriving together cannot both act, even on
 * different server processes.
 */
import type { Db } from '../db/client';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Keys are kept for a week: far longer than any device waits to replay. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An answer still being made after this long belonged to a request that died. */
const IN_PROGRESS_TIMEOUT_MS = 60 * 1000;
const IN_PROGRESS = 0;

export type Reservation =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

export function createIdempotencyService(db: Db, now: () => number) {
  const sqlite = db.$client;
  const reserveStmt = sqlite.prepare<[number, string, string, string, number, number]>(
    `INSERT INTO idempotency_keys (user_id, key, method, path, status, body, created_at)
     VALUES (?, ?, ?, ?, ?, '', ?) ON CONFLICT DO NOTHING`,
  );
  const getStmt = sqlite.prepare<
    [number, string],
    { method: string; path: string; status: number; body: string; created_at: number }
  >('SELECT method, path, status, body, created_at FROM idempotency_keys WHERE user_id = ? AND key = ?');
  const completeStmt = sqlite.prepare<[number, string, number, string]>(
    'UPDATE idempotency_keys SET status = ?, body = ? WHERE user_id = ? AND key = ?',
  );
  const releaseStmt = sqlite.prepare<[number, string]>(
    'DELETE FROM idempotency_keys WHERE user_id = ? AND key = ?',
  );
  const pruneStmt = sqlite.prepare<[number]>('DELETE FROM idempotency_keys WHERE created_at < ?');
  const statsStmt = sqlite.prepare<[], { total: number; pending: number }>(
    `SELECT count(*) AS total, coalesce(sum(status = ${IN_PROGRESS}), 0) AS pending FROM idempotency_keys`,
  );

  const reserve = sqlite.transaction(
    (userId: number, key: string, method: string, path: string): Reservation => {
      const t = now();
      if (reserveStmt.run(userId, key, method, path, IN_PROGRESS, t).changes > 0) return { kind: 'new' };
      const row = getStmt.get(userId, key);
      if (!row) return { kind: 'in-progress' };
      if (row.method !== method || row.path !== path) return { kind: 'mismatch' };
      if (row.status !== IN_PROGRESS) return { kind: 'replay', status: row.status, body: row.body };
      if (t - row.created_at > IN_PROGRESS_TIMEOUT_MS) {
        // The first attempt died mid-way without an answer: this copy may act.
        releaseStmt.run(userId, key);
        reserveStmt.run(userId, key, method, path, IN_PROGRESS, t);
        return { kind: 'new' };
      }
      return { kind: 'in-progress' };
    },
  );

  // Replays answered by this process since it started (the server dashboard shows them).
  let replays = 0;

  return {
    reserve(userId: number, key: string, method: string, path: string): Reservation {
      const reservation = reserve(userId, key, method, path);
      if (reservation.kind === 'replay') replays += 1;
      return reservation;
    },
    complete(userId: number, key: string, status: number, body: string): void {
      completeStmt.run(status, body, userId, key);
    },
    /** Forgets a key whose request failed on our side, so a retry may act. */
    release(userId: number, key: string): void {
      releaseStmt.run(userId, key);
    },
    prune(): void {
      pruneStmt.run(now() - IDEMPOTENCY_TTL_MS);
    },
    stats(): { total: number; pending: number; replays: number } {
      return { ...(statsStmt.get() ?? { total: 0, pending: 0 }), replays };
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
