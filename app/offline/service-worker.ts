/**
 * Registers the service worker (production builds only) and offers an update
 * when a new version is waiting: the page shows 'A new version is available'
 * with a Reload button and never reloads by itself, so nothing being typed is
 * lost.
 */
import { Workbox } from 'workbox-window';
import { isProductionBuild } from '../lib/env';
import { reportUpdateAvailable } from './update-available';

let wb: Workbox | null = null;

export function registerServiceWorker(): void {
  if (!isProductionBuild || !('serviceWorker' in navigator) || wb) return;
  const workbox = new Workbox('/sw.js');
  wb = workbox;
  workbox.addEventListener('waiting', () => {
    // The person chose Reload: the waiting worker takes over, then the page reloads once.
    reportUpdateAvailable(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register().catch((err: unknown) => console.error('Service worker registration failed', err));
}
