/**
 * My children in the device database: the rows, their checks, and how they follow the account.
 * Loaded through app/offline/children.ts (the screens' entry point, which keeps Dexie away from a
 * device with no children) and by the outbox, which needs the kinds registered here.
 *
 * - Signed out, a child and their logs live on this device only (`userId` null).
 * - Signed in, every change writes the row and an outbox item in one transaction. All items about
 *   one child share the target `child:<id>`, and their `createdAt` only grows, so a child's
 *   creation always reaches the server before its logs and a removal after both. A change to
 *   something the server has not heard of yet is folded into the waiting item instead (a log
 *   removed before it was sent is never sent).
 * - The server's copy (GET /api/children) replaces the account's rows, with what still waits in
 *   the outbox laid over it, at start, when the connection returns and after children items are
 *   sent.
 * - At sign-in, the device's own children join the account (queued as creations with their logs);
 *   at sign-out, the account's rows leave the device (session.ts).
 */
import { liveQuery } from 'dexie';
import { birthDateProblem, todayIso } from '@shared/lib/child-age';
import { REMEMBERED_USER_KEY } from '@shared/lib/device-idb';
import type { OutboxItem } from '@shared/lib/outbox';
import {
  childInputSchema,
  childPatchSchema,
  foodLogInputSchema,
  type Child,
  type ChildPatch,
  type ChildrenResponse,
  type FoodLog,
  type FoodLogInput,
} from '@shared/schemas/children';
import type { PublicUser } from '@shared/schemas/user';
import { ApiError } from '../lib/api';
import { readChildrenFromServer } from './children-read';
import { isOnline } from './connection';
import { deviceDb, type ChildRow, type FoodLogRow } from './db';
import { newOutboxItem, registerOutboxKind, replayNow } from './outbox';

/** At most this many children per account, as the server counts them. */
export const MAX_CHILDREN = 10;
/** At most this many logs per child, as the server counts them. */
export const MAX_LOGS_PER_CHILD = 5000;

export const CHILD_LIMIT_MESSAGE = `You can add up to ${MAX_CHILDREN} children`;
export const FUTURE_LOG_MESSAGE = "A food can't be logged for a day in the future";
export const beforeBirthMessage = (name: string) => `That date is before ${name}'s birth date`;

/** A change refused before it is written: the message for the form, and the field it is about. */
export class ChildInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ChildInputError';
  }
}

export const KIND = {
  childCreate: 'child-create',
  childUpdate: 'child-update',
  childDelete: 'child-delete',
  logCreate: 'food-log-create',
  logDelete: 'food-log-delete',
} as const;
const KINDS = new Set<string>(Object.values(KIND));

const targetOf = (childId: string) => `child:${childId}`;
const childIdOf = (item: OutboxItem) => item.target.slice('child:'.length);
/** DELETE /api/children/:id/logs/:logId: the log's id is the last segment. */
const logIdOf = (item: OutboxItem) => item.url.split('/').pop() ?? '';

type ChildBody = Pick<Child, 'id' | 'name' | 'birthDate' | 'allergyRisk' | 'resumedAllergens'>;
type LogBody = Omit<FoodLog, 'childId' | 'createdAt'>;

const childBody = (c: ChildBody): ChildBody => ({
  id: c.id,
  name: c.name,
  birthDate: c.birthDate,
  allergyRisk: c.allergyRisk,
  resumedAllergens: c.resumedAllergens,
});

// ---- who is looking ----

/** The person signed in on this device, as the device remembers them (session.ts). */
async function viewer(): Promise<PublicUser | null> {
  return (await deviceDb.session.get(REMEMBERED_USER_KEY))?.user ?? null;
}

/** Signed in: the account's children and the device's own (about to join it); signed out: the device's own. */
const visibleTo = (viewerId: number | null) => (row: { userId: number | null }) =>
  row.userId === null || row.userId === viewerId;

const byCreation = (a: Child, b: Child) => a.createdAt - b.createdAt || a.id.localeCompare(b.id);
/** Newest day first, then the latest written. */
const newestFirst = (a: FoodLog, b: FoodLog) => b.date.localeCompare(a.date) || b.createdAt - a.createdAt;

export interface ChildrenSnapshot {
  children: ChildRow[];
  logs: FoodLogRow[];
}

