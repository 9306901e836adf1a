import { Outlet } from 'react-router';
import { BrandLink } from '../../components/layout/brand-link';
import { NavigationProgress } from '../../components/layout/navigation-progress';
import { PageScrollRestoration } from '../../components/layout/page-scroll-restoration';

/** SPEC.md section 1: /login and /signup show neither the navigation bar nor the footer. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-base-200">
      <NavigationProgress />
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-8 px-4 py-12">
        <BrandLink />
        <Outlet />
      </main>
      <PageScrollRestoration />
    </div>
  );
}
