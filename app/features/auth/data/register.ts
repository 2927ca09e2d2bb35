import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterRequest } from '@shared/schemas/user';
import { apiRequest, errorMessage } from '../../../lib/api';
import { notifyError } from '../../../lib/toaster';
import { CURRENT_USER_KEY } from './current-user';

export const register = (input: RegisterRequest) => apiRequest<PublicUser>('POST', '/api/register', input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (user) => {
      const { rememberUser } = await import('../../../offline/session');
      await rememberUser(user).catch(() => undefined);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
    onError: (err) => notifyError('Registration failed', errorMessage(err)),
  });
}
