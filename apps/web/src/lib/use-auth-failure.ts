import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { ApiError } from './api-client';
import { forceSignOut } from './auth';

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

/**
 * docs/product.md, "Errors": a 401 or 403 from a signed-in screen's list means the session is gone or no
 * longer allowed there (but for the refusals above): sign out, forget the session and go to /login, remembering this page. The
 * returned handler answers whether it dealt with the error, so callers can show their own otherwise.
 */
export function useAuthFailure() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;

  return useCallback(
    async (error: unknown): Promise<boolean> => {
      if (!isAuthFailure(error)) return false;
      await forceSignOut(queryClient);
      navigate(paths.login.getHref(here), { replace: true });
      return true;
    },
    [queryClient, navigate, here],
  );
}
