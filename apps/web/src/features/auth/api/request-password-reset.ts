import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/**
 * Mails a reset link. The server answers 200 for any address, known or not, so the page never tells
 * a stranger which e-mails have accounts here.
 */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/auth/request-password-reset', { email, redirectTo: paths.resetPassword.getHref() });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
