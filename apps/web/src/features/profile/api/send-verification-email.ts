import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/**
 * Mails the verification link again, for a customer who lost the first one. Following it ends on
 * /verified, which says it worked (or that the link is no longer valid).
 */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post('/auth/send-verification-email', { email, callbackURL: paths.verified.getHref() });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
