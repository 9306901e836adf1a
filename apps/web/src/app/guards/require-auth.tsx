import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth';
import { CheckingSession } from './checking-session';

/** docs/product.md, "Screens and routes": without a user, go to /login and remember where the visitor was heading. */
export function RequireAuth() {
  const { user, isPending } = useSession();
  const location = useLocation();
  // Pending too while React takes a drawn page over, so the guard renders as drawn (lib/auth.ts).
  if (isPending) return <CheckingSession />;
  if (!user) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
