/**
 * Starts what keeps the device in step with the server: the service worker,
 * the catalog mirror's sync (now, when the connection returns, and when the
 * app comes back to the foreground after a while) and the outbox.
 */
import type { QueryClient } from '@tanstack/react-query';
import { refreshCatalogQueries } from '../lib/catalog-queries';
import { syncCatalog } from './catalog-mirror';
import { migrateLegacyPlan } from './meal-plans';
import { onOutboxSent, startOutbox } from './outbox';
import { registerServiceWorker } from './service-worker';

const RESYNC_AFTER_MS = 10 * 60 * 1000;

export function startOfflineServices(queryClient: QueryClient): void {
  registerServiceWorker();
  void migrateLegacyPlan().catch((err: unknown) => console.error('Moving the old meal plan failed', err));
  let lastSync = 0;
  const sync = () => {
    lastSync = Date.now();
    syncCatalog().then(
      (changed) => (changed ? refreshCatalogQueries(queryClient) : undefined),
      () => undefined, // offline: the mirror stays as it is
    );
  };
  sync();
  window.addEventListener('online', sync);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastSync > RESYNC_AFTER_MS) sync();
  });
  startOutbox();
  onOutboxSent(() => {
    void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('/saved') });
  });
}