/** The visible children (by creation) and their logs (newest first), as they change. */
export function watchChildren(onChange: (snapshot: ChildrenSnapshot) => void): () => void {
  const subscription = liveQuery(async () => {
    const viewerId = (await viewer())?.id ?? null;
    const children = (await deviceDb.children.toArray()).filter(visibleTo(viewerId)).sort(byCreation);
    const logs = children.length
      ? await deviceDb.foodLogs
          .where('childId')
          .anyOf(children.map((c) => c.id))
          .toArray()
      : [];
    return { children, logs: logs.sort(newestFirst) };
  }).subscribe({
    next: onChange,
    error: (err: unknown) => {
      console.error('Reading the children on this device failed', err);
      onChange({ children: [], logs: [] });
    },
  });
  return () => subscription.unsubscribe();
}

// ---- the outbox ----

/** The last createdAt given to an item here: items queued in the same millisecond still keep their order. */
let lastStamp = 0;

/**
 * Adds items to the outbox after everything already waiting for their targets (the outbox sends a
 * target's items by createdAt). Call inside a transaction that includes the outbox.
 */
async function queue(items: OutboxItem[]): Promise<void> {
  for (const item of items) {
    const waiting = await deviceDb.outbox.where('target').equals(item.target).toArray();
    const after = Math.max(lastStamp, ...waiting.map((i) => i.createdAt));
    const createdAt = Math.max(item.createdAt, after + 1);
    lastStamp = createdAt;
    await deviceDb.outbox.add({ ...item, createdAt });
  }
}

/** The items waiting about one child, oldest first. */
async function waitingFor(childId: string): Promise<OutboxItem[]> {
  return deviceDb.outbox.where('target').equals(targetOf(childId)).sortBy('createdAt');
}

/** Never tried: the server has not heard of it, so it can still be changed or dropped. */
const untried = (item: OutboxItem) => item.status === 'pending' && item.attempts === 0;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
/** One refresh after a burst of sent items (a recipe logs its foods as several). */
function refreshSoon(): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => {
    void viewer().then((user) => (user ? refreshChildren(user) : undefined));
  }, 300);
}

/** The server refused a change for good: the server's copy, with what still waits, is the truth again. */
async function undoByRefresh(): Promise<void> {
  const user = await viewer();
  if (user) await refreshChildren(user).catch(() => undefined);
}

registerOutboxKind(KIND.childCreate, {
  // Refused (the server's clock says the birth date is in the future, the limit of children): the
  // child and what waits for them leave the device, and the toast says why.
  undo: async (item) => {
    const childId = childIdOf(item);
    await deviceDb.transaction('rw', deviceDb.children, deviceDb.foodLogs, deviceDb.outbox, async () => {
      await deviceDb.children.delete(childId);
      await deviceDb.foodLogs.where('childId').equals(childId).delete();
      const rest = (await waitingFor(childId)).filter((i) => i.id !== item.id);
      await deviceDb.outbox.bulkDelete(rest.map((i) => i.id));
    });
  },
  afterSent: refreshSoon,
});
registerOutboxKind(KIND.childUpdate, { undo: undoByRefresh, afterSent: refreshSoon });
registerOutboxKind(KIND.childDelete, { undo: undoByRefresh, afterSent: refreshSoon });
registerOutboxKind(KIND.logCreate, {
  undo: async (item) => {
    await deviceDb.foodLogs.delete((item.body as LogBody).id);
  },
  afterSent: refreshSoon,
});
registerOutboxKind(KIND.logDelete, { undo: undoByRefresh, afterSent: refreshSoon });

// ---- reading the server's copy ----

/** Lays a waiting change over the rows (inside a transaction on children, foodLogs). */
async function applyWaiting(item: OutboxItem, userId: number): Promise<void> {
  const childId = childIdOf(item);
  switch (item.kind) {
    case KIND.childCreate: {
      const body = item.body as ChildBody;
      const stored = await deviceDb.children.get(body.id);
      await deviceDb.children.put({
        ...childBody(body),
        createdAt: stored?.createdAt ?? item.createdAt,
        updatedAt: stored?.updatedAt ?? item.createdAt,
        userId,
      });
      break;
    }
    case KIND.childUpdate: {
      const stored = await deviceDb.children.get(childId);
      if (stored) await deviceDb.children.put({ ...stored, ...(item.body as ChildPatch), userId });
      break;
    }
    case KIND.childDelete:
      await deviceDb.children.delete(childId);
      await deviceDb.foodLogs.where('childId').equals(childId).delete();
      break;
    case KIND.logCreate: {
      const body = item.body as LogBody;
      if (await deviceDb.children.get(childId)) {
        const stored = await deviceDb.foodLogs.get(body.id);
        await deviceDb.foodLogs.put({
          ...body,
          childId,
          createdAt: stored?.createdAt ?? item.createdAt,
          userId,
        });
      }
      break;
    }
    case KIND.logDelete:
      await deviceDb.foodLogs.delete(logIdOf(item));
      break;
  }
}

