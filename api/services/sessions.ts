/**
 * Sessions: a random 256-bit token in the cookie, only its SHA-256 in the
 * database. A session ends when unused for IDLE_MS or at ABSOLUTE_MS after
 * sign-in, whichever comes first.
 */
import { hash, randomBytes } from 'node:crypto';
import type { DataStore } from '../db/store';
import type { PublicUser } from '../../shared/schemas/user';
import { toPublicUser } from './users';
import { versionsOf } from './versions';

export const SESSION_COOKIE = 'sp_session';
/** Signed out after 30 days without any use. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Signed out 90 days after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Sessions kept in memory at most (most recently resolved kept). */
const KEPT_SESSIONS = 10_000;

const hashToken = (token: string) => hash('sha256', token, 'hex');

interface SessionUserRow {
  expires_at: number;
  last_seen_at: number;
  id: number;
  username: string;
  email: string | null;
  name: string | null;
  is_admin: number;
  created_at: number;
}

export function createSessionService(store: DataStore, now: () => number) {
  /**
   * Sessions resolved lately, trusted while the session version (migration
   * 0005: it moves when any session is deleted or any account changes, by any
   * process; read as api/services/versions.ts says) stands still. The database
   * stays the only record: a miss, an expiry or a due touch goes to it.
   */
  const versions = versionsOf(store);
  const kept = new Map<string, { user: PublicUser; expiresAt: number; lastSeenAt: number }>();
  let keptVersion = -1;
  return {
    async create(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const t = now();
      const expiresAt = t + SESSION_ABSOLUTE_MS;
      await store.run(
        'INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        [hashToken(token), userId, t, t, expiresAt],
      );
      return { token, expiresAt: new Date(expiresAt) };
    },
    /** The signed-in user for a token, or null when the session is unknown or expired. */
    async resolve(token: string): Promise<{ user: PublicUser; sessionId: string } | null> {
      const id = hashToken(token);
      const t = now();
      const version = await versions.read('session_version');
      if (version !== keptVersion) {
        kept.clear();
        keptVersion = version;
      }
      const known = kept.get(id);
      if (
        known &&
        known.expiresAt > t &&
        known.lastSeenAt + SESSION_IDLE_MS > t &&
        t - known.lastSeenAt <= TOUCH_INTERVAL_MS
      ) {
        return { user: known.user, sessionId: id };
      }
      kept.delete(id);
      const row = await store.get<SessionUserRow>(
        `SELECT s.expires_at, s.last_seen_at, u.id, u.username, u.email, u.name, u.is_admin, u.created_at
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
        [id],
      );
      if (!row) return null;
      if (row.expires_at <= t || row.last_seen_at + SESSION_IDLE_MS <= t) {
        await store.run('DELETE FROM sessions WHERE id = ?', [id]);
        return null;
      }
      const user = Object.freeze(
        toPublicUser({
          id: row.id,
          username: row.username,
          email: row.email,
          name: row.name,
          isAdmin: row.is_admin === 1,
          createdAt: new Date(row.created_at),
        }),
      );
      let lastSeenAt = row.last_seen_at;
      if (t - lastSeenAt > TOUCH_INTERVAL_MS) {
        await store.run('UPDATE sessions SET last_seen_at = ? WHERE id = ?', [t, id]);
        lastSeenAt = t;
      }
      // Only when nothing moved the version since this request read it (the row was read in between), and
      // no other request has moved the kept sessions on meanwhile: else the next request reads again.
      if ((await versions.fresh('session_version')) === version && keptVersion === version) {
        kept.set(id, { user, expiresAt: row.expires_at, lastSeenAt });
        if (kept.size > KEPT_SESSIONS) kept.delete(kept.keys().next().value!);
      }
      return { user, sessionId: id };
    },
    async destroy(sessionId: string): Promise<void> {
      kept.delete(sessionId);
      await store.run('DELETE FROM sessions WHERE id = ?', [sessionId]);
    },
    async destroyForUser(userId: number): Promise<void> {
      await store.run('DELETE FROM sessions WHERE user_id = ?', [userId]);
    },
    async pruneExpired(): Promise<void> {
      const t = now();
      await store.run('DELETE FROM sessions WHERE expires_at < ? OR last_seen_at < ?', [
        t,
        t - SESSION_IDLE_MS,
      ]);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
