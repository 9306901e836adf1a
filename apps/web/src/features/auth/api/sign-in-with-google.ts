import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

type SocialAnswer = { url: string; redirect: boolean };

/**
 * Starts Google's sign-in: the server answers with Google's address, and the whole page goes there.
 * Google sends the visitor back to `callbackURL` (the remembered page) signed in, or, if it failed, to
 * /login with `?error=CODE`, which the login page turns into a sentence. The remembered page rides
 * along in that /login address, so signing in with the password afterwards still ends there.
 */
export async function signInWithGoogle(callbackURL: string): Promise<void> {
  const { url } = await api.post<SocialAnswer>('/auth/sign-in/social', {
    provider: 'google',
    callbackURL,
    errorCallbackURL: paths.login.getHref(callbackURL),
  });
  window.location.assign(url);
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
