import { describe, expect, it } from 'vitest';
import { hashPassword, PRODUCTION_SCRYPT_COST, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses scrypt with N=2^17, r=8, p=1 and verifies only the right password', async () => {
    const hash = await hashPassword('a long family password');
    expect(hash.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    expect(PRODUCTION_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await verifyPassword('a long family password', hash)).toBe(true);
    expect(await verifyPassword('a long family passworD', hash)).toBe(false);
  });

  it('salts every hash and rejects malformed stored values', async () => {
    const cost = { N: 1024, r: 8, p: 1 };
    const a = await hashPassword('same password', cost);
    const b = await hashPassword('same password', cost);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', 'plain-text')).toBe(false);
    expect(await verifyPassword('same password', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
