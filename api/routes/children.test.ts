import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_MESSAGES } from '../../shared/lib/child-age';
import {
  CHILD_MESSAGES,
  type Child,
  type ChildrenResponse,
  type FoodLog,
} from '../../shared/schemas/children';
import {
  CHILDREN_MESSAGES,
  FOOD_LOGS_PER_USER,
  LOGS_PAGE,
  MAX_CHILDREN,
  MAX_LOGS_PER_CHILD,
} from '../services/children';
import { createTestApp, type TestApp, type TestClient, type TestResponse } from '../test/harness';

// The test clock (api/test/harness.ts) is 2026-11-21T12:00:00Z: already 22 November in New Zealand.
const TODAY = '2026-11-21';
const LATEST_TODAY = '2026-11-22';
const FUTURE = '2026-11-23';

const count = async (t: TestApp, sql: string, ...params: (string | number)[]) =>
  Number((await t.store.get<{ n: number }>(sql, params))!.n);
const childRows = (t: TestApp, id: string) => count(t, 'SELECT count(*) AS n FROM children WHERE id = ?', id);
const logRows = (t: TestApp, childId: string) =>
  count(t, 'SELECT count(*) AS n FROM child_food_logs WHERE child_id = ?', childId);

/** A signed-in client; the registration limit per address is lifted so tests can make many people. */
async function person(t: TestApp, username: string) {
  await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'register:%'");
  const c = t.client();
  const user = await c.register(username);
  return { c, id: user.id };
}

const childBody = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Ava',
  birthDate: '2026-03-10',
  ...overrides,
});

const logBody = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  foodSlug: 'banana',
  foodName: 'Banana',
  date: TODAY,
  response: 'liked',
  reaction: 'none',
  ...overrides,
});

