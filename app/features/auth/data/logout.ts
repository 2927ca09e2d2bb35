import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../lib/api';
import { notifyError } from '../../../lib/toaster';
import { CURRENT_USER_KEY } from './current-user';

export const logout = () => apiRequest<{ message: string }>('POST', '/api/logout');

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      const { clearPersonalData } = await import('../../../offline/session');
      await clearPersonalData();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
    onError: (err) => notifyError('Logout failed', errorMessage(err)),
  });
}
