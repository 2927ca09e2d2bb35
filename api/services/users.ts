/**
 * Accounts: create, find and authenticate users. Routes never see a password
 * hash; they get a PublicUser.
 */
import { eq, sql } from 'drizzle-orm';
import type { PublicUser } from '../../shared/schemas/user';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';
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

export function createUserService(db: Db, scryptCost: ScryptCost) {
  // Verifying against this when the username is unknown keeps both failures equally slow.
  let dummyHash: Promise<string> | null = null;

  const findByUsername = (username: string): User | undefined =>
    db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
      .get();

  return {
    findByUsername,
    findById(id: number): User | undefined {
      return db.select().from(users).where(eq(users.id, id)).get();
    },
    async register(input: NewUser, options: { isAdmin?: boolean } = {}): Promise<User> {
      if (findByUsername(input.username)) throw new UsernameTakenError();
      const passwordHash = await hashPassword(input.password, scryptCost);
      try {
        return db
          .insert(users)
          .values({
            username: input.username,
            passwordHash,
            email: input.email ?? null,
            name: input.name ?? null,
            isAdmin: options.isAdmin ?? false,
          })
          .returning()
          .get();
      } catch (err) {
        // Two registrations of one name at the same moment: the unique index decides.
        if (err instanceof Error && /UNIQUE constraint failed/.test(err.message)) {
          throw new UsernameTakenError();
        }
        throw err;
      }
    },
    /** The user when the password matches; undefined otherwise, in the same time either way. */
    async authenticate(username: string, password: string): Promise<User | undefined> {
      const user = findByUsername(username);
      if (!user) {
        dummyHash ??= hashPassword('not-a-real-password', scryptCost);
        await verifyPassword(password, await dummyHash);
        return undefined;
      }
      return (await verifyPassword(password, user.passwordHash)) ? user : undefined;
    },
    async setPassword(userId: number, password: string): Promise<void> {
      const passwordHash = await hashPassword(password, scryptCost);
      db.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    },
    setAdmin(userId: number, isAdmin: boolean): void {
      db.update(users).set({ isAdmin }).where(eq(users.id, userId)).run();
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
