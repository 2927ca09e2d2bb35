/** PATCH /api/account: the email and name; the app shows the account as the server now has it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountPatch } from '@shared/schemas/account';
import type { PublicUser } from '@shared/schemas/user';
import { apiRequest } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../auth/data/current-user';

export const updateProfile = (patch: AccountPatch) => apiRequest<PublicUser>('PATCH', '/api/account', patch);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      const { rememberUser } = await import('../../../offline/session');
      await rememberUser(user).catch(() => undefined);
    },
  });
}
