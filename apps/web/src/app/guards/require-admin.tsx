import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth';

/**
 * SPEC.md section 2: wait while the session resolves, let an admin through, send anyone else to
 * /login (the spec also signs a signed-in non-admin out; that call arrives with accounts). The server
 * checks the role on every admin call as well; this guard only spares a customer a page that could
 * not load anything.
 */
export function RequireAdmin() {
  const { user, isLoading } = useSession();
  const location = useLocation();

  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (user?.role !== 'admin') {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
