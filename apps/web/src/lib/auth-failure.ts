import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { ApiError } from './api-client';
import { forceSignOut, isSessionEnding } from './auth';

/**
 * The server's refusals that are not about the session: a 403 for an e-mail address not verified yet
 * (ordering needs one, docs/decisions/0011-order-states.md) leaves the customer signed in, and the
 * screen that asked says what to do.
 */
const NOT_AUTH_REASONS = new Set(['EMAIL_NOT_VERIFIED']);

export function isAuthFailure(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401) return true;
  return error.status === 403 && !(error.reason && NOT_AUTH_REASONS.has(error.reason));
}

type GoToLogin = (from: string) => void;
let goToLogin: GoToLogin | null = null;
let signingOut: Promise<void> | null = null;

/**
 * docs/product.md, "Errors": a 401 or 403 means the session is gone or no longer allowed there (but for
 * the refusals above): sign out, forget the session and go to /login, remembering this page. Several
 * refusals at once sign out once. Answers whether the error was such a refusal, so a caller shows its
 * own message otherwise.
 */
export async function signOutOnAuthFailure(error: unknown, client: QueryClient): Promise<boolean> {
  if (!isAuthFailure(error)) return false;
  // A sign-out the visitor chose is already taking them home; a refusal on its way adds nothing.
  if (!signingOut && isSessionEnding()) return true;
  signingOut ??= (async () => {
    const from = window.location.pathname + window.location.search;
    await forceSignOut(client);
    goToLogin?.(from);
  })().finally(() => {
    signingOut = null;
  });
  await signingOut;
  return true;
}

/**
 * Every query's refusal goes through `signOutOnAuthFailure` (lib/query-client.ts), so a screen never
 * handles it itself; this lends that rule the router's navigation. Rendered once, inside the router.
 */
export function AuthFailureRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    goToLogin = (from) => navigate(paths.login.getHref(from), { replace: true });
    return () => {
      goToLogin = null;
    };
  }, [navigate]);
  return null;
}

/** For an action's refusal (a mutation): the same rule, with this page's query client. */
export function useAuthFailure() {
  const queryClient = useQueryClient();
  return useCallback((error: unknown) => signOutOnAuthFailure(error, queryClient), [queryClient]);
}
