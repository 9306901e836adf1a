import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useHydrated } from '../../hooks/use-hydrated';
import { forceSignOut, useSession } from '../../lib/auth';
import { CheckingSession } from './checking-session';

/**
 * docs/product.md, "Screens and routes": wait while the session resolves, let an admin through, and otherwise sign the
 * user out and go to /login (remembering the page, so an admin can sign in and land here). The
 * server checks the role on every admin call as well; this guard only spares a customer a page that
 * could not load anything.
 */
export function RequireAdmin() {
  const { user, isPending, isAdmin } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signingOut = useRef(false);
  const turnAway = Boolean(user) && !isAdmin;
  const hydrated = useHydrated();

  useEffect(() => {
    // The ref keeps React's development double effects from signing out twice.
    if (!turnAway || signingOut.current) return;
    signingOut.current = true;
    forceSignOut(queryClient).finally(() => {
      signingOut.current = false;
    });
  }, [turnAway, queryClient]);

  // Drawn at build time, the screen's part of the page is hydrated a moment after the rest (React
  // hydrates each Suspense boundary on its own), when the session may have answered already: until
  // then it renders as drawn (docs/decisions/0017-pages-answer-at-once.md).
  if (isPending || turnAway || !hydrated) return <CheckingSession />;
  if (!user) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
