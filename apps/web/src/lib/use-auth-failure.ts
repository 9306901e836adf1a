import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { ApiError } from './api-client';
import { forceSignOut } from './auth';

export function isAuthFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * docs/product.md, "Errors": a 401 or 403 from a signed-in screen's list means the session is gone or no
 * longer allowed there: sign out, forget the session and go to /login, remembering this page. The
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