async function addChild(c: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await c.post<Child>('/api/children', childBody(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function addLog(c: TestClient, childId: string, overrides: Record<string, unknown> = {}) {
  const res = await c.post<FoodLog>(`/api/children/${childId}/logs`, logBody(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A validation message as the API words it: the shared schema's, after the field's name when it does not say it. */
const within = (message: string) => expect.stringContaining(message) as unknown as string;

const patch = <T = Record<string, unknown>>(c: TestClient, path: string, body: unknown, headers = {}) =>
  c.request<T>('PATCH', path, body, headers);

describe('children: access', () => {
  it('answers 401 to every endpoint without a signed-in person', async () => {
    const t = await createTestApp();
    const c = t.client();
    const child = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/children'],
      ['POST', '/api/children', childBody()],
      ['PATCH', `/api/children/${child}`, { name: 'Ben' }],
      ['DELETE', `/api/children/${child}`],
      ['POST', `/api/children/${child}/logs`, logBody()],
      ['DELETE', `/api/children/${child}/logs/${randomUUID()}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await c.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body, `${method} ${path}`).toEqual({ message: 'You need to sign in to do that' });
    }
    expect(await count(t, 'SELECT count(*) AS n FROM children')).toBe(0);
  });

  it("never shows or changes one account's child for another (403), and the owner's stays as it was", async () => {
    const t = await createTestApp();
    const owner = await person(t, 'ownerparent');
    const other = await person(t, 'otherparent');
    const child = await addChild(owner.c, { name: 'Mia', allergyRisk: true });
    const log = await addLog(owner.c, child.id);

    const list = await other.c.get<ChildrenResponse>('/api/children');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ children: [], logs: [], nextLogs: null });

    const refused: [string, string, unknown?][] = [
      ['PATCH', `/api/children/${child.id}`, { name: 'Stolen' }],
      ['DELETE', `/api/children/${child.id}`],
      ['POST', `/api/children/${child.id}/logs`, logBody()],
      ['DELETE', `/api/children/${child.id}/logs/${log.id}`],
      // The same child id sent as the other account's own new child.
      ['POST', '/api/children', childBody({ id: child.id, name: 'Stolen' })],
    ];
    for (const [method, path, body] of refused) {
      const res = await other.c.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual({ message: CHILDREN_MESSAGES.notYourChild });
    }
    // A log id of the owner's sent for the other account's own child.
    const own = await addChild(other.c, { name: 'Leo' });
    const reused = await other.c.post(`/api/children/${own.id}/logs`, logBody({ id: log.id }));
    expect(reused.status).toBe(403);

    const after = await owner.c.get<ChildrenResponse>('/api/children');
    expect(after.body.children).toEqual([child]);
    expect(after.body.logs).toEqual([log]);
    expect(await logRows(t, own.id)).toBe(0);
  });

  it('answers 404 for children and logs that do not exist', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'lostparent');
    const child = await addChild(c);
    const unknown = randomUUID();
    const missing: [string, string, unknown?, string?][] = [
      ['PATCH', `/api/children/${unknown}`, { name: 'Ben' }],
      ['DELETE', `/api/children/${unknown}`],
      ['POST', `/api/children/${unknown}/logs`, logBody()],
      ['DELETE', `/api/children/${unknown}/logs/${randomUUID()}`],
      ['PATCH', '/api/children/not-a-uuid', { name: 'Ben' }],
      ['DELETE', '/api/children/1'],
      ['DELETE', `/api/children/${child.id}/logs/${randomUUID()}`, undefined, CHILDREN_MESSAGES.logNotFound],
      ['DELETE', `/api/children/${child.id}/logs/nope`, undefined, CHILDREN_MESSAGES.logNotFound],
    ];
    for (const [method, path, body, message] of missing) {
      const res = await c.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toEqual({ message: message ?? CHILDREN_MESSAGES.childNotFound });
    }
    // A log of one child named under another of the same account is not found there either.
    const sibling = await addChild(c, { name: 'Noah' });
    const log = await addLog(c, child.id);
    const res = await c.delete(`/api/children/${sibling.id}/logs/${log.id}`);
    expect(res.status).toBe(404);
    expect(await logRows(t, child.id)).toBe(1);
  });
});

describe('children: adding, listing, changing and removing', () => {
  it('creates a child with the device-made id and lists only this account’s children', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'avaparent');
    const id = randomUUID();
    const res = await c.post<Child>('/api/children', {
      id,
      name: '  Ava  ',
      birthDate: '2026-03-10',
      allergyRisk: true,
      resumedAllergens: { egg: '2026-10-01' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id,
      name: 'Ava',
      birthDate: '2026-03-10',
      allergyRisk: true,
      resumedAllergens: { egg: '2026-10-01' },
      createdAt: t.clock.now,
      updatedAt: t.clock.now,
    });
    t.clock.now += 1000;
    const second = await addChild(c, { name: 'Zoë O’Brien-Smith', birthDate: '2024-02-29' });
    expect(second).toMatchObject({ name: 'Zoë O’Brien-Smith', allergyRisk: false, resumedAllergens: {} });

    const list = await c.get<ChildrenResponse>('/api/children');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.children.map((k) => k.id)).toEqual([id, second.id]);
    expect(list.body.logs).toEqual([]);
  });

  it('changes only the fields sent: a new name keeps the allergy risk and the doctor’s go-ahead dates', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'patchparent');
    const child = await addChild(c, { allergyRisk: true, resumedAllergens: { peanut: '2026-09-01' } });
    t.clock.now += 60_000;

    const renamed = await patch<Child>(c, `/api/children/${child.id}`, { name: 'Ava Rose' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...child, name: 'Ava Rose', updatedAt: t.clock.now });

    const resumed = await patch<Child>(c, `/api/children/${child.id}`, {
      allergyRisk: false,
      birthDate: '2026-03-11',
      resumedAllergens: { egg: '2026-11-01' },
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({
      name: 'Ava Rose',
      birthDate: '2026-03-11',
      allergyRisk: false,
      resumedAllergens: { egg: '2026-11-01' },
    });

    const nothing = await patch<Child>(c, `/api/children/${child.id}`, {});
    expect(nothing.status).toBe(200);
    expect(nothing.body).toEqual(resumed.body);

    const future = await patch(c, `/api/children/${child.id}`, { birthDate: FUTURE });
    expect(future.status).toBe(400);
    expect(future.body).toEqual({ message: BIRTH_DATE_MESSAGES.future, field: 'birthDate' });
    const markup = await patch(c, `/api/children/${child.id}`, { name: '<b>Ava</b>' });
    expect(markup.status).toBe(400);
    expect(markup.body).toEqual({ message: CHILD_MESSAGES.nameMarkup, field: 'name' });
    const wrong = await patch(c, `/api/children/${child.id}`, { resumedAllergens: { gluten: '2026-11-01' } });
    expect(wrong.status).toBe(400);

    const list = await c.get<ChildrenResponse>('/api/children');
    expect(list.body.children).toEqual([resumed.body]);
  });

  it('deletes a child and every food logged for it, and nothing of another child', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'deleteparent');
    const child = await addChild(c);
    const sibling = await addChild(c, { name: 'Noah' });
    for (const food of ['banana', 'egg', 'peanuts'])
      await addLog(c, child.id, { foodSlug: food, foodName: food });
    const kept = await addLog(c, sibling.id);

    const res = await c.delete(`/api/children/${child.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await childRows(t, child.id)).toBe(0);
    expect(await logRows(t, child.id)).toBe(0);

    const list = await c.get<ChildrenResponse>('/api/children');
    expect(list.body).toEqual({ children: [sibling], logs: [kept], nextLogs: null });
    expect((await c.delete(`/api/children/${child.id}`)).status).toBe(404);
  });

  it('removes one food log', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'unlogparent');
    const child = await addChild(c);
    const first = await addLog(c, child.id);
    const second = await addLog(c, child.id, { foodSlug: 'avocado', foodName: 'Avocado' });
    const res = await c.delete(`/api/children/${child.id}/logs/${first.id}`);
    expect(res.status).toBe(204);
    expect((await c.get<ChildrenResponse>('/api/children')).body.logs).toEqual([second]);
    expect((await c.delete(`/api/children/${child.id}/logs/${first.id}`)).status).toBe(404);
  });
});

describe('children: replays from the outbox', () => {
  it('a child sent twice with the same Idempotency-Key is stored once and answered the same', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'replayparent');
    const body = childBody();
    const key = { 'Idempotency-Key': 'add-child-ava-0001' };
    const first = await c.post<Child>('/api/children', body, key);
    const again = await c.post<Child>('/api/children', body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await childRows(t, body.id)).toBe(1);
  });

  it('the same child id with a new key answers 200 with the child as stored, unchanged', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'resendparent');
    const body = childBody();
    const first = await c.post<Child>('/api/children', body, { 'Idempotency-Key': 'add-child-first-01' });
    t.clock.now += 60_000;
    const again = await c.post<Child>(
      '/api/children',
      { ...body, name: 'Renamed' },
      { 'Idempotency-Key': 'add-child-second-02' },
    );
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body).toEqual(first.body);
    // Without any key at all, too.
    const bare = await c.post<Child>('/api/children', body);
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual(first.body);
    expect(await childRows(t, body.id)).toBe(1);
  });

  it('a food log replayed with the same key, or the same log id with a new key, is stored once', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'logreplay');
    const child = await addChild(c);
    const body = logBody({ note: 'Mashed with a fork' });
    const key = { 'Idempotency-Key': 'log-banana-0001' };
    const first = await c.post<FoodLog>(`/api/children/${child.id}/logs`, body, key);
    const replayed = await c.post<FoodLog>(`/api/children/${child.id}/logs`, body, key);
    const resent = await c.post<FoodLog>(
      `/api/children/${child.id}/logs`,
      { ...body, reaction: 'severe' },
      { 'Idempotency-Key': 'log-banana-0002' },
    );
    expect(first.status).toBe(201);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(first.body);
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual(first.body);
    expect(resent.body.reaction).toBe('none');
    expect(await logRows(t, child.id)).toBe(1);

    // The log id is this account's, but another child's: not silently moved.
    const sibling = await addChild(c, { name: 'Noah' });
    const moved = await c.post(`/api/children/${sibling.id}/logs`, body);
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual({ message: CHILDREN_MESSAGES.logOfAnotherChild });
    expect(await logRows(t, sibling.id)).toBe(0);
  });

  it('a removal replayed with the same key answers as the first time', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'deletereplay');
    const child = await addChild(c);
    const key = { 'Idempotency-Key': 'remove-child-0001' };
    const first = await c.delete(`/api/children/${child.id}`, key);
    const again = await c.delete(`/api/children/${child.id}`, key);
    expect(first.status).toBe(204);
    expect(again.status).toBe(204);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('20 foods of a recipe sent at once are all stored once, and sent again are not doubled', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'recipeparent');
    const child = await addChild(c);
    const foods = [
      'banana',
      'egg',
      'avocado',
      'broccoli',
      'carrot',
      'apple',
      'peanuts',
      'salmon',
      'toast',
      'pasta',
    ];
    const bodies = Array.from({ length: 20 }, (_, i) =>
      logBody({ foodSlug: foods[i % foods.length], foodName: foods[i % foods.length], recipeId: 12 }),
    );
    const sent = await Promise.all(
      bodies.map((body, i) =>
        c.post<FoodLog>(`/api/children/${child.id}/logs`, body, {
          'Idempotency-Key': `recipe-log-${i}-first`,
        }),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual(bodies.map(() => 201));
    expect(await logRows(t, child.id)).toBe(20);

    // The outbox sends them all again after a reload: new keys, the same log ids, twice each, at once.
    const resent = await Promise.all(
      [...bodies, ...bodies].map((body, i) =>
        c.post<FoodLog>(`/api/children/${child.id}/logs`, body, {
          'Idempotency-Key': `recipe-log-${i}-again`,
        }),
      ),
    );
    expect(resent.map((r) => r.status)).toEqual([...bodies, ...bodies].map(() => 200));
    expect(await logRows(t, child.id)).toBe(20);
    const list = await c.get<ChildrenResponse>('/api/children');
    expect(new Set(list.body.logs.map((l) => l.id))).toEqual(new Set(bodies.map((b) => b.id)));
    expect(list.body.logs.every((l) => l.recipeId === 12)).toBe(true);
  });

  it('one log id sent twice at once is stored once', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'raceparent');
    const child = await addChild(c);
    const body = logBody();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        c.post<FoodLog>(`/api/children/${child.id}/logs`, body, { 'Idempotency-Key': `same-log-${n}-race` }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await logRows(t, child.id)).toBe(1);
  });
});

