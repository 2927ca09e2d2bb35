/**
 * A person's own account: a copy of everything the server holds about them, their details,
 * their password, deleting the account, and the one-time reset links an operator issues
 * (`npm run admin -- reset-link <username>`), of which only the SHA-256 is kept.
 *
 * Deleting an account removes the person's posts and comments entirely (not anonymised:
 * parents post photos of their children, and a photo with the name taken off is still the
 * child), their media, likes, bookmarks, follows both ways, saved recipes, children and food
 * logs, sessions, reset links and newsletter subscription, in one transaction; the like and
 * comment counters of other people's posts and comments it touched are then set from their
 * rows, as the community service does. Pictures the catalog uses (an admin's recipe photos)
 * are the catalog's, not the person's: they pass to another admin.
 */
import { hash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  RESET_LINK_TTL_MS,
  type AccountExport,
  type AccountPatch,
} from '../../shared/schemas/account';
import type { PublicUser } from '../../shared/schemas/user';
import type { DataStore, Param, Queryable } from '../db/store';
import { placeholders } from '../db/store';
import { mediaUrl } from './media';
import { hashPassword, type ScryptCost } from './passwords';
import { toPublicUser } from './users';

/** A refusal with the status the API answers it with. */
export class AccountError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

const hashToken = (token: string) => hash('sha256', token, 'hex');
const iso = (ms: number) => new Date(ms).toISOString();

/** Ids per statement when a list of rows is recounted: far below either engine's parameter limit. */
const CHUNK = 500;

interface UserRow {
  id: number;
  username: string;
  email: string | null;
  name: string | null;
  is_admin: number;
  created_at: number;
}

const toUser = (row: UserRow): PublicUser =>
  toPublicUser({
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    isAdmin: row.is_admin === 1,
    createdAt: new Date(row.created_at),
  });

/** The address of a stored file, as posts and the catalog keep it ('/api/media/' || id). */
const MEDIA_ADDRESS = `'${mediaUrl('')}' || id`;

/** Every address the catalog shows a picture from. */
const CATALOG_PICTURES = `SELECT image_url FROM recipes WHERE image_url IS NOT NULL
  UNION SELECT image_url FROM categories WHERE image_url IS NOT NULL
  UNION SELECT image_url FROM nutrition_tips WHERE image_url IS NOT NULL
  UNION SELECT expert_image_url FROM nutrition_tips WHERE expert_image_url IS NOT NULL`;

