/**
 * The outbox's replay rules, shared by the app and the service worker (which
 * replays from a Background Sync event when no page is open). Storage is
 * passed in, so each side uses its own IndexedDB access.
 *
 * - Order per target: only the oldest item of a target is sent; the rest wait.
 * - A 2xx answer removes the item. A 4xx answer is final: the item is marked
 *   failed with the server's message, for the app to report and undo.
 * - Network errors, 5xx and 409 "in progress" are retried with capped backoff.
 */
import type { StateChangingMethod } from './http-methods';

/** The Background Sync tag the app registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'sproutplate-outbox';

/** Only requests that change state wait in the outbox. */
export type OutboxMethod = StateChangingMethod;

export interface OutboxItem {
  /** A client-made UUID, sent as the Idempotency-Key. */
  id: string;
  userId: number;
  method: OutboxMethod;
  url: string;
  body?: unknown;
  /** What the change is about, e.g. "recipe-save:12"; order is kept per target. */
  target: string;
  /** The kind of change, e.g. "save-recipe"; the app knows how to undo each kind. */
  kind: string;
  /** How a person would describe it: "Save “Banana Oat Pancakes”". */
  label: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: 'pending' | 'sending' | 'failed';
  error?: string;
  /** When sent: the server's answer, for kinds that need it (new posts, comments). */
  response?: unknown;
}

export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
}

export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_CAP_MS = 5 * 60 * 1000;

/** 2 s, 4 s, 8 s … never more than 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** The items that may be sent now: the oldest of each target, not failed, due. */
export function readyItems(items: readonly OutboxItem[], now: number, force = false): OutboxItem[] {
  const sorted = [...items].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  const seen = new Set<string>();
  const ready: OutboxItem[] = [];
  for (const item of sorted) {
    if (seen.has(item.target)) continue;
    seen.add(item.target);
    if (item.status !== 'failed' && (force || item.nextAttemptAt <= now)) ready.push(item);
  }
  return ready;
}

export type SendOutcome =
  | { kind: 'sent'; status: number; body: unknown }
  | { kind: 'final'; status: number; message: string }
  | { kind: 'retry'; offline: boolean };

function messageOf(text: string, fallback: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON
  }
  return fallback;
}

export async function sendItem(item: OutboxItem, fetchFn: typeof fetch): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetchFn(item.url, {
      method: item.method,
      credentials: 'include',
      headers: {
        'Idempotency-Key': item.id,
        ...(item.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: item.body === undefined ? undefined : JSON.stringify(item.body),
    });
  } catch {
    return { kind: 'retry', offline: true };
  }
  const text = await res.text().catch(() => '');
  if (res.ok) {
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { kind: 'sent', status: res.status, body };
  }
  // A removal the server cannot find has the effect it asked for: the thing is gone (removed on
  // another device, or with what held it). Reporting it as refused would undo a true screen.
  if (item.method === 'DELETE' && (res.status === 404 || res.status === 410)) {
    return { kind: 'sent', status: res.status, body: null };
  }
  if (res.status === 409 || res.status === 408 || res.status === 429 || res.status >= 500) {
    return { kind: 'retry', offline: false };
  }
  return {
    kind: 'final',
    status: res.status,
    message: messageOf(text, res.statusText || `Error ${res.status}`),
  };
}

export interface ReplayResult {
  sent: OutboxItem[];
  failed: OutboxItem[];
  /** When the next retry is due, if any item waits. */
  retryAt: number | null;
  offline: boolean;
}

/**
 * Sends what is ready, target by target in order, until nothing more can go.
 * Stops early when the network is gone (every other item would fail the same
 * way). A retried item waits for its backoff even when forced, within one run.
 */
export async function replayOutbox(
  store: OutboxStore,
  fetchFn: typeof fetch,
  now: () => number,
  /** Send every waiting item now, whatever its backoff (the connection just came back). */
  force = false,
): Promise<ReplayResult> {
  const result: ReplayResult = { sent: [], failed: [], retryAt: null, offline: false };
  const retried = new Set<string>();
  // Items left "sending" by a closed tab or a crash are pending again.
  const all = await store.all();
  for (const item of all) {
    if (item.status === 'sending') await store.put({ ...item, status: 'pending' });
  }
  for (;;) {
    const ready = readyItems(await store.all(), now(), force).filter((i) => !retried.has(i.id));
    if (ready.length === 0) break;
    let progressed = false;
    for (const item of ready) {
      await store.put({ ...item, status: 'sending' });
      const outcome = await sendItem(item, fetchFn);
      if (outcome.kind === 'sent') {
        await store.remove(item.id);
        result.sent.push({ ...item, response: outcome.body });
        progressed = true;
      } else if (outcome.kind === 'final') {
        const failed: OutboxItem = { ...item, status: 'failed', error: outcome.message };
        await store.put(failed);
        result.failed.push(failed);
        progressed = true;
      } else {
        const attempts = item.attempts + 1;
        await store.put({ ...item, status: 'pending', attempts, nextAttemptAt: now() + backoffMs(attempts) });
        retried.add(item.id);
        if (outcome.offline) {
          result.offline = true;
          break;
        }
      }
    }
    if (result.offline || !progressed) break;
  }
  const waiting = (await store.all()).filter((i) => i.status === 'pending');
  result.retryAt = waiting.length ? Math.min(...waiting.map((i) => i.nextAttemptAt)) : null;
  return result;
}
