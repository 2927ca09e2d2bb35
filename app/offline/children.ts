/**
 * My children on the device: the screens' (and the header's, the recipe page's, the planner's)
 * one way to read and change children and the foods each tried.
 *
 * This module is light on purpose: it carries neither Dexie nor the schemas. It first asks the
 * device database, through plain IndexedDB, whether it holds any child; only then (or at the first
 * change) does it load the store (children-store.ts), so a visitor with no children never evaluates
 * the device database's code for them. What the store does (validation, the outbox, the server's
 * copy, sign-in and sign-out) is described there.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { CHILDREN_STORE, readDeviceDb, REMEMBERED_USER_KEY, SESSION_STORE } from '@shared/lib/device-idb';
import type { Child, ChildPatch, FoodLog, FoodLogInput } from '@shared/schemas/children';
import type { PublicUser } from '@shared/schemas/user';
import type * as ChildrenStore from './children-store';
import { readChildrenFromServer } from './children-read';
import { isOnline } from './connection';

/** A child on this device; `userId` null: kept on this device only (added signed out). */
export interface DeviceChild extends Child {
  userId: number | null;
}

/** A food a child tried, as the device holds it. */
export interface DeviceFoodLog extends FoodLog {
  userId: number | null;
}

interface Snapshot {
  children: DeviceChild[];
  logs: DeviceFoodLog[];
}

const EMPTY: Snapshot = { children: [], logs: [] };

let store: Promise<typeof ChildrenStore> | null = null;
let snapshot: Snapshot | undefined;
const listeners = new Set<() => void>();
let watching = false;

function emit(next: Snapshot): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** The store, loaded once; from then on the visible children are watched. */
function loadStore(): Promise<typeof ChildrenStore> {
  return (store ??= import('./children-store').then(
    (m) => {
      if (!watching) {
        watching = true;
        m.watchChildren(emit);
      }
      return m;
    },
    (err: unknown) => {
      store = null; // offline before the code was cached: a later call tries again
      throw err;
    },
  ));
}

/** How many children rows the device holds (any account's), read without the store. */
const childRowsOnDevice = () => readDeviceDb(CHILDREN_STORE, (rows) => rows.count(), 0);

let checking: Promise<void> | null = null;

/** Starts reading: nothing on the device means an empty list, with no store to load. */
function startReading(): void {
  if (store || checking) return;
  checking = childRowsOnDevice()
    .then((count) => {
      if (store) return;
      if (count > 0) void loadStore().catch(() => emit(EMPTY));
      else if (snapshot === undefined) emit(EMPTY);
    })
    .finally(() => (checking = null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  startReading();
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;
const getServerSnapshot = (): Snapshot | undefined => undefined;

function useSnapshot(): Snapshot | undefined {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * The children visible now, oldest first: the signed-in person's (and the device's own, which join
 * their account), or signed out the device's own. Undefined while loading.
 */
export function useChildren(): DeviceChild[] | undefined {
  return useSnapshot()?.children;
}

/** The foods the visible children tried (or one child's), newest day first. Undefined while loading. */
export function useFoodLogs(childId?: string): FoodLog[] | undefined {
  const logs = useSnapshot()?.logs;
  return useMemo(
    () => (logs && childId !== undefined ? logs.filter((l) => l.childId === childId) : logs),
    [logs, childId],
  );
}

/**
 * Adds a child (a first name or nickname, a birth date and the allergy-risk box). Throws an Error
 * whose message is for the form (a ChildInputError, with the field it is about) when the input is
 * refused: a name too long or with markup, a birth date in the future or too long ago, too many
 * children.
 */
export async function addChild(input: {
  name: string;
  birthDate: string;
  allergyRisk?: boolean;
}): Promise<DeviceChild> {
  return (await loadStore()).addChild(input);
}

/** Changes a child's details (only the fields given). Throws like addChild. */
export async function updateChild(id: string, patch: ChildPatch): Promise<void> {
  return (await loadStore()).updateChild(id, patch);
}

/** Removes a child and every food logged for them. */
export async function removeChild(id: string): Promise<void> {
  return (await loadStore()).removeChild(id);
}

/**
 * Logs one or more foods a child tried (a recipe logs its foods at once); each gets its own id,
 * so a replay never doubles it. Throws an Error for the form: a date in the future or before the
 * birth date, a name with markup, no food.
 */
export async function logFoods(childId: string, entries: Omit<FoodLogInput, 'id'>[]): Promise<FoodLog[]> {
  return (await loadStore()).logFoods(childId, entries);
}

export async function removeFoodLog(childId: string, logId: string): Promise<void> {
  return (await loadStore()).removeFoodLog(childId, logId);
}

/**
 * The device and the account in step (at start, at sign-in, when the connection returns): the
 * device's own children join the account, and the server's copy replaces the device's. With no
 * child on the device nor on the server, nothing is loaded.
 */
export async function syncChildren(user: PublicUser): Promise<void> {
  if (!store && (await childRowsOnDevice()) === 0) {
    if (!isOnline()) return;
    const server = await readChildrenFromServer().catch(() => null);
    if (!server || server.children.length === 0) return;
    await (await loadStore()).applyServerCopy(user, server);
    return;
  }
  await (await loadStore()).syncChildren(user);
}

/** syncChildren for the person the device remembers as signed in, if anyone. */
export async function syncRememberedUser(): Promise<void> {
  const remembered = await readDeviceDb<{ user?: PublicUser } | undefined>(
    SESSION_STORE,
    (rows) => rows.get(REMEMBERED_USER_KEY) as IDBRequest<{ user?: PublicUser } | undefined>,
    undefined,
  );
  if (remembered?.user) await syncChildren(remembered.user);
}
