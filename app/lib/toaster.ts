/**
 * Raising toasts. Most visits raise none, so the toaster's code (Chakra's, on
 * Zag's toast machine: lib/toaster-store.ts) and its markup
 * (components/deferred-toaster.tsx) load with the first one. One toast shows at
 * a time: the last one raised.
 */
import type * as ToasterStore from './toaster-store';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

const firstToastListeners = new Set<() => void>();
let store: Promise<typeof ToasterStore> | null = null;

/** The toaster, loaded on first use (a failed load is tried again: lib/load-again.ts). */
export function loadToaster(): Promise<typeof ToasterStore> {
  return (store ??= import('./toaster-store').catch((err: unknown) => {
    store = null; // offline before the code was cached: a later toast tries again
    throw err;
  }));
}

/** Calls `listener` when a toast is raised; returns the way to stop. */
export function onToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

export function notify(title: string, description?: string, type: ToastKind = 'success'): void {
  firstToastListeners.forEach((listener) => listener());
  loadToaster()
    .then(({ toaster }) => {
      // The new toast replaces the one showing at once. Dismissing it instead would queue the new
      // one (one toast at a time) behind its exit, or, raised before the toaster is mounted, behind
      // its whole 5 s.
      toaster.remove();
      toaster.create({ title, description, type, closable: true });
    })
    .catch(() => console.warn(`Could not show the message "${title}"`));
}

/** A destructive toast, for failures. */
export function notifyError(title: string, description?: string): void {
  notify(title, description, 'error');
}
