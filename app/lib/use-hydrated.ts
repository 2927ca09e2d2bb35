/**
 * False on the server and while React hydrates a page the server rendered; true once it has, and
 * from the first render of a screen rendered in the browser. A control only a page without its
 * code needs (the submit button of filters the app applies at once) renders while it is false.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