describe('children: ids in one form', () => {
  it('takes an upper-case id as the same child and log, and answers the paths in either case', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'caseparent');
    const body = childBody();
    expect((await c.post<Child>('/api/children', body)).status).toBe(201);
    // The upper-case form is the same child: answered as stored, never a second one.
    const upper = await c.post<Child>('/api/children', { ...body, id: body.id.toUpperCase(), name: 'Twin' });
    expect(upper.status).toBe(200);
    expect(upper.body.id).toBe(body.id);
    expect(upper.body.name).toBe('Ava');
    expect(await count(t, 'SELECT count(*) AS n FROM children')).toBe(1);
    // A child made with an upper-case id is kept in lower case.
    const shouted = childBody({ id: randomUUID().toUpperCase() });
    const made = await c.post<Child>('/api/children', shouted);
    expect(made.status).toBe(201);
    expect(made.body.id).toBe(shouted.id.toLowerCase());
    // A log likewise, and the paths in either case reach the same rows.
    const log = logBody({ id: randomUUID().toUpperCase() });
    const logged = await c.post<FoodLog>(`/api/children/${body.id.toUpperCase()}/logs`, log);
    expect(logged.status).toBe(201);
    expect(logged.body.id).toBe(log.id.toLowerCase());
    const again = await c.post<FoodLog>(`/api/children/${body.id}/logs`, {
      ...log,
      id: log.id.toLowerCase(),
    });
    expect(again.status).toBe(200);
    expect(await logRows(t, body.id)).toBe(1);
    const patched = await c.request<Child>('PATCH', `/api/children/${body.id.toUpperCase()}`, {
      name: 'Ava Rose',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.id).toBe(body.id);
    expect((await c.delete(`/api/children/${body.id.toUpperCase()}/logs/${log.id}`)).status).toBe(204);
    expect(await logRows(t, body.id)).toBe(0);
  });

  it('refuses the nil and max UUIDs for a child and a log, with a message, storing nothing', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'nilparent');
    for (const id of ['00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF']) {
      const res = await c.post('/api/children', childBody({ id }));
      expect(res.status, id).toBe(400);
      expect(JSON.stringify(res.body)).toContain(CHILD_MESSAGES.idReserved);
    }
    expect(await count(t, 'SELECT count(*) AS n FROM children')).toBe(0);
    const body = childBody();
    await c.post('/api/children', body);
    const nilLog = await c.post(
      `/api/children/${body.id}/logs`,
      logBody({ id: '00000000-0000-0000-0000-000000000000' }),
    );
    expect(nilLog.status).toBe(400);
    expect(JSON.stringify(nilLog.body)).toContain(CHILD_MESSAGES.idReserved);
    expect(await logRows(t, body.id)).toBe(0);
  });
});

