import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../errors/route-error';
import { PageSpinner } from '../ui/spinner';

/**
 * Where a layout shows the current screen: a spinner while its chunk loads the first time (later
 * navigations keep the previous screen until the next is ready), and the error page if it fails.
 */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