async function inChunks(ids: readonly number[], fn: (chunk: number[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) await fn(ids.slice(i, i + CHUNK));
}

export function createAccountService(store: DataStore, now: () => number, scryptCost: ScryptCost) {
  const { forUpdate } = store.dialect;

  /**
   * Inside the deletion: locks the person's row, and every admin's when they are one, in id
   * order as changing a role does, so two admins leaving at once cannot leave none.
   */
  async function lockForDeletion(tx: Queryable, userId: number): Promise<{ id: number; is_admin: number }[]> {
    const seen = await tx.get<{ is_admin: number }>('SELECT is_admin FROM users WHERE id = ?', [userId]);
    if (!seen) return [];
    const lockAdmins = () =>
      tx.all<{ id: number; is_admin: number }>(
        `SELECT id, is_admin FROM users WHERE is_admin = 1 OR id = ? ORDER BY id${forUpdate}`,
        [userId],
      );
    if (seen.is_admin === 1) return lockAdmins();
    const locked = await tx.all<{ id: number; is_admin: number }>(
      `SELECT id, is_admin FROM users WHERE id = ?${forUpdate}`,
      [userId],
    );
    // Made an admin between the two reads: count the admins after all.
    return locked[0]?.is_admin === 1 ? lockAdmins() : locked;
  }

  return {
    /** Everything held about the person; never a password hash or a session token. */
    async exportData(userId: number): Promise<AccountExport> {
      const user = await store.get<UserRow>(
        'SELECT id, username, email, name, is_admin, created_at FROM users WHERE id = ?',
        [userId],
      );
      if (!user) throw new AccountError(404, 'Account not found');
      const [
        saved,
        posts,
        comments,
        postLikes,
        commentLikes,
        bookmarks,
        following,
        followers,
        media,
        children,
        logs,
        sessions,
        actions,
      ] = await Promise.all([
        store.all<{ recipe_id: number; title: string; created_at: number }>(
          `SELECT s.recipe_id, r.title, s.created_at FROM saved_recipes s JOIN recipes r ON r.id = s.recipe_id
           WHERE s.user_id = ? ORDER BY s.created_at, s.id`,
          [userId],
        ),
        store.all<{
          id: number;
          title: string;
          content: string;
          content_type: string;
          media_url: string | null;
          media_type: string | null;
          like_count: number;
          comment_count: number;
          created_at: number;
          updated_at: number;
        }>(
          `SELECT id, title, content, content_type, media_url, media_type, like_count, comment_count,
             created_at, updated_at
           FROM community_posts WHERE user_id = ? ORDER BY created_at, id`,
          [userId],
        ),
        store.all<{
          id: number;
          post_id: number;
          post_title: string;
          content: string;
          like_count: number;
          created_at: number;
          updated_at: number;
        }>(
          `SELECT c.id, c.post_id, p.title AS post_title, c.content, c.like_count, c.created_at, c.updated_at
           FROM community_comments c JOIN community_posts p ON p.id = c.post_id
           WHERE c.user_id = ? ORDER BY c.created_at, c.id`,
          [userId],
        ),
        store.all<{ post_id: number; title: string; created_at: number }>(
          `SELECT l.post_id, p.title, l.created_at FROM post_likes l JOIN community_posts p ON p.id = l.post_id
           WHERE l.user_id = ? ORDER BY l.created_at, l.id`,
          [userId],
        ),
        store.all<{ comment_id: number; post_id: number; created_at: number }>(
          `SELECT l.comment_id, c.post_id, l.created_at
           FROM comment_likes l JOIN community_comments c ON c.id = l.comment_id
           WHERE l.user_id = ? ORDER BY l.created_at, l.id`,
          [userId],
        ),
        store.all<{ post_id: number; title: string; created_at: number }>(
          `SELECT b.post_id, p.title, b.created_at FROM bookmarks b JOIN community_posts p ON p.id = b.post_id
           WHERE b.user_id = ? ORDER BY b.created_at, b.id`,
          [userId],
        ),
        store.all<{ id: number; username: string; created_at: number }>(
          `SELECT u.id, u.username, f.created_at FROM user_follows f JOIN users u ON u.id = f.following_id
           WHERE f.follower_id = ? ORDER BY f.created_at, f.id`,
          [userId],
        ),
        store.all<{ id: number; username: string; created_at: number }>(
          `SELECT u.id, u.username, f.created_at FROM user_follows f JOIN users u ON u.id = f.follower_id
           WHERE f.following_id = ? ORDER BY f.created_at, f.id`,
          [userId],
        ),
        store.all<{ id: string; mime_type: string; size: number; created_at: number }>(
          'SELECT id, mime_type, size, created_at FROM media WHERE user_id = ? ORDER BY created_at, id',
          [userId],
        ),
        store.all<{
          id: string;
          name: string;
          birth_date: string;
          allergy_risk: number;
          resumed_allergens: string;
          created_at: number;
          updated_at: number;
        }>(
          `SELECT id, name, birth_date, allergy_risk, resumed_allergens, created_at, updated_at
           FROM children WHERE user_id = ? ORDER BY created_at, id`,
          [userId],
        ),
        store.all<{
          id: string;
          child_id: string;
          food_slug: string | null;
          food_name: string;
          date: string;
          response: string;
          reaction: string;
          note: string;
          recipe_id: number | null;
          created_at: number;
        }>(
          `SELECT id, child_id, food_slug, food_name, date, response, reaction, note, recipe_id, created_at
           FROM child_food_logs WHERE user_id = ? ORDER BY date, created_at, id`,
          [userId],
        ),
        store.all<{ created_at: number; last_seen_at: number; expires_at: number }>(
          `SELECT created_at, last_seen_at, expires_at FROM sessions WHERE user_id = ? AND expires_at > ?
           ORDER BY created_at`,
          [userId, now()],
        ),
        store.all<{ action: string; target_type: string; target_id: number | null; created_at: number }>(
          `SELECT action, target_type, target_id, created_at FROM audit_log WHERE actor_id = ?
           ORDER BY created_at, id`,
          [userId],
        ),
      ]);
      const newsletter = user.email
        ? await store.get<{ email: string; created_at: number }>(
            'SELECT email, created_at FROM newsletter_subscriptions WHERE email = ?',
            [user.email.toLowerCase()],
          )
        : undefined;

      const parseAllergens = (text: string): Record<string, string> => {
        try {
          const value: unknown = JSON.parse(text);
          return value && typeof value === 'object' ? (value as Record<string, string>) : {};
        } catch {
          return {};
        }
      };

      return {
        format: 'sproutplate-account-export',
        version: 1,
        exportedAt: iso(now()),
        account: toUser(user),
        savedRecipes: saved.map((r) => ({
          recipeId: r.recipe_id,
          title: r.title,
          savedAt: iso(r.created_at),
        })),
        posts: posts.map((p) => ({
          id: p.id,
          title: p.title,
          content: p.content,
          contentType: p.content_type,
          mediaUrl: p.media_url,
          mediaType: p.media_type,
          likeCount: p.like_count,
          commentCount: p.comment_count,
          createdAt: iso(p.created_at),
          updatedAt: iso(p.updated_at),
        })),
        comments: comments.map((c) => ({
          id: c.id,
          postId: c.post_id,
          postTitle: c.post_title,
          content: c.content,
          likeCount: c.like_count,
          createdAt: iso(c.created_at),
          updatedAt: iso(c.updated_at),
        })),
        likes: {
          posts: postLikes.map((l) => ({
            postId: l.post_id,
            postTitle: l.title,
            likedAt: iso(l.created_at),
          })),
          comments: commentLikes.map((l) => ({
            commentId: l.comment_id,
            postId: l.post_id,
            likedAt: iso(l.created_at),
          })),
        },
        bookmarks: bookmarks.map((b) => ({
          postId: b.post_id,
          postTitle: b.title,
          bookmarkedAt: iso(b.created_at),
        })),
        follows: {
          following: following.map((f) => ({ userId: f.id, username: f.username, since: iso(f.created_at) })),
          followers: followers.map((f) => ({ userId: f.id, username: f.username, since: iso(f.created_at) })),
        },
        newsletter: newsletter ? { email: newsletter.email, subscribedAt: iso(newsletter.created_at) } : null,
        media: media.map((m) => ({
          id: m.id,
          url: mediaUrl(m.id),
          mimeType: m.mime_type,
          size: m.size,
          createdAt: iso(m.created_at),
        })),
        children: children.map((child) => ({
          id: child.id,
          name: child.name,
          birthDate: child.birth_date,
          allergyRisk: child.allergy_risk === 1,
          resumedAllergens: parseAllergens(child.resumed_allergens),
          createdAt: iso(child.created_at),
          updatedAt: iso(child.updated_at),
          foodLogs: logs
            .filter((l) => l.child_id === child.id)
            .map((l) => ({
              id: l.id,
              foodSlug: l.food_slug,
              foodName: l.food_name,
              date: l.date,
              response: l.response,
              reaction: l.reaction,
              note: l.note,
              recipeId: l.recipe_id,
              createdAt: iso(l.created_at),
            })),
        })),
        sessions: sessions.map((s) => ({
          createdAt: iso(s.created_at),
          lastSeenAt: iso(s.last_seen_at),
          expiresAt: iso(s.expires_at),
        })),
        adminActions: actions.map((a) => ({
          action: a.action,
          targetType: a.target_type,
          targetId: a.target_id,
          createdAt: iso(a.created_at),
        })),
      };
    },

    /** Changes the email and name given (null clears one); the account as it now is. */
    async updateProfile(userId: number, patch: AccountPatch): Promise<PublicUser> {
      const sets: string[] = [];
      const params: Param[] = [];
      if (patch.email !== undefined) {
        sets.push('email = ?');
        params.push(patch.email);
      }
      if (patch.name !== undefined) {
        sets.push('name = ?');
        params.push(patch.name);
      }
      const row = sets.length
        ? await store.get<UserRow>(
            `UPDATE users SET ${sets.join(', ')} WHERE id = ?
             RETURNING id, username, email, name, is_admin, created_at`,
            [...params, userId],
          )
        : await store.get<UserRow>(
            'SELECT id, username, email, name, is_admin, created_at FROM users WHERE id = ?',
            [userId],
          );
      if (!row) throw new AccountError(404, 'Account not found');
      return toUser(row);
    },

    /**
     * Sets a new password and ends every session of the account (the route signs this device
     * in again); a reset link not yet used stops working too.
     */
    async changePassword(userId: number, newPassword: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword, scryptCost);
      await store.transaction(async (tx) => {
        await tx.run('UPDATE users SET password_hash = ? WHERE id = ?', [passwordHash, userId]);
        await tx.run('DELETE FROM sessions WHERE user_id = ?', [userId]);
        await tx.run('DELETE FROM password_resets WHERE user_id = ?', [userId]);
      });
    },

    /** Removes the account and everything stored with it; see the top of this file. */
    async deleteAccount(userId: number): Promise<void> {
      await store.transaction(async (tx) => {
        const locked = await lockForDeletion(tx, userId);
        const me = locked.find((r) => r.id === userId);
        if (!me) return; // gone already (a second request for the same deletion)
        const otherAdmins = locked.filter((r) => r.is_admin === 1 && r.id !== userId).map((r) => r.id);
        if (me.is_admin === 1 && otherAdmins.length === 0)
          throw new AccountError(409, ACCOUNT_MESSAGES.lastAdmin);

        // Other people's posts and comments whose counters this deletion changes, locked before
        // anything is removed (PostgreSQL; SQLite's transaction already holds the write lock).
        const posts = await tx.all<{ id: number }>(
          `SELECT id FROM community_posts
           WHERE user_id <> ? AND (id IN (SELECT post_id FROM post_likes WHERE user_id = ?)
             OR id IN (SELECT post_id FROM community_comments WHERE user_id = ?))
           ORDER BY id${forUpdate}`,
          [userId, userId, userId],
        );
        const comments = await tx.all<{ id: number }>(
          `SELECT id FROM community_comments
           WHERE user_id <> ? AND id IN (SELECT comment_id FROM comment_likes WHERE user_id = ?)
           ORDER BY id${forUpdate}`,
          [userId, userId],
        );

        // The catalog's pictures stay with the catalog: they pass to the longest-standing other admin.
        const heir = otherAdmins[0];
        if (heir !== undefined) {
          await tx.run(
            `UPDATE media SET user_id = ? WHERE user_id = ? AND ${MEDIA_ADDRESS} IN (${CATALOG_PICTURES})`,
            [heir, userId],
          );
        }

        const email = (
          await tx.get<{ email: string | null }>('SELECT email FROM users WHERE id = ?', [userId])
        )?.email;
        // Explicitly, table by table, rather than trusting every foreign key's cascade.
        await tx.run('DELETE FROM comment_likes WHERE user_id = ?', [userId]);
        await tx.run('DELETE FROM post_likes WHERE user_id = ?', [userId]);
        await tx.run('DELETE FROM bookmarks WHERE user_id = ?', [userId]);
        await tx.run('DELETE FROM community_comments WHERE user_id = ?', [userId]);
        // Their posts take other people's comments, likes and bookmarks on them along (cascade).
        await tx.run('DELETE FROM community_posts WHERE user_id = ?', [userId]);
        await tx.run('DELETE FROM media WHERE user_id = ?', [userId]);
        await tx.run('DELETE FROM user_follows WHERE follower_id = ? OR following_id = ?', [userId, userId]);
        await tx.run('DELETE FROM saved_recipes WHERE user_id = ?', [userId]);
        await tx.run('DELETE FROM child_food_logs WHERE user_id = ?', [userId]);
        await tx.run('DELETE FROM children WHERE user_id = ?', [userId]);
        await tx.run('DELETE FROM password_resets WHERE user_id = ?', [userId]);
        await tx.run('DELETE FROM idempotency_keys WHERE user_id = ?', [userId]);
        await tx.run('DELETE FROM sessions WHERE user_id = ?', [userId]);
        if (email) {
          await tx.run('DELETE FROM newsletter_subscriptions WHERE email = ?', [email.toLowerCase()]);
        }
        await tx.run('DELETE FROM users WHERE id = ?', [userId]);

        await inChunks(
          posts.map((p) => p.id),
          (ids) =>
            tx.run(
              `UPDATE community_posts SET
                 like_count = (SELECT count(*) FROM post_likes WHERE post_id = community_posts.id),
                 comment_count = (SELECT count(*) FROM community_comments WHERE post_id = community_posts.id)
               WHERE id IN (${placeholders(ids.length)})`,
              ids,
            ),
        );
        await inChunks(
          comments.map((c) => c.id),
          (ids) =>
            tx.run(
              `UPDATE community_comments SET
                 like_count = (SELECT count(*) FROM comment_likes WHERE comment_id = community_comments.id)
               WHERE id IN (${placeholders(ids.length)})`,
              ids,
            ),
        );
      });
    },

    /**
     * A new one-time reset link's token for the account (32 random bytes, base64url); only its
     * SHA-256 is stored. The account's earlier links stop working: only the newest one counts.
     */
    async issueResetLink(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const t = now();
      const expiresAt = t + RESET_LINK_TTL_MS;
      await store.transaction(async (tx) => {
        await tx.run('DELETE FROM password_resets WHERE user_id = ?', [userId]);
        await tx.run(
          'INSERT INTO password_resets (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
          [hashToken(token), userId, t, expiresAt],
        );
      });
      return { token, expiresAt: new Date(expiresAt) };
    },

    /**
     * Sets the password of the link's account when the link is unused and in time, marks it
     * used and ends every session of the account. The account's id, or null for a link that
     * does not work (unknown, used or expired: the same answer for each).
     */
    async resetPassword(token: string, newPassword: string): Promise<number | null> {
      const id = hashToken(token);
      // Checked before the slow hashing, so a wrong token costs the server nothing.
      const found = await store.get<{ user_id: number }>(
        'SELECT user_id FROM password_resets WHERE id = ? AND used_at IS NULL AND expires_at > ?',
        [id, now()],
      );
      if (!found) return null;
      const passwordHash = await hashPassword(newPassword, scryptCost);
      return store.transaction(async (tx) => {
        const t = now();
        // One statement takes the link: of two uses at once, only one finds it unused.
        const claimed = await tx.get<{ user_id: number }>(
          `UPDATE password_resets SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?
           RETURNING user_id`,
          [t, id, t],
        );
        if (!claimed) return null;
        await tx.run('UPDATE users SET password_hash = ? WHERE id = ?', [passwordHash, claimed.user_id]);
        await tx.run('DELETE FROM sessions WHERE user_id = ?', [claimed.user_id]);
        return claimed.user_id;
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
