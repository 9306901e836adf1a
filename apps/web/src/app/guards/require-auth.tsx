import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth';

/** docs/product.md, "Screens and routes": without a user, go to /login and remember where the visitor was heading. */
export function RequireAuth() {
  const { user, isPending } = useSession();
  const location = useLocation();

  if (isPending) return <PageSpinner label="Checking your session" />;
  if (!user) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
