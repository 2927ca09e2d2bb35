import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnection } from './connection';

/**
 * Whether the app can reach its server (connection.ts), kept current. The server and the hydration
 * render say online, so a page the server drew hydrates as drawn; the truth follows at once.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline, () => true);
}
