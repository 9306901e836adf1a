import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/auth';

export type SignInCredentials = { email: string; password: string; rememberMe?: boolean };

export async function signIn(credentials: SignInCredentials): Promise<void> {
  await api.post('/auth/sign-in/email', credentials);
}

/** Resolves once the session query knows the new user, so the page can move on at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: SignInCredentials) => {
      await signIn(credentials);
      return refreshSession(queryClient);
    },
  });
}