/**
 * Puts the server's children in place of the account's rows, then what still waits over them (not
 * what the server refused: that is being undone).
 */
export async function applyServerCopy(user: PublicUser, server: ChildrenResponse): Promise<void> {
  const tables = [deviceDb.children, deviceDb.foodLogs, deviceDb.outbox, deviceDb.session];
  await deviceDb.transaction('rw', tables, async () => {
    // Someone else signed in (or nobody is) since the request left: their device, not this answer's.
    if ((await viewer())?.id !== user.id) return;
    await deviceDb.children.where('userId').equals(user.id).delete();
    await deviceDb.foodLogs.where('userId').equals(user.id).delete();
    await deviceDb.children.bulkPut(server.children.map((c) => ({ ...c, userId: user.id })));
    await deviceDb.foodLogs.bulkPut(server.logs.map((l) => ({ ...l, userId: user.id })));
    const waiting = (await deviceDb.outbox.where('userId').equals(user.id).sortBy('createdAt')).filter(
      (i) => KINDS.has(i.kind) && i.status !== 'failed',
    );
    for (const item of waiting) await applyWaiting(item, user.id);
  });
}

let refreshing: Promise<void> | null = null;
/** Who the next read is for: set by a call while one runs, read once it is over. */
let nextFor: PublicUser | null = null;

/**
 * Reads GET /api/children into the device. Calls while one runs fold into one more after it (for
 * the latest caller's person), so the last answer read is never older than the last change sent.
 */
