/**
 * Sessions: a random 256-bit token in the cookie, only its SHA-256 in the
 * database. A session ends when unused for IDLE_MS or at ABSOLUTE_MS after
 * sign-in, whichever comes first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, type User } from '../db/schema';

export const SESSION_COOKIE = 'sp_session';
/** Signed out after 30 days without any use. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Signed out 90 days after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface SessionUserRow {
  expires_at: number;
  last_seen_at: number;
  id: number;
  username: string;
  password_hash: string;
  email: string | null;
  name: string | null;
  is_admin: number;
  created_at: number;
}

export function createSessionService(db: Db, now: () => number) {
  const resolveStmt = db.$client.prepare<[string], SessionUserRow>(
    `SELECT s.expires_at, s.last_seen_at, u.id, u.username, u.password_hash, u.email, u.name, u.is_admin,
       u.created_at
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
  );
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
    resolve(token: string): { user: User; sessionId: string } | null {
      const id = hashToken(token);
      // Every signed-in request asks this: one prepared statement, not a query built each time.
      const row = resolveStmt.get(id);
      if (!row) return null;
      const t = now();
      if (row.expires_at <= t || row.last_seen_at + SESSION_IDLE_MS <= t) {
        db.delete(sessions).where(eq(sessions.id, id)).run();
        return null;
      }
      const user: User = {
        id: row.id,
        username: row.username,
        passwordHash: row.password_hash,
        email: row.email,
        name: row.name,
        isAdmin: row.is_admin === 1,
        createdAt: new Date(row.created_at),
      };
      if (t - row.last_seen_at > TOUCH_INTERVAL_MS) {
        db.update(sessions)
          .set({ lastSeenAt: new Date(t) })
          .where(eq(sessions.id, id))
          .run();
      }
      return { user, sessionId: id };
    },
    destroy(sessionId: string): void {
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
