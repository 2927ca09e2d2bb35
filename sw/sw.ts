/**
 * The service worker: precaches the app shell and every public screen's code
 * (not the admin area or the PDF library), answers navigations with
 * index.html (never /api/), caches pictures as they are seen, takes over when
 * the page asks after an update, and replays the outbox from Background Sync.
 */
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, replayOutbox } from '../shared/lib/outbox';
import { idbOutboxStore } from './outbox-store';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so it works offline without a reload. Updates
// still wait (activation only happens after SKIP_WAITING), so this never swaps code under a page.
clientsClaim();

// Any screen of the SPA opens offline from the precached shell; API calls never get HTML.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

// Recipe, collection and expert pictures and uploaded media: an address never changes its
// picture, so the cached copy is used first; old ones make room after a month or 400 pictures.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'sproutplate-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * The connection is back. An open page replays (it can show what happened);
 * with no page open the worker sends the outbox itself. A rejected promise
 * asks the browser to try again later.
 */
async function replayFromWorker(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  if (pages.length > 0) {
    pages.forEach((page) => page.postMessage({ type: 'REPLAY_OUTBOX' }));
    return;
  }
  const store = await idbOutboxStore();
  if (!store) return;
  try {
    const result = await replayOutbox(store, fetch.bind(self), Date.now, true);
    if (result.offline) throw new Error('Still offline');
  } finally {
    store.close();
  }
}

self.addEventListener('sync', (event) => {
  const sync = event as Event & { tag: string; waitUntil(p: Promise<unknown>): void };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayFromWorker());
});
