/**
 * Password hashing with scrypt. The parameters are stored in each hash, so the
 * cost can be raised later without breaking existing accounts.
 *
 * A hash runs on one of libuv's four pool threads for a few hundred milliseconds, and the
 * same threads read static files, compress and resolve names. Hashes are therefore taken a
 * few at a time: at most MAX_HASHES_IN_FLIGHT run, up to MAX_HASHES_WAITING wait their turn,
 * and beyond that a sign-in is refused at once with a 503 and Retry-After, so a burst of
 * sign-ins (or of guesses) never stalls every other request.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ApiError } from '../lib/http';

/**
 * One hash per core but the one the server's requests run on, and never more than two (half of
 * libuv's pool): a two-core server hashes one at a time.
 */
export const MAX_HASHES_IN_FLIGHT = Math.min(2, Math.max(1, availableParallelism() - 1));
export const MAX_HASHES_WAITING = 16;

/** The refusal when too many hashes wait: the client tries again shortly. */
export class PasswordHashBusyError extends ApiError {
  constructor() {
    super(
      503,
      'SproutPlate is busy signing people in. Please try again in a few seconds.',
      { retryAfter: 2 },
      { 'Retry-After': '2' },
    );
  }
}

let inFlight = 0;
const waiting: (() => void)[] = [];

/** Runs `fn` when a hashing slot is free; a full queue refuses at once. */
async function inTurn<T>(fn: () => Promise<T>): Promise<T> {
  if (inFlight >= MAX_HASHES_IN_FLIGHT) {
    if (waiting.length >= MAX_HASHES_WAITING) throw new PasswordHashBusyError();
    // The slot is handed over by the one finishing, so nobody overtakes the queue.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    inFlight++;
  }
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  }
}

/** Hashes running and waiting now (for tests and the server dashboard). */
export function hashLoad(): { inFlight: number; waiting: number } {
  return { inFlight, waiting: waiting.length };
}

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** N=2^17, r=8, p=1: the security baseline (about 128 MiB and a few hundred ms per hash). */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    maxmem: 256 * cost.N * cost.r + 1024 * 1024,
  };
  return inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string, cost = PRODUCTION_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
