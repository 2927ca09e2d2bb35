/**
 * POST /api/account/password. The server ends every session of the account and gives this
 * device a new one in the same answer, so nothing changes here but the cookie.
 */
import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '@shared/schemas/account';
import { apiRequest } from '../../../lib/api';

export const changePassword = (input: PasswordChange) =>
  apiRequest<{ message: string }>('POST', '/api/account/password', input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
