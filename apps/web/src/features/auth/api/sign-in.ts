import { api } from '../../../lib/api-client';
import { useSessionChange } from '../../../lib/mutations';

export type SignInCredentials = { email: string; password: string; rememberMe?: boolean };

export async function signIn(credentials: SignInCredentials): Promise<void> {
  await api.post('/auth/sign-in/email', credentials);
}

/** Resolves once the session query knows the new user, so the page can move on at once. */
export function useSignIn() {
  return useSessionChange(signIn);
}
