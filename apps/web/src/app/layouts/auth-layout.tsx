import { BrandLink } from '../../components/layout/brand-link';
import { PageScrollRestoration } from '../../components/layout/page-scroll-restoration';
import { ScreenOutlet } from '../../components/layout/screen-outlet';

/** docs/product.md, "Audience and roles": /login and /signup show neither the navigation bar nor the footer. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-base-200">
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-8 px-4 py-12">
        <BrandLink />
        <ScreenOutlet />
      </main>
      <PageScrollRestoration />
    </div>
  );
}
