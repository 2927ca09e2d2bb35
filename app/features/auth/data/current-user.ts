import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/schemas/user';
import { ApiError, apiRequest } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { afterFirstScreen } from '../../../offline/after-first-screen';

export const CURRENT_USER_KEY = ['/api/user'] as const;

const loadSession = () => import('../../../offline/session');

/** Is this (a user id, or null for nobody) still who the app shows as signed in? */
function stillCurrent(id: number | null): boolean {
  const current = queryClient.getQueryData<PublicUser | null>(CURRENT_USER_KEY);
  return current === undefined ? true : (current?.id ?? null) === id;
}

/**
 * GET /api/user; a 401 means nobody is signed in (null). Without an answer
 * (offline, or the server down) the person remembered on the device counts.
 */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    const user = await apiRequest<PublicUser>('GET', '/api/user');
    // Kept on the device for offline use once the first screen is up, unless someone else signed in meanwhile.
    void afterFirstScreen()
      .then(loadSession)
      .then(({ rememberUser }) => (stillCurrent(user.id) ? rememberUser(user) : undefined))
      .catch(() => undefined);
    return user;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      void afterFirstScreen()
        .then(loadSession)
        .then(({ forgetUser }) => (stillCurrent(null) ? forgetUser() : undefined))
        .catch(() => undefined);
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
