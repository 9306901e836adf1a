import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth';

export type PasswordReset = { token: string; newPassword: string };

export function resetPassword(reset: PasswordReset): Promise<unknown> {
  return api.post('/auth/reset-password', reset);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server ends every session of that account on a reset; the page forgets its own too.
    onSuccess: () => clearSession(queryClient),
  });
}
