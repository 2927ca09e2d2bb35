/**
 * Accounts: create, find and authenticate users. Routes never see a password
 * hash; they get a PublicUser.
 */
import { normaliseUsername, usernameKey } from '../../shared/lib/username';
import type { PublicUser } from '../../shared/schemas/user';
import type { User } from '../db/schema';
import type { DataStore } from '../db/store';
import { hashPassword, verifyPassword, type ScryptCost } from './passwords';

export function toPublicUser(user: Omit<User, 'passwordHash'>): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface NewUser {
  username: string;
  password: string;
  email?: string | undefined;
  name?: string | undefined;
}

export class UsernameTakenError extends Error {
  constructor() {
    super('Username already exists');
  }
}

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  email: string | null;
  name: string | null;
  is_admin: number;
  created_at: number;
}

const USER_COLUMNS = 'id, username, password_hash, email, name, is_admin, created_at';

const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  passwordHash: row.password_hash,
  email: row.email,
  name: row.name,
  isAdmin: row.is_admin === 1,
  createdAt: new Date(row.created_at),
});

export function createUserService(store: DataStore, scryptCost: ScryptCost) {
  // Verifying against this when the username is unknown keeps both failures equally slow.
  let dummyHash: Promise<string> | null = null;

  /**
   * By the folded name (shared/lib/username.ts). An account made before the key existed and not
   * yet given one (`backfillUsernameKeys` runs at start) is still found by its lower-case name.
   */
  const findByUsername = async (username: string): Promise<User | undefined> => {
    const key = usernameKey(username);
    const row =
      (await store.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE username_key = ?`, [key])) ??
      (await store.get<UserRow>(
        `SELECT ${USER_COLUMNS} FROM users WHERE username_key IS NULL AND lower(username) = ?`,
        [normaliseUsername(username).toLowerCase()],
      ));
    return row && toUser(row);
  };

  return {
    findByUsername,
    /**
     * Gives every account made before usernames were folded its key. Two old accounts whose
     * names fold to one (made before the fold) keep the first's key; the other keeps signing in
     * by its exact lower-case name.
     */
    async backfillUsernameKeys(): Promise<number> {
      const rows = await store.all<{ id: number; username: string }>(
        'SELECT id, username FROM users WHERE username_key IS NULL ORDER BY id',
      );
      let done = 0;
      for (const row of rows) {
        const changed = await store.run(
          `UPDATE users SET username_key = ? WHERE id = ? AND NOT EXISTS
             (SELECT 1 FROM users other WHERE other.username_key = ?)`,
          [usernameKey(row.username), row.id, usernameKey(row.username)],
        );
        done += changed.changes;
      }
      return done;
    },
    async findById(id: number): Promise<User | undefined> {
      const row = await store.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [id]);
      return row && toUser(row);
    },
    async register(input: NewUser, options: { isAdmin?: boolean } = {}): Promise<User> {
      if (await findByUsername(input.username)) throw new UsernameTakenError();
      const passwordHash = await hashPassword(input.password, scryptCost);
      // Two registrations of one name at the same moment: the unique index decides, and the loser gets no row.
      const row = await store.get<UserRow>(
        `INSERT INTO users (username, username_key, password_hash, email, name, is_admin)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`,
        [
          normaliseUsername(input.username),
          usernameKey(input.username),
          passwordHash,
          input.email ?? null,
          input.name ?? null,
          options.isAdmin ? 1 : 0,
        ],
      );
      if (!row) throw new UsernameTakenError();
      return toUser(row);
    },
    /** The user when the password matches; undefined otherwise, in the same time either way. */
    async authenticate(username: string, password: string): Promise<User | undefined> {
      const user = await findByUsername(username);
      if (!user) {
        // A refused hash (the queue was full) is not kept: the next unknown name makes it again.
        dummyHash ??= hashPassword('not-a-real-password', scryptCost).catch((err: unknown) => {
          dummyHash = null;
          throw err;
        });
        await verifyPassword(password, await dummyHash);
        return undefined;
      }
      return (await verifyPassword(password, user.passwordHash)) ? user : undefined;
    },
    async setPassword(userId: number, password: string): Promise<void> {
      const passwordHash = await hashPassword(password, scryptCost);
      await store.run('UPDATE users SET password_hash = ? WHERE id = ?', [passwordHash, userId]);
    },
    async setAdmin(userId: number, isAdmin: boolean): Promise<void> {
      await store.run('UPDATE users SET is_admin = ? WHERE id = ?', [isAdmin ? 1 : 0, userId]);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
