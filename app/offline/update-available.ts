/**
 * "A new version is available": the state the update banner shows, without
 * the service worker library (that loads after the first screen, see
 * service-worker.ts, which reports here).
 */
type Listener = (available: boolean) => void;
let updateAvailable = false;
let apply: (() => void) | null = null;
const listeners = new Set<Listener>();

export function onUpdateAvailable(listener: Listener): () => void {
  listeners.add(listener);
  listener(updateAvailable);
  return () => listeners.delete(listener);
}

/** Called by the service worker's registration when a new version waits; `applier` switches to it. */
export function reportUpdateAvailable(applier: () => void): void {
  apply = applier;
  updateAvailable = true;
  listeners.forEach((l) => l(true));
}

/** The person chose Reload. */
export function applyUpdate(): void {
  apply?.();
}
