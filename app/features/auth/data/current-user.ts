import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/schemas/user';
import { ApiError, apiRequest } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { afterFirstScreen } from '../../../boot/after-first-screen';

export const CURRENT_USER_KEY = ['/api/user'] as const;

const loadSession = () => import('../../../offline/session');

/** Is this (a user id, or null for nobody) still who the app shows as signed in? */
function stillCurrent(id: number | null): boolean {
  const current = queryClient.getQueryData<PublicUser | null>(CURRENT_USER_KEY);
  return current === undefined ? true : (current?.id ?? null) === id;
}

/**
 * Keeps who is signed in (or that nobody is) on the device for offline use,
 * once the first screen is up, unless someone else signed in meanwhile.
 */
export function keepOnDevice(user: PublicUser | null): void {
  void afterFirstScreen()
    .then(async () => {
      // Nobody signed in and nobody remembered (every first visit): nothing to forget, and the
      // device database's code is not loaded for it.
      if (!user && !(await someoneRemembered())) return;
      const { rememberUser, forgetUser } = await loadSession();
      if (!stillCurrent(user?.id ?? null)) return;
      return user ? rememberUser(user) : forgetUser();
    })
    .catch(() => undefined);
}

/** Whether the device remembers someone, read without the device database's code. */
async function someoneRemembered(): Promise<boolean> {
  const { readDeviceDb, REMEMBERED_USER_KEY, SESSION_STORE } = await import('@shared/lib/device-idb');
  const key = await readDeviceDb<IDBValidKey | undefined>(
    SESSION_STORE,
    (store) => store.getKey(REMEMBERED_USER_KEY),
    undefined,
  );
  return key !== undefined;
}

/**
 * GET /api/user; a 401 means nobody is signed in (null). Without an answer
 * (offline, or the server down) the person remembered on the device counts.
 */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    // Every guarded screen waits for this: on a connection judged gone, the remembered person.
    const user = await apiRequest<PublicUser>('GET', '/api/user', undefined, {}, { deviceAnswers: true });
    keepOnDevice(user);
    return user;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      keepOnDevice(null);
      return null;
    }
    return loadSession()
      .then(({ rememberedUser }) => rememberedUser())
      .catch(() => null);
  }
}

export function useCurrentUserQuery() {
  return useQuery<PublicUser | null>({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
}
