/**
 * Usernames are one account whatever their case or Unicode form: folded and NFKC-normalised in
 * one place (shared/lib/username.ts) for sign-up, sign-in and the sign-in limits.
 */
import { describe, expect, it } from 'vitest';
import { usernameKey } from '../../shared/lib/username';
import { createTestApp } from '../test/harness';

const PASSWORD = 'a-long-family-password';

describe('usernames', () => {
  it('treats case and Unicode forms of one name as one account', async () => {
    const t = await createTestApp();
    const first = t.client();
    expect((await first.post('/api/register', { username: 'Ärger', password: PASSWORD })).status).toBe(201);
    for (const twin of ['ärger', 'ÄRGER', 'A\u0308rger']) {
      const res = await t.client().post('/api/register', { username: twin, password: PASSWORD });
      expect(res.status, twin).toBe(409);
    }
    for (const spelling of ['ärger', 'ÄRGER', 'A\u0308rger']) {
      const res = await t.client().post('/api/login', { username: spelling, password: PASSWORD });
      expect(res.status, spelling).toBe(200);
      expect((res.body as { username: string }).username).toBe('Ärger');
    }
    expect(
      (await t.client().post('/api/register', { username: 'ＡｎｎａＢ', password: PASSWORD })).status,
    ).toBe(201);
    expect((await t.client().post('/api/register', { username: 'annab', password: PASSWORD })).status).toBe(
      409,
    );
    expect((await t.client().post('/api/register', { username: 'straße', password: PASSWORD })).status).toBe(
      201,
    );
    expect((await t.client().post('/api/register', { username: 'STRASSE', password: PASSWORD })).status).toBe(
      409,
    );
    // The name is kept as typed, in its normal form.
    const stored = await t.store.all<{ username: string; username_key: string }>(
      'SELECT username, username_key FROM users ORDER BY id',
    );
    expect(stored).toEqual([
      { username: 'Ärger', username_key: 'ärger' },
      { username: 'AnnaB', username_key: 'annab' },
      { username: 'straße', username_key: 'strasse' },
    ]);
  });

  it('gives accounts made before folding their key at start, and they sign in by any case', async () => {
    const t = await createTestApp();
    await t.client().register('placeholder');
    const hash = (await t.store.get<{ password_hash: string }>('SELECT password_hash FROM users'))!
      .password_hash;
    // Two old accounts whose names fold to one ("straße", "STRASSE": neither engine's lower()
    // makes them equal), and one whose name only a Unicode-aware fold matches ("Élise").
    await t.store.run('INSERT INTO users (username, password_hash) VALUES (?, ?), (?, ?), (?, ?)', [
      'Élise',
      hash,
      'straße',
      hash,
      'STRASSE',
      hash,
    ]);
    // Before the backfill: the exact lower-case name still signs in.
    expect(
      (await t.client().post('/api/login', { username: 'straße', password: 'correct-horse-battery' })).status,
    ).toBe(200);
    // Every old account gets its key but the second of the pair that fold to one.
    expect(await t.services().users.backfillUsernameKeys()).toBe(2);
    const res = await t.client().post('/api/login', { username: 'ÉLISE', password: 'correct-horse-battery' });
    expect(res.status).toBe(200);
    expect((res.body as { username: string }).username).toBe('Élise');
    const folded = await t
      .client()
      .post('/api/login', { username: 'Strasse', password: 'correct-horse-battery' });
    expect((folded.body as { username: string }).username).toBe('straße');
    // The second keeps signing in by its exact lower-case name.
    const second = await t
      .client()
      .post('/api/login', { username: 'strasse', password: 'correct-horse-battery' });
    expect(second.status).toBe(200);
    expect(usernameKey('Élise')).toBe('élise');
  });
});
