/**
 * Sessions: a random 256-bit token in the cookie, only its SHA-256 in the
 * database. A session ends when unused for IDLE_MS or at ABSOLUTE_MS after
 * sign-in, whichever comes first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type User } from '../db/schema';

export const SESSION_COOKIE = 'sp_session';
/** Signed out after 30 days without any use. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Signed out 90 days after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionService(db: Db, now: () => number) {
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
      const row = db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
        .get();
      if (!row) return null;
      const t = now();
      if (row.session.expiresAt.getTime() <= t || row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= t) {
        db.delete(sessions).where(eq(sessions.id, id)).run();
        return null;
      }
      if (t - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        db.update(sessions)
          .set({ lastSeenAt: new Date(t) })
          .where(eq(sessions.id, id))
          .run();
      }
      return { user: row.user, sessionId: id };
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
