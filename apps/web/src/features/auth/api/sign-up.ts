import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useSessionChange } from '../../../lib/mutations';

export type SignUpDetails = { name: string; email: string; password: string };

/**
 * Better Auth makes the account, signs it in at once and mails the verification link, which ends on
 * /verified: a page that says the address is verified, instead of the home page saying nothing.
 */
export async function signUp(details: SignUpDetails): Promise<void> {
  await api.post('/auth/sign-up/email', { ...details, callbackURL: paths.verified.getHref() });
}

export function useSignUp() {
  return useSessionChange(signUp);
}
