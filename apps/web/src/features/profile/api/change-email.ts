import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/**
 * Asks to move the account to a new e-mail. Nothing changes yet: a confirmation link is mailed (to the
 * current address once it is verified, else to the new one), and opening it makes the change.
 */
export function changeEmail(newEmail: string): Promise<unknown> {
  return api.post('/auth/change-email', { newEmail, callbackURL: paths.profile.getHref() });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
