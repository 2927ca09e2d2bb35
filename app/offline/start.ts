/**
 * Starts what keeps the device in step with the server once the first screen
 * is up: the catalog mirror's sync (now, when the connection returns (as
 * connection.ts judges it, not only the browser's `online` event), and
 * when the app comes back to the foreground after a while) and the outbox.
 *
 * None of it loads the device database's code on the page unless there is
 * something to do with it: the sync runs in a worker, and the outbox is read
 * through plain IndexedDB first. On a first visit (nothing waiting, an empty
 * mirror) the page never evaluates Dexie.
 */
import type { QueryClient } from '@tanstack/react-query';
import { OUTBOX_STORE, readDeviceDb, REMEMBERED_USER_KEY, SESSION_STORE } from '@shared/lib/device-idb';
import { refreshCatalogQueries } from '../lib/catalog-queries';
import { checkConnection, isOnline, onConnectionBack } from './connection';
import { hasLegacyPlan } from './legacy-plan';
import { onOutboxSent } from './outbox-sent';
import { mirrorFilled, syncCatalog } from './catalog-mirror-sync';

const RESYNC_AFTER_MS = 10 * 60 * 1000;

/** The outbox, with every kind of change it may hold registered before it replays. */
const loadOutbox = () => import('./outbox-kinds').then(() => import('./outbox'));

/** Sends what waits in the outbox, if anything does. `force` ignores retry delays. */
async function replayIfWaiting(force: boolean): Promise<void> {
  if ((await readDeviceDb(OUTBOX_STORE, (outbox) => outbox.count(), 0)) === 0) return;
  const { replayNow } = await loadOutbox();
  await replayNow(force);
}

/**
 * Counts on the page (`<html data-device-work>`) the replays and children syncs under way, for
 * anyone waiting on the device to be done with what a return of the connection started.
 */
function counted(work: Promise<void>): Promise<void> {
  const html = document.documentElement;
  const add = (n: number) => (html.dataset.deviceWork = String(Number(html.dataset.deviceWork ?? 0) + n));
  add(1);
  return work.finally(() => add(-1));
}

/** Replays at start, on every return of the connection and when the service worker asks. */
function startOutbox(): void {
  const replay = (force: boolean) =>
    void counted(replayIfWaiting(force)).catch((err: unknown) => console.error('Outbox replay failed', err));
  replay(false);
  onConnectionBack(() => replay(true));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    // The browser's Background Sync believes the network is back; on lie-fi it is wrong, and a
    // replay would fail and ask again at once. While the app judges itself offline, it asks the
    // server first, and its answer replays.
    if (event.data?.type === 'REPLAY_OUTBOX') {
      if (isOnline()) replay(true);
      else checkConnection();
    }
  });
}

/**
 * My children follow the account of the person the device remembers: at start and whenever the
 * connection returns. Someone with no child on the device nor on the server loads nothing for it.
 */
function startChildrenSync(): void {
  const sync = async () => {
    // Nobody remembered (a visitor, every first visit): not even the children's module is loaded.
    const remembered = await readDeviceDb<IDBValidKey | undefined>(
      SESSION_STORE,
      (session) => session.getKey(REMEMBERED_USER_KEY),
      undefined,
    );
    if (remembered === undefined) return;
    const { syncRememberedUser } = await import('./children');
    await syncRememberedUser();
  };
  const run = () =>
    void counted(sync()).catch((err: unknown) =>
      console.error('Bringing the children up to date failed', err),
    );
  run();
  onConnectionBack(run);
}

export function startOfflineServices(queryClient: QueryClient): void {
  // The planner's module (and its schemas) loads only when there is an old plan to move.
  if (hasLegacyPlan()) {
    void import('./meal-plans')
      .then(({ migrateLegacyPlan }) => migrateLegacyPlan())
      .catch((err: unknown) => console.error('Moving the old meal plan failed', err));
  }
  let lastSync = 0;
  const sync = async () => {
    lastSync = Date.now();
    // The first fill of an empty mirror (a first visit): the screens' data came from the server
    // meanwhile, as current as the mirror's, so they need not read it again. Reading it again
    // re-drew every catalog screen at once, a seventh of a second here, at a moment a tap may come.
    const filledBefore = await mirrorFilled();
    const changed = await syncCatalog().catch(() => false); // offline: the mirror stays as it is
    if (changed && filledBefore) await refreshCatalogQueries(queryClient);
  };
  // Marked on the page once the first sync is over, for anyone waiting on the device to be ready.
  void sync().finally(() => (document.documentElement.dataset.deviceSync = 'settled'));
  onConnectionBack(() => void sync());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastSync > RESYNC_AFTER_MS) void sync();
  });
  startOutbox();
  startChildrenSync();
  onOutboxSent(() => {
    void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('/saved') });
  });
}
