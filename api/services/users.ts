/**
 * Accounts: create, find and authenticate users. Routes never see a password
 * hash; they get a PublicUser.
 */
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

  const findByUsername = async (username: string): Promise<User | undefined> => {
    const row = await store.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = ?`, [
      username.toLowerCase(),
    ]);
    return row && toUser(row);
  };

  return {
    findByUsername,
    async findById(id: number): Promise<User | undefined> {
      const row = await store.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [id]);
      return row && toUser(row);
    },
    async register(input: NewUser, options: { isAdmin?: boolean } = {}): Promise<User> {
      if (await findByUsername(input.username)) throw new UsernameTakenError();
      const passwordHash = await hashPassword(input.password, scryptCost);
      // Two registrations of one name at the same moment: the unique index decides, and the loser gets no row.
      const row = await store.get<UserRow>(
        `INSERT INTO users (username, password_hash, email, name, is_admin) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`,
        [input.username, passwordHash, input.email ?? null, input.name ?? null, options.isAdmin ? 1 : 0],
      );
      if (!row) throw new UsernameTakenError();
      return toUser(row);
    },
    /** The user when the password matches; undefined otherwise, in the same time either way. */
    async authenticate(username: string, password: string): Promise<User | undefined> {
      const user = await findByUsername(username);
      if (!user) {
        dummyHash ??= hashPassword('not-a-real-password', scryptCost);
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
