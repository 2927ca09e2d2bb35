/**
 * The outbox on the device: signed-in changes (saves, and later every
 * community action) are written here in the same transaction as their effect
 * on the screen, then sent with their Idempotency-Key when a connection
 * allows: right away, when the connection returns (connection.ts), at app start, and from the
 * service worker's Background Sync. Nothing queued is lost on reload, close
 * or crash; a change the server refuses is undone and reported.
 */
import { OUTBOX_SYNC_TAG, replayOutbox, type OutboxItem, type OutboxStore } from '@shared/lib/outbox';
import { fetchFromServer } from '../lib/api';
import { notifyError } from '../lib/toaster';
import { deviceDb } from './db';
import { outboxSent } from './outbox-sent';

/** What each kind of change does when the server refuses it for good, and after it is sent. */
export interface OutboxKind {
  undo: (item: OutboxItem) => Promise<void>;
  afterSent?: (item: OutboxItem) => Promise<void> | void;
  /** The toast for a refused change; by default "Couldn't <label>" with the server's message. */
  failureToast?: (item: OutboxItem) => { title: string; description?: string };
}
const kinds = new Map<string, OutboxKind>();
export function registerOutboxKind(kind: string, handlers: OutboxKind): void {
  kinds.set(kind, handlers);
}

const dexieStore: OutboxStore = {
  all: () => deviceDb.outbox.toArray(),
  put: async (item) => {
    await deviceDb.outbox.put(item);
  },
  remove: (id) => deviceDb.outbox.delete(id),
};

export function newOutboxItem(
  fields: Pick<OutboxItem, 'userId' | 'method' | 'url' | 'target' | 'kind' | 'label'> & { body?: unknown },
): OutboxItem {
  const now = Date.now();
  return {
    id: crypto.randomUUID(),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    status: 'pending',
    ...fields,
  };
}

/** Tells the service worker to replay when the connection returns, where Background Sync exists. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as
        (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync: the connection's return and the next start replay instead.
  }
}

/** Reports and undoes changes the server refused (also those the service worker found). */
async function settleFailures(): Promise<void> {
  const failed = await deviceDb.outbox.where('status').equals('failed').toArray();
  for (const item of failed) {
    const kind = kinds.get(item.kind);
    await kind?.undo(item);
    await deviceDb.outbox.delete(item.id);
    const toast = kind?.failureToast?.(item) ?? {
      title: `Couldn't ${item.label.charAt(0).toLowerCase()}${item.label.slice(1)}`,
      description: item.error,
    };
    notifyError(toast.title, toast.description);
  }
}

let running: Promise<void> | null = null;
let rerun = false;
let force = false;
let timer: ReturnType<typeof setTimeout> | undefined;

async function runOnce(forceNow: boolean): Promise<void> {
  const run = async () => {
    // Through fetchFromServer: a send that fails or hangs tells the app it is offline, and gives up.
    const result = await replayOutbox(
      dexieStore,
      (input, init) => fetchFromServer(input, init),
      Date.now,
      forceNow,
    );
    for (const item of result.sent) await kinds.get(item.kind)?.afterSent?.(item);
    await settleFailures();
    if (result.sent.length) outboxSent();
    clearTimeout(timer);
    if (result.retryAt !== null && !result.offline) {
      timer = setTimeout(() => void replayNow(), Math.max(500, result.retryAt - Date.now()));
    }
    if (result.offline) await requestBackgroundSync();
  };
  // One tab at a time sends; the others' items are the same rows and wait.
  if (navigator.locks) await navigator.locks.request('sproutplate-outbox', run);
  else await run();
}

/**
 * Sends what is waiting. `forceNow` ignores retry delays (the connection just
 * came back). Calls while one runs are folded into one more run after it.
 */
export function replayNow(forceNow = false): Promise<void> {
  force ||= forceNow;
  if (running) {
    rerun = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        rerun = false;
        const f = force;
        force = false;
        await runOnce(f);
      } while (rerun);
    } catch (err) {
      console.error('Outbox replay failed', err);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** The changes waiting for one person (shown before signing out). */
export function pendingCount(userId: number): Promise<number> {
  return deviceDb.outbox.where('userId').equals(userId).count();
}
