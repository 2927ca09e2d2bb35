/**
 * Starts what keeps the device in step with the server once the first screen
 * is up: the catalog mirror's sync (now, when the connection returns, and
 * when the app comes back to the foreground after a while) and the outbox.
 */
import type { QueryClient } from '@tanstack/react-query';
import { refreshCatalogQueries } from '../lib/catalog-queries';
import { catalogSyncedAt, syncCatalog } from './catalog-mirror';
import { hasLegacyPlan } from './legacy-plan';
import './outbox-kinds';
import { onOutboxSent, startOutbox } from './outbox';

const RESYNC_AFTER_MS = 10 * 60 * 1000;

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
    const filledBefore = (await catalogSyncedAt().catch(() => undefined)) !== undefined;
    const changed = await syncCatalog().catch(() => false); // offline: the mirror stays as it is
    if (changed && filledBefore) await refreshCatalogQueries(queryClient);
  };
  // Marked on the page once the first sync is over, for anyone waiting on the device to be ready.
  void sync().finally(() => (document.documentElement.dataset.deviceSync = 'settled'));
  window.addEventListener('online', () => void sync());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastSync > RESYNC_AFTER_MS) void sync();
  });
  startOutbox();
  onOutboxSent(() => {
    void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('/saved') });
  });
}
