/**
 * Signing in with a name nobody has: it is as slow as a wrong password (a hash is checked either
 * way), and a moment of full hashing queue never leaves that name refused for good.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DataStore } from '../db/store';
import { openTestStore } from '../test/stores';
import {
  hashLoad,
  hashPassword,
  MAX_HASHES_IN_FLIGHT,
  MAX_HASHES_WAITING,
  PasswordHashBusyError,
} from './passwords';
import { createUserService } from './users';

const COST = { N: 2 ** 14, r: 8, p: 1 };
let store: DataStore | undefined;

afterEach(async () => {
  await store?.close();
  store = undefined;
});

describe('authenticate', () => {
  it('answers an unknown name with no user, and again after a full hashing queue refused it once', async () => {
    store = await openTestStore();
    const users = createUserService(store, COST);

    // Every hashing turn taken and every waiting place filled: the unknown name's hash is refused.
    const filling = Array.from({ length: MAX_HASHES_IN_FLIGHT + MAX_HASHES_WAITING }, () =>
      hashPassword('filler', COST),
    );
    expect(hashLoad().waiting).toBe(MAX_HASHES_WAITING);
    await expect(users.authenticate('nobody-here', 'a-guess-at-it')).rejects.toBeInstanceOf(
      PasswordHashBusyError,
    );
    await Promise.all(filling);
    expect(hashLoad()).toEqual({ inFlight: 0, waiting: 0 });

    // The queue is free again: the same name is answered, not refused from a kept failure.
    await expect(users.authenticate('nobody-here', 'a-guess-at-it')).resolves.toBeUndefined();
    await expect(users.authenticate('someone-else', 'another-guess')).resolves.toBeUndefined();
  });
});