export function refreshChildren(user: PublicUser): Promise<void> {
  nextFor = user;
  refreshing ??= (async () => {
    try {
      while (nextFor) {
        const forUser = nextFor;
        nextFor = null;
        let server: ChildrenResponse;
        try {
          server = await readChildrenFromServer();
        } catch (err) {
          // Signed out on the server: the device keeps what it has (hidden once it forgets them).
          if (err instanceof ApiError && err.status === 401) continue;
          throw err; // no connection: the next start or return of the connection reads again
        }
        await applyServerCopy(forUser, server);
      }
    } finally {
      nextFor = null;
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * The device's own children (added signed out) join the account that just signed in: each is
 * queued as a creation, then their logs, so nothing logged before signing in is lost.
 */
export async function adoptDeviceChildren(user: PublicUser): Promise<number> {
  let adopted = 0;
  await deviceDb.transaction('rw', deviceDb.children, deviceDb.foodLogs, deviceDb.outbox, async () => {
    const own = (await deviceDb.children.toArray()).filter((c) => c.userId === null).sort(byCreation);
    for (const child of own) {
      await deviceDb.children.put({ ...child, userId: user.id });
      const logs = (await deviceDb.foodLogs.where('childId').equals(child.id).toArray()).sort(
        (a, b) => a.createdAt - b.createdAt,
      );
      await deviceDb.foodLogs.bulkPut(logs.map((l) => ({ ...l, userId: user.id })));
      await queue([
        createChildItem(user.id, child),
        ...logs.map((log) => createLogItem(user.id, child, log)),
      ]);
      adopted += 1;
    }
  });
  if (adopted) void replayNow();
  return adopted;
}

/** At start, at sign-in and when the connection returns: the device and the account in step. */
export async function syncChildren(user: PublicUser): Promise<void> {
  await adoptDeviceChildren(user);
  if (isOnline()) await refreshChildren(user);
}

// ---- changes ----

function createChildItem(userId: number, child: ChildBody): OutboxItem {
  return newOutboxItem({
    userId,
    method: 'POST',
    url: '/api/children',
    target: targetOf(child.id),
    kind: KIND.childCreate,
    label: `Add ${child.name}`,
    body: childBody(child),
  });
}

function createLogItem(userId: number, child: Pick<Child, 'id' | 'name'>, log: FoodLog): OutboxItem {
  const body: LogBody = {
    id: log.id,
    foodSlug: log.foodSlug,
    foodName: log.foodName,
    date: log.date,
    response: log.response,
    reaction: log.reaction,
    note: log.note,
    recipeId: log.recipeId,
  };
  return newOutboxItem({
    userId,
    method: 'POST',
    url: `/api/children/${child.id}/logs`,
    target: targetOf(child.id),
    kind: KIND.logCreate,
    label: `Log ${log.foodName} for ${child.name}`,
    body,
  });
}

/** The first problem of a failed parse, as a ChildInputError. */
function firstIssue(issues: readonly { path: PropertyKey[]; message: string }[]): ChildInputError {
  const issue = issues[0];
  return new ChildInputError(issue?.message ?? 'Check the details and try again', issue?.path.map(String)[0]);
}

/** The form's order: a problem with the name first, then the birth date's (checked against today). */
function checkInOrder(
  issues: readonly { path: PropertyKey[]; message: string }[],
  birthDateIssue: string | null,
): void {
  const nameIssue = issues.find((i) => i.path[0] === 'name');
  if (nameIssue) throw firstIssue([nameIssue]);
  if (birthDateIssue) throw new ChildInputError(birthDateIssue, 'birthDate');
}

async function visibleChildren(): Promise<{ user: PublicUser | null; children: ChildRow[] }> {
  const user = await viewer();
  const children = (await deviceDb.children.toArray()).filter(visibleTo(user?.id ?? null));
  return { user, children };
}

async function visibleChild(id: string): Promise<ChildRow> {
  const user = await viewer();
  const child = await deviceDb.children.get(id);
  if (!child || !visibleTo(user?.id ?? null)(child)) {
    throw new ChildInputError('That child is not on this device any more. Go back to My children.');
  }
  return child;
}

export async function addChild(input: {
  name: string;
  birthDate: string;
  allergyRisk?: boolean;
}): Promise<ChildRow> {
  const parsed = childInputSchema.safeParse({
    id: crypto.randomUUID(),
    name: input.name,
    birthDate: input.birthDate,
    allergyRisk: input.allergyRisk ?? false,
    resumedAllergens: {},
  });
  checkInOrder(parsed.error?.issues ?? [], birthDateProblem(input.birthDate, todayIso()));
  if (!parsed.success) throw firstIssue(parsed.error.issues);

  const now = Date.now();
  const row: ChildRow = { ...parsed.data, createdAt: now, updatedAt: now, userId: null };
  await deviceDb.transaction('rw', [deviceDb.children, deviceDb.outbox, deviceDb.session], async () => {
    const { user, children } = await visibleChildren();
    if (children.length >= MAX_CHILDREN) throw new ChildInputError(CHILD_LIMIT_MESSAGE);
    row.userId = user?.id ?? null;
    await deviceDb.children.add(row);
    if (user) await queue([createChildItem(user.id, row)]);
  });
  if (row.userId !== null) void replayNow();
  return row;
}

export async function updateChild(id: string, patch: ChildPatch): Promise<void> {
  const parsed = childPatchSchema.safeParse(patch);
  const problem = patch.birthDate === undefined ? null : birthDateProblem(patch.birthDate, todayIso());
  checkInOrder(parsed.error?.issues ?? [], problem);
  if (!parsed.success) throw firstIssue(parsed.error.issues);
  const changes = parsed.data;
  let queued = false;
  await deviceDb.transaction('rw', [deviceDb.children, deviceDb.outbox, deviceDb.session], async () => {
    const child = await visibleChild(id);
    await deviceDb.children.put({ ...child, ...changes, updatedAt: Date.now() });
    if (child.userId === null) return;
    const waiting = await waitingFor(id);
    const create = waiting.find((i) => i.kind === KIND.childCreate && untried(i));
    if (create) {
      // Not sent yet: the creation carries the new details.
      const body = { ...(create.body as ChildBody), ...changes };
      await deviceDb.outbox.put({ ...create, body, label: `Add ${body.name}` });
    } else {
      await queue([
        newOutboxItem({
          userId: child.userId,
          method: 'PATCH',
          url: `/api/children/${id}`,
          target: targetOf(id),
          kind: KIND.childUpdate,
          label: `Change ${child.name}'s details`,
          body: changes,
        }),
      ]);
    }
    queued = true;
  });
  if (queued) void replayNow();
}

export async function removeChild(id: string): Promise<void> {
  let queued = false;
  await deviceDb.transaction(
    'rw',
    [deviceDb.children, deviceDb.foodLogs, deviceDb.outbox, deviceDb.session],
    async () => {
      const child = await visibleChild(id);
      await deviceDb.children.delete(id);
      await deviceDb.foodLogs.where('childId').equals(id).delete();
      if (child.userId === null) return;
      const waiting = await waitingFor(id);
      // Changes never tried are pointless now; if the creation is among them, the server never
      // heard of this child and nothing about them is sent.
      await deviceDb.outbox.bulkDelete(waiting.filter(untried).map((i) => i.id));
      if (waiting.some((i) => i.kind === KIND.childCreate && untried(i))) return;
      await queue([
        newOutboxItem({
          userId: child.userId,
          method: 'DELETE',
          url: `/api/children/${id}`,
          target: targetOf(id),
          kind: KIND.childDelete,
          label: `Remove ${child.name}`,
        }),
      ]);
      queued = true;
    },
  );
  if (queued) void replayNow();
}

/**
 * Logs foods a child tried (several at once from a recipe): each checked, then all written in one
 * transaction, each with its own outbox item when signed in. A food the guide knows keeps its slug;
 * a name typed that is exactly a guide food gets it; anything else is kept as free text.
 */
export async function logFoods(
  childId: string,
  entries: readonly Omit<FoodLogInput, 'id'>[],
): Promise<FoodLogRow[]> {
  // The guide loads with the first log, not with the list of children.
  const [{ foodBySlug }, { guideFoodNamed }] = await Promise.all([
    import('@shared/content/foods/foods'),
    import('@shared/lib/child-foods'),
  ]);
  const today = todayIso();
  const child = await visibleChild(childId);
  const now = Date.now();
  const rows: FoodLogRow[] = entries.map((entry, i) => {
    const parsed = foodLogInputSchema.safeParse({ ...entry, id: crypto.randomUUID() });
    if (!parsed.success) throw firstIssue(parsed.error.issues);
    const log = parsed.data;
    if (log.date > today) throw new ChildInputError(FUTURE_LOG_MESSAGE, 'date');
    if (log.date < child.birthDate) throw new ChildInputError(beforeBirthMessage(child.name), 'date');
    const slug = log.foodSlug ? (foodBySlug(log.foodSlug)?.slug ?? null) : null;
    return {
      id: log.id,
      childId,
      foodSlug: slug ?? guideFoodNamed(log.foodName)?.slug ?? null,
      foodName: log.foodName,
      date: log.date,
      response: log.response,
      reaction: log.reaction,
      note: log.note,
      recipeId: log.recipeId ?? null,
      // In the order given, so the list shows them as logged.
      createdAt: now + i,
      userId: child.userId,
    };
  });
  if (rows.length === 0) return [];
  await deviceDb.transaction(
    'rw',
    [deviceDb.children, deviceDb.foodLogs, deviceDb.outbox, deviceDb.session],
    async () => {
      const current = await visibleChild(childId);
      const count = await deviceDb.foodLogs.where('childId').equals(childId).count();
      if (count + rows.length > MAX_LOGS_PER_CHILD) {
        throw new ChildInputError(`You can log up to ${MAX_LOGS_PER_CHILD} foods for ${current.name}`);
      }
      await deviceDb.foodLogs.bulkAdd(rows);
      const userId = current.userId;
      if (userId !== null) await queue(rows.map((log) => createLogItem(userId, current, log)));
    },
  );
  if (child.userId !== null) void replayNow();
  return rows;
}

export async function removeFoodLog(childId: string, logId: string): Promise<void> {
  let queued = false;
  await deviceDb.transaction(
    'rw',
    [deviceDb.children, deviceDb.foodLogs, deviceDb.outbox, deviceDb.session],
    async () => {
      const child = await visibleChild(childId);
      const log = await deviceDb.foodLogs.get(logId);
      if (!log || log.childId !== childId) return;
      await deviceDb.foodLogs.delete(logId);
      if (child.userId === null) return;
      const create = (await waitingFor(childId)).find(
        (i) => i.kind === KIND.logCreate && (i.body as LogBody).id === logId,
      );
      if (create && untried(create)) {
        await deviceDb.outbox.delete(create.id);
        return;
      }
      await queue([
        newOutboxItem({
          userId: child.userId,
          method: 'DELETE',
          url: `/api/children/${childId}/logs/${logId}`,
          target: targetOf(childId),
          kind: KIND.logDelete,
          label: `Remove ${log.foodName} from ${child.name}'s foods`,
        }),
      ]);
      queued = true;
    },
  );
  if (queued) void replayNow();
}