describe('children: bad input', () => {
  it('refuses a birth date in the future or more than 18 years ago, and allows a child over 5', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'datesparent');
    const refused: [string, string][] = [
      [FUTURE, BIRTH_DATE_MESSAGES.future],
      ['2030-01-01', BIRTH_DATE_MESSAGES.future],
      ['2000-05-01', BIRTH_DATE_MESSAGES.tooOld],
      ['1990-01-01', BIRTH_DATE_MESSAGES.tooOld],
    ];
    for (const [birthDate, message] of refused) {
      const res = await c.post('/api/children', childBody({ birthDate }));
      expect(res.status, birthDate).toBe(400);
      expect(res.body, birthDate).toEqual({ message, field: 'birthDate' });
    }
    for (const birthDate of ['2025-02-30', '26-03-10', 'yesterday', '']) {
      const res = await c.post('/api/children', childBody({ birthDate }));
      expect(res.status, birthDate).toBe(400);
      expect(res.body, birthDate).toEqual({
        message: expect.stringContaining(CHILD_MESSAGES.birthDate),
        field: 'birthDate',
      });
    }
    expect(await count(t, 'SELECT count(*) AS n FROM children')).toBe(0);

    // Born today where the day has already begun (New Zealand), and a 7-year-old: both saved.
    const newborn = await c.post<Child>('/api/children', childBody({ birthDate: LATEST_TODAY }));
    expect(newborn.status).toBe(201);
    const older = await c.post<Child>('/api/children', childBody({ name: 'Sam', birthDate: '2019-06-15' }));
    expect(older.status).toBe(201);
    expect(Object.keys(older.body).sort()).toEqual(
      ['allergyRisk', 'birthDate', 'createdAt', 'id', 'name', 'resumedAllergens', 'updatedAt'].sort(),
    );
  });

  it('refuses a 500-character name and a name with markup, saving nothing', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'namesparent');
    const cases: [unknown, string][] = [
      ['A'.repeat(500), CHILD_MESSAGES.nameTooLong],
      ['<script>alert(1)</script>', CHILD_MESSAGES.nameMarkup],
      // NUL is refused in any field of any body, before the child's own rules (api/lib/http.ts).
      ['Ava\u0000', 'name: Text must not contain NUL characters'],
      ['   ', CHILD_MESSAGES.nameRequired],
      [undefined, CHILD_MESSAGES.nameRequired],
    ];
    for (const [name, message] of cases) {
      const res = await c.post('/api/children', { ...childBody(), name });
      expect(res.status, String(name)).toBe(400);
      expect(res.body, String(name)).toEqual({ message, field: 'name' });
    }
    const badId = await c.post('/api/children', childBody({ id: 'child-1' }));
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({ message: CHILD_MESSAGES.id, field: 'id' });
    expect(await count(t, 'SELECT count(*) AS n FROM children')).toBe(0);
  });

  it(`keeps at most ${MAX_CHILDREN} children per account, even when they arrive at once`, async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'bigfamily');
    const answers = await Promise.all(
      Array.from({ length: MAX_CHILDREN + 3 }, (_, i) =>
        c.post('/api/children', childBody({ name: `Child ${i}` })),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_CHILDREN);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: 'You can add up to 10 children' });
    }
    expect((await c.get<ChildrenResponse>('/api/children')).body.children).toHaveLength(MAX_CHILDREN);
    // Another account is not counted with this one.
    const other = await person(t, 'smallfamily');
    await addChild(other.c);
  });

  it('keeps a food not in the guide as free text, and an unknown slug as none', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'freetextparent');
    const child = await addChild(c);
    const typed = await addLog(c, child.id, { foodSlug: null, foodName: "Grandma's lentil stew" });
    expect(typed).toMatchObject({ foodSlug: null, foodName: "Grandma's lentil stew" });
    const unknownSlug = await addLog(c, child.id, { foodSlug: 'moon-cheese', foodName: 'Moon cheese' });
    expect(unknownSlug).toMatchObject({ foodSlug: null, foodName: 'Moon cheese' });
    const emptySlug = await addLog(c, child.id, { foodSlug: '', foodName: 'Jollof rice with plantain' });
    expect(emptySlug.foodSlug).toBeNull();
    // A typed name that is exactly a food of the guide gets its slug.
    const named = await addLog(c, child.id, { foodSlug: undefined, foodName: 'Sweet potatoes' });
    expect(named).toMatchObject({ foodSlug: 'sweet-potato', foodName: 'Sweet potatoes' });
    const guide = await addLog(c, child.id, {
      foodSlug: 'peanuts',
      foodName: 'Peanut butter, thinned',
      response: 'unsure',
      reaction: 'mild',
      note: '  A few red spots around the mouth  ',
    });
    expect(guide).toMatchObject({
      childId: child.id,
      foodSlug: 'peanuts',
      foodName: 'Peanut butter, thinned',
      date: TODAY,
      response: 'unsure',
      reaction: 'mild',
      note: 'A few red spots around the mouth',
      recipeId: null,
      createdAt: t.clock.now,
    });
    const list = await c.get<ChildrenResponse>('/api/children');
    expect(list.body.logs).toHaveLength(5);
  });

  it('refuses a log for a day in the future or before the birth date, and bad fields', async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'logdatesparent');
    const child = await addChild(c, { name: 'Ava', birthDate: '2026-03-10' });
    const refused: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ date: FUTURE }, { message: CHILDREN_MESSAGES.futureLog, field: 'date' }],
      [{ date: '2027-01-01' }, { message: CHILDREN_MESSAGES.futureLog, field: 'date' }],
      [{ date: '2026-03-09' }, { message: "That date is before Ava's birth date", field: 'date' }],
      [{ date: '2026-02-30' }, { message: CHILD_MESSAGES.logDate, field: 'date' }],
      [
        { foodName: '', foodSlug: null },
        { message: within(CHILD_MESSAGES.foodRequired), field: 'foodName' },
      ],
      [{ foodName: 'x'.repeat(81) }, { message: CHILD_MESSAGES.foodTooLong, field: 'foodName' }],
      [
        { foodName: '<img src=x onerror=alert(1)>' },
        { message: within(CHILD_MESSAGES.nameMarkup), field: 'foodName' },
      ],
      [{ response: 'loved' }, { message: within(CHILD_MESSAGES.response), field: 'response' }],
      [{ reaction: 'hives' }, { message: CHILD_MESSAGES.reaction, field: 'reaction' }],
      [{ note: 'n'.repeat(501) }, { message: CHILD_MESSAGES.noteTooLong, field: 'note' }],
      [{ recipeId: 3_000_000_000 }, { message: CHILDREN_MESSAGES.recipeId, field: 'recipeId' }],
    ];
    for (const [overrides, body] of refused) {
      const res = await c.post(`/api/children/${child.id}/logs`, logBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body, JSON.stringify(overrides)).toEqual(body);
    }
    expect(await logRows(t, child.id)).toBe(0);
    // The birth date itself, and today where the day has already begun, are fine.
    await addLog(c, child.id, { date: '2026-03-10' });
    await addLog(c, child.id, { date: LATEST_TODAY });
    expect(await logRows(t, child.id)).toBe(2);
  });

  it(`keeps at most ${MAX_LOGS_PER_CHILD} logs per child`, async () => {
    const t = await createTestApp();
    const { c, id: userId } = await person(t, 'manylogs');
    const child = await addChild(c);
    // Written straight to the table: 4,999 requests would only make the test slow.
    const rows = Array.from({ length: MAX_LOGS_PER_CHILD - 1 }, () => randomUUID());
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      await t.store.run(
        `INSERT INTO child_food_logs (id, child_id, user_id, food_slug, food_name, date, response, reaction, note, created_at)
         VALUES ${batch.map(() => "(?, ?, ?, 'banana', 'Banana', '2026-11-01', 'liked', 'none', '', 1)").join(', ')}`,
        batch.flatMap((logId) => [logId, child.id, userId]),
      );
    }
    await addLog(c, child.id);
    const over = await c.post(`/api/children/${child.id}/logs`, logBody());
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ message: CHILDREN_MESSAGES.tooManyLogs });
    expect(await logRows(t, child.id)).toBe(MAX_LOGS_PER_CHILD);
    // Another child of the same account has its own count.
    const sibling = await addChild(c, { name: 'Noah' });
    await addLog(c, sibling.id);
  });
});

