import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, PublicUser } from '@shared/schemas/user';
import { apiRequest, errorMessage } from '../../../lib/api';
import { notifyError } from '../../../lib/toaster';
import { CURRENT_USER_KEY } from './current-user';

export const login = (input: LoginInput) => apiRequest<PublicUser>('POST', '/api/login', input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      const { rememberUser } = await import('../../../offline/session');
      await rememberUser(user).catch(() => undefined);
      // Anything cached for the previous person is theirs, not this one's.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
    onError: (err) => notifyError('Login failed', errorMessage(err)),
  });
}
