/**
 * Work that the first screen does not need (the device database, the catalog
 * sync, the outbox, the service worker, menus) waits for this: the page's load
 * event, then an idle moment. It keeps the first screen's JavaScript small on
 * a phone's first visit; later visits have everything in the precache anyway.
 */
let gate: Promise<void> | null = null;

export function afterFirstScreen(): Promise<void> {
  // Drawing a page on the server: there is no "after", so this work never starts there.
  if (typeof window === 'undefined') return new Promise<void>(() => undefined);
  gate ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 1500 });
      else setTimeout(resolve, 100);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return gate;
}
