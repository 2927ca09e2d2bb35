/**
 * Registers the service worker (production builds only) and offers an update
 * when a new version is waiting: the page shows 'A new version is available'
 * with a Reload button and never reloads by itself, so nothing being typed is
 * lost.
 */
import { Workbox } from 'workbox-window';
import { isProductionBuild } from '../lib/env';

type Listener = (available: boolean) => void;
let wb: Workbox | null = null;
let updateAvailable = false;
const listeners = new Set<Listener>();

export function onUpdateAvailable(listener: Listener): () => void {
  listeners.add(listener);
  listener(updateAvailable);
  return () => listeners.delete(listener);
}

export function registerServiceWorker(): void {
  if (!isProductionBuild || !('serviceWorker' in navigator) || wb) return;
  wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    updateAvailable = true;
    listeners.forEach((l) => l(true));
  });
  void wb.register().catch((err: unknown) => console.error('Service worker registration failed', err));
}

/** The person chose Reload: the waiting worker takes over, then the page reloads once. */
export function applyUpdate(): void {
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}
