import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/schemas/user';
import { getQueryFn } from '../../../lib/api';

export const CURRENT_USER_KEY = ['/api/user'] as const;

/** GET /api/user; a 401 means nobody is signed in (null). */
export function useCurrentUserQuery() {
  return useQuery<PublicUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
  });
}
