/**
 * The page's way to sync the catalog mirror, without the device database's
 * code: it starts the update (catalog-mirror-update.ts: thousands of recipes
 * parsed and stored) in a worker, off the thread that renders the screen, and
 * Dexie is evaluated there. Only where workers cannot run does the page load
 * the update itself and run it in pages with pauses between.
 */
import { CATALOG_SYNCED_KEY, META_STORE, readDeviceDb } from '@shared/lib/device-idb';
import { NetworkError } from '../lib/api';
import type { CatalogMirrorUpdateReply } from './catalog-mirror-update.worker';

type Listener = () => void;
const changedListeners = new Set<Listener>();

/** Called after a sync that changed the mirror (the mirror's module drops what it read). */
export function onCatalogChanged(listener: Listener): () => void {
  changedListeners.add(listener);
  return () => changedListeners.delete(listener);
}

/** Whether the mirror has been filled (a sync completed), read without Dexie. */
export async function mirrorFilled(): Promise<boolean> {
  const row = await readDeviceDb<unknown>(META_STORE, (meta) => meta.get(CATALOG_SYNCED_KEY), undefined);
  return row !== undefined;
}

let syncing: Promise<boolean> | null = null;

/**
 * Brings the mirror up to date; answers whether anything changed. One sync at
 * a time; a failure (offline) leaves the mirror as it was, or, during a first
 * (full) sync, unused until a later sync completes.
 */
export function syncCatalog(): Promise<boolean> {
  syncing ??= (async () => {
    try {
      const changed = await inWorker().catch(async (err: unknown) => {
        if (!(err instanceof WorkerUnavailable)) throw err;
        const { updateCatalogMirror } = await import('./catalog-mirror-update');
        return updateCatalogMirror();
      });
      if (changed) changedListeners.forEach((listener) => listener());
      return changed;
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

class WorkerUnavailable extends Error {}

function inWorker(): Promise<boolean> {
  if (typeof Worker === 'undefined') return Promise.reject(new WorkerUnavailable());
  return new Promise<boolean>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./catalog-mirror-update.worker.ts', import.meta.url), {
        type: 'module',
      });
    } catch {
      reject(new WorkerUnavailable());
      return;
    }
    worker.onmessage = (event: MessageEvent<CatalogMirrorUpdateReply>) => {
      worker.terminate();
      const reply = event.data;
      if ('changed' in reply) resolve(reply.changed);
      else reject(reply.offline ? new NetworkError(reply.error) : new Error(reply.error));
    };
    // The worker's code could not load (offline before it was cached): sync here instead.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new WorkerUnavailable());
    };
    worker.postMessage('sync');
  });
}
