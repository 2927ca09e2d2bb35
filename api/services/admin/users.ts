/**
 * Accounts as admins see them, and the admin role rule shared with the
 * command line: nobody changes their own role here, and SproutPlate always
 * keeps at least one admin.
 */
import { ADMIN_PAGE_SIZE } from '../../../shared/constants';
import type { AdminUser, Paged } from '../../../shared/schemas/admin';
import type { DataStore } from '../../db/store';
import type { Actor } from '../actor';
import type { AuditService } from './audit';

/** A role change that the rule refuses; `status` is what the API answers. */
export class AdminRoleError extends Error {
  constructor(
    readonly status: 403 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'AdminRoleError';
  }
}

export const LAST_ADMIN_MESSAGE = 'SproutPlate must keep at least one admin';
export const OWN_ROLE_MESSAGE = 'You cannot change your own admin rights';

interface UserRow {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  is_admin: number;
  created_at: number;
  post_count: number;
}

const SELECT = `SELECT u.id, u.username, u.name, u.email, u.is_admin, u.created_at,
  (SELECT count(*) FROM community_posts p WHERE p.user_id = u.id) AS post_count FROM users u`;

export const toAdminUser = (r: UserRow): AdminUser => ({
  id: r.id,
  username: r.username,
  name: r.name,
  email: r.email,
  isAdmin: r.is_admin === 1,
  createdAt: new Date(r.created_at).toISOString(),
  postCount: r.post_count,
});

/** `%`, `_` and `\` typed into a search are plain characters. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Makes a user an admin or not, in one transaction so two admins demoting
 * each other at the same moment cannot leave none. `actor.id` is null for the
 * command line, which may change anyone.
 */
export function changeAdminRole(
  store: DataStore,
  audit: AuditService,
  actor: Actor,
  userId: number,
  isAdmin: boolean,
): Promise<AdminUser> {
  return store.transaction(async (tx) => {
    // Every admin and the target, locked before anything is counted (on PostgreSQL; SQLite's
    // transaction already holds the write lock), in one order so two changes never wait on
    // each other. A second demotion waits here for the first and then counts what it left.
    const locked = await tx.all<{ id: number; is_admin: number }>(
      `SELECT id, is_admin FROM users WHERE is_admin = 1 OR id = ? ORDER BY id${tx.dialect.forUpdate}`,
      [userId],
    );
    const target = await tx.get<UserRow>(`${SELECT} WHERE u.id = ?`, [userId]);
    if (!target) throw new AdminRoleError(404, 'User not found');
    if (actor.id !== null && actor.id === userId) throw new AdminRoleError(403, OWN_ROLE_MESSAGE);
    if ((target.is_admin === 1) === isAdmin) return toAdminUser(target);
    if (!isAdmin) {
      const admins = locked.filter((r) => r.is_admin === 1).length;
      if (admins <= 1) throw new AdminRoleError(409, LAST_ADMIN_MESSAGE);
    }
    await tx.run('UPDATE users SET is_admin = ? WHERE id = ?', [isAdmin ? 1 : 0, userId]);
    await audit.record(
      actor,
      {
        action: isAdmin ? 'user.promote' : 'user.demote',
        targetType: 'user',
        targetId: userId,
        summary: { username: target.username },
      },
      tx,
    );
    return toAdminUser({ ...target, is_admin: isAdmin ? 1 : 0 });
  });
}

export function createAdminUserService(store: DataStore, audit: AuditService) {
  const like = store.dialect.ilike;
  return {
    async list(q: string | undefined, page: number): Promise<Paged<AdminUser>> {
      const where = q
        ? `WHERE u.username ${like} ? ESCAPE '\\' OR u.name ${like} ? ESCAPE '\\' OR u.email ${like} ? ESCAPE '\\'`
        : '';
      const params = q ? [likePattern(q), likePattern(q), likePattern(q)] : [];
      const total =
        (await store.get<{ n: number }>(`SELECT count(*) AS n FROM users u ${where}`, params))?.n ?? 0;
      const rows = await store.all<UserRow>(
        `${SELECT} ${where} ORDER BY u.is_admin DESC, u.created_at DESC, u.id DESC LIMIT ? OFFSET ?`,
        [...params, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
      );
      return { items: rows.map(toAdminUser), total, pages: Math.ceil(total / ADMIN_PAGE_SIZE), page };
    },

    async latest(limit: number): Promise<AdminUser[]> {
      const rows = await store.all<UserRow>(`${SELECT} ORDER BY u.created_at DESC, u.id DESC LIMIT ?`, [
        limit,
      ]);
      return rows.map(toAdminUser);
    },

    setAdmin(actor: Actor, userId: number, isAdmin: boolean): Promise<AdminUser> {
      return changeAdminRole(store, audit, actor, userId, isAdmin);
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
