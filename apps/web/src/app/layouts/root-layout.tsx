import { Footer } from '../../components/layout/footer';
import { Navbar } from '../../components/layout/navbar';
import { PageScrollRestoration } from '../../components/layout/page-scroll-restoration';
import { ScreenOutlet } from '../../components/layout/screen-outlet';
import { PageToasts } from '../../components/ui/toast';
import { CartButton } from '../../features/cart/components/cart-button';
import { TeaSearch } from '../../features/products/components/tea-search';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-field focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-content"
      >
        Skip to content
      </a>
      <Navbar cart={<CartButton />} search={(onNavigate) => <TeaSearch onNavigate={onNavigate} />} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ScreenOutlet />
      </main>
      <Footer />
      <PageScrollRestoration />
      <PageToasts />
    </div>
  );
}
