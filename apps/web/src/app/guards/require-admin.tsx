import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
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

  useEffect(() => {
    // The ref keeps React's development double effects from signing out twice.
    if (!turnAway || signingOut.current) return;
    signingOut.current = true;
    forceSignOut(queryClient).finally(() => {
      signingOut.current = false;
    });
  }, [turnAway, queryClient]);

  // Pending too while React takes a drawn page over, so the guard renders as drawn (lib/auth.ts).
  if (isPending || turnAway) return <CheckingSession />;
  if (!user) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
