/** POST /api/account/reset: a new password from an operator's one-time link. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordReset } from '@shared/schemas/account';
import { apiRequest } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../auth/data/current-user';

export const resetPassword = (input: PasswordReset) =>
  apiRequest<{ message: string }>('POST', '/api/account/reset', input);

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // Every session of the account has ended, this browser's too when it was signed in as them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
