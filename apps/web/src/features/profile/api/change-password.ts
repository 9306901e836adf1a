import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PasswordChange = { currentPassword: string; newPassword: string };

/**
 * Changes the account's password. This device stays signed in; every other one is signed out, so
 * whoever knew the old password loses the sessions it opened. A wrong current password is refused
 * (400, code INVALID_PASSWORD), and so is an account that signs in with Google and has none.
 */
export function changePassword({ currentPassword, newPassword }: PasswordChange): Promise<unknown> {
  return api.post('/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
