import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/schemas/user';
import { ApiError, apiRequest } from '../../../lib/api';
import { forgetUser, rememberedUser, rememberUser } from '../../../offline/session';

export const CURRENT_USER_KEY = ['/api/user'] as const;

/**
 * GET /api/user; a 401 means nobody is signed in (null). Without an answer
 * (offline, or the server down) the person remembered on the device counts.
 */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    const user = await apiRequest<PublicUser>('GET', '/api/user');
    await rememberUser(user).catch(() => undefined);
    return user;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      await forgetUser().catch(() => undefined);
      return null;
    }
    return rememberedUser().catch(() => null);
  }
}

export function useCurrentUserQuery() {
  return useQuery<PublicUser | null>({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
}
