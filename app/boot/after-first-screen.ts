/**
 * Work the first screen does not need (the device database, the catalog sync,
 * the outbox, the service worker, the menus' and toaster's code) waits for
 * this: the page's load event, the app's first screen (`<html data-app-ready>`,
 * set by components/layout.tsx), then an idle moment. A first screen that never
 * comes (its code failed to load) holds nothing back for longer than 4 s.
 */
let gate: Promise<void> | null = null;

const APP_READY_WAIT_MS = 4000;

function whenAppReady(then: () => void): void {
  const html = document.documentElement;
  if (html.dataset.appReady) return then();
  const observer = new MutationObserver(() => {
    if (!html.dataset.appReady) return;
    clearTimeout(timeout);
    observer.disconnect();
    then();
  });
  const timeout = setTimeout(() => {
    observer.disconnect();
    then();
  }, APP_READY_WAIT_MS);
  observer.observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });
}

export function afterFirstScreen(): Promise<void> {
  // Rendering on the server: there is no "after", so this work never starts there.
  if (typeof window === 'undefined') return new Promise<void>(() => undefined);
  gate ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 1500 });
      else setTimeout(resolve, 100);
    };
    const afterLoad = () => whenAppReady(whenIdle);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return gate;
}
