/**
 * DELETE /api/account. Once the server has removed the account, this device forgets the person
 * as signing out does: their saved recipes, plans, children and queued changes go too.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDelete } from '@shared/schemas/account';
import { apiRequest } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../auth/data/current-user';

export const deleteAccount = (input: AccountDelete) => apiRequest<void>('DELETE', '/api/account', input);

export function useDeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      // Away from the signed-in screen before anything learns that nobody is signed in, so its
      // guard does not send the person to the sign-in screen.
      await onDeleted();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      const { clearPersonalData } = await import('../../../offline/session');
      await clearPersonalData().catch(() => undefined);
    },
  });
}