describe('children: a small answer, and a limit on logging', () => {
  it('pages the logs of GET /api/children, so one answer stays small and following nextLogs reads them all once', async () => {
    const t = await createTestApp();
    const { c, id: userId } = await person(t, 'pagedparent');
    const child = await addChild(c);
    const total = LOGS_PAGE * 2 + 37;
    const ids = Array.from({ length: total }, () => randomUUID());
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      await t.store.run(
        `INSERT INTO child_food_logs (id, child_id, user_id, food_slug, food_name, date, response, reaction, note, created_at)
         VALUES ${batch.map(() => "(?, ?, ?, 'banana', 'Banana', '2026-11-01', 'liked', 'none', '', ?)").join(', ')}`,
        batch.flatMap((logId, j) => [logId, child.id, userId, 1 + Math.floor((i + j) / 3)]),
      );
    }
    const seen: string[] = [];
    let address: string | null = '/api/children';
    let pages = 0;
    let loggedMeanwhile = '';
    while (address) {
      const res: TestResponse<ChildrenResponse> = await c.get<ChildrenResponse>(address);
      expect(res.status).toBe(200);
      expect(res.text.length).toBeLessThan(200_000);
      expect(res.body.children.map((x) => x.id)).toEqual([child.id]);
      expect(res.body.logs.length).toBeLessThanOrEqual(LOGS_PAGE);
      seen.push(...res.body.logs.map((l) => l.id));
      // A food logged while the pages are read comes on a later page.
      if (pages === 0) loggedMeanwhile = (await addLog(c, child.id)).id;
      address = res.body.nextLogs;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen.length).toBe(total + 1);
    expect(new Set(seen).size).toBe(total + 1);
    expect(seen.at(-1)).toBe(loggedMeanwhile);
    // A cursor this API did not write is refused.
    for (const bad of ['yesterday', '1~not-a-uuid', "1~' OR 1=1 --"]) {
      const res = await c.get(`/api/children?logsAfter=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe(CHILDREN_MESSAGES.badCursor);
    }
  });

  it(`takes at most ${FOOD_LOGS_PER_USER.limit} new foods in ten minutes per account; replays and refusals cost nothing`, async () => {
    const t = await createTestApp();
    const { c } = await person(t, 'fastlogger');
    const child = await addChild(c);
    const first = await addLog(c, child.id);
    // Refused logs (a day in the future) and replays of the first one are not counted.
    for (let i = 0; i < 20; i++) {
      expect((await c.post(`/api/children/${child.id}/logs`, logBody({ date: FUTURE }))).status).toBe(400);
      expect((await c.post(`/api/children/${child.id}/logs`, logBody({ id: first.id }))).status).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: FOOD_LOGS_PER_USER.limit + 20 }, () =>
        c.post(`/api/children/${child.id}/logs`, logBody()),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(FOOD_LOGS_PER_USER.limit - 1);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(21);
    expect(refused[0]!.body.message).toBe(CHILDREN_MESSAGES.logsTooFast);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await logRows(t, child.id)).toBe(FOOD_LOGS_PER_USER.limit);
    t.clock.now += FOOD_LOGS_PER_USER.windowMs + 1;
    await addLog(c, child.id);
  });
});

describe('children: limits under concurrency', () => {
  it('the last free place is taken once when many writes race for it', async () => {
    const t = await createTestApp();
    const { c, id: me } = await person(t, 'racingfamily');
    const children = t.services().children;
    const first = await addChild(c);
    for (let i = 1; i < MAX_CHILDREN - 1; i++) await addChild(c, { name: `Child ${i}` });
    const newChild = () =>
      children.create(me, {
        id: randomUUID(),
        name: 'Late',
        birthDate: '2025-01-01',
        allergyRisk: false,
        resumedAllergens: {},
      });
    // Every connection of the pool open first (PostgreSQL), so the writes really run side by side.
    await Promise.all(Array.from({ length: 8 }, () => t.store.get('SELECT count(*) AS n FROM children')));
    const created = await Promise.allSettled(Array.from({ length: 12 }, newChild));
    expect(created.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await count(t, 'SELECT count(*) AS n FROM children WHERE user_id = ?', me)).toBe(MAX_CHILDREN);

    const ids = Array.from({ length: MAX_LOGS_PER_CHILD - 1 }, () => randomUUID());
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      await t.store.run(
        `INSERT INTO child_food_logs (id, child_id, user_id, food_slug, food_name, date, response, reaction, note, created_at)
         VALUES ${batch.map(() => "(?, ?, ?, 'egg', 'Egg', '2026-11-01', 'liked', 'none', '', 1)").join(', ')}`,
        batch.flatMap((logId) => [logId, first.id, me]),
      );
    }
    const newLog = () =>
      children.addLog(me, first.id, {
        id: randomUUID(),
        foodSlug: 'banana',
        foodName: 'Banana',
        date: TODAY,
        response: 'liked',
        reaction: 'none',
        note: '',
      });
    const logged = await Promise.allSettled(Array.from({ length: 12 }, newLog));
    expect(logged.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await logRows(t, first.id)).toBe(MAX_LOGS_PER_CHILD);
  });
});
