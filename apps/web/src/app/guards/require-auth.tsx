import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSession } from '../../lib/auth';
import { CheckingSession } from './checking-session';

/** docs/product.md, "Screens and routes": without a user, go to /login and remember where the visitor was heading. */
export function RequireAuth() {
  const { user, isPending } = useSession();
  const location = useLocation();
  // Drawn at build time, the screen's part of the page is hydrated a moment after the rest (React
  // hydrates each Suspense boundary on its own), when the session may have answered already: until
  // then it renders as drawn (docs/decisions/0017-pages-answer-at-once.md).
  const hydrated = useHydrated();

  if (isPending || !hydrated) return <CheckingSession />;
  if (!user) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
