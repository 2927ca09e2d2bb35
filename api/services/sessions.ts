/**
 * Sessions: a random 256-bit token in the cookie, only its SHA-256 in the
 * database. A session ends when unused for IDLE_MS or at ABSOLUTE_MS after
 * sign-in, whichever comes first.
 */
import { hash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
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

export function createSessionService(db: Db, now: () => number) {
  const resolveStmt = db.$client.prepare<[string], SessionUserRow>(
    `SELECT s.expires_at, s.last_seen_at, u.id, u.username, u.email, u.name, u.is_admin, u.created_at
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
  );
  /**
   * Sessions resolved lately, trusted while the session version (migration
   * 0005: it moves when any session is deleted or any account changes, by any
   * process; read as api/services/versions.ts says) stands still. The database
   * stays the only record: a miss, an expiry or a due touch goes to it.
   */
  const versions = versionsOf(db);
  const kept = new Map<string, { user: PublicUser; expiresAt: number; lastSeenAt: number }>();
  let keptVersion = -1;
  return {
    create(userId: number): { token: string; expiresAt: Date } {
      const token = randomBytes(32).toString('base64url');
      const t = now();
      const expiresAt = new Date(t + SESSION_ABSOLUTE_MS);
      db.insert(sessions)
        .values({ id: hashToken(token), userId, createdAt: new Date(t), lastSeenAt: new Date(t), expiresAt })
        .run();
      return { token, expiresAt };
    },
    /** The signed-in user for a token, or null when the session is unknown or expired. */
    resolve(token: string): { user: PublicUser; sessionId: string } | null {
      const id = hashToken(token);
      const t = now();
      const version = versions.read('session_version');
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
      const row = resolveStmt.get(id);
      if (!row) return null;
      if (row.expires_at <= t || row.last_seen_at + SESSION_IDLE_MS <= t) {
        db.delete(sessions).where(eq(sessions.id, id)).run();
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
        db.update(sessions)
          .set({ lastSeenAt: new Date(t) })
          .where(eq(sessions.id, id))
          .run();
        lastSeenAt = t;
      }
      // Only when nothing moved the version while this was read: else the next request reads again.
      if (versions.fresh('session_version') === keptVersion) {
        kept.set(id, { user, expiresAt: row.expires_at, lastSeenAt });
        if (kept.size > KEPT_SESSIONS) kept.delete(kept.keys().next().value!);
      }
      return { user, sessionId: id };
    },
    destroy(sessionId: string): void {
      kept.delete(sessionId);
      db.delete(sessions).where(eq(sessions.id, sessionId)).run();
    },
    destroyForUser(userId: number): void {
      db.delete(sessions).where(eq(sessions.userId, userId)).run();
    },
    pruneExpired(): void {
      const t = now();
      db.delete(sessions)
        .where(lt(sessions.expiresAt, new Date(t)))
        .run();
      db.delete(sessions)
        .where(and(lt(sessions.lastSeenAt, new Date(t - SESSION_IDLE_MS))))
        .run();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
