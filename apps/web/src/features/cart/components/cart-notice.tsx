import type { MouseEvent } from 'react';
import { ProductThumb } from '../../../components/product/product-photo';
import { HiMiniXMark } from '../../../components/ui/shell-icons';
import { onThisPage, toast } from '../../../components/ui/toast';
import { toast as toasts } from '../../../components/ui/toaster';

/** How long the notice stays when nobody touches it; hovering it holds it (./toaster.tsx). */
const NOTICE_MS = 8_000;

type Noticed = {
  name: string;
  photo?: string;
  /** Where Checkout leads: the cart's checkout for this shopper (a guest's, or an account's). */
  checkoutHref: string;
  /** The page's own navigation: the notice is drawn outside the router, beside the toasts. */
  navigate: (to: string) => void;
};

/**
 * The notice Add to cart opens (docs/product.md, "The cart"): the tea with its photo, "{tea} is in your
 * cart", View cart and Checkout, and a Close button. One at a time: another tea added replaces it, and
 * another page opened takes it away. It is announced as the toasts are (a polite status), and leaves the focus where the shopper is. Loaded with
 * the cart's code on the first Add to cart, never with the home page's first scripts.
 */
export function showCartNotice({ name, photo, checkoutHref, navigate }: Noticed) {
  toast.custom(
    (shown) => {
      const close = () => toasts.dismiss(shown.id);
      const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        close();
        navigate(to);
      };
      return (
        <div className="flex items-start gap-3 rounded-field border border-base-300 bg-base-100 p-3 text-base-content shadow-lg">
          {photo && <ProductThumb photo={photo} px={56} className="size-14 shrink-0" />}
          <div className="flex min-w-0 flex-col gap-2">
            <p className="font-semibold leading-snug">{name} is in your cart</p>
            <div className="flex flex-wrap gap-2">
              <a href="/cart" className="btn btn-outline btn-primary btn-sm" onClick={go('/cart')}>
                View cart
              </a>
              <a href={checkoutHref} className="btn btn-primary btn-sm" onClick={go(checkoutHref)}>
                Checkout
              </a>
            </div>
          </div>
          <button type="button" className="btn btn-ghost btn-circle btn-xs" aria-label="Close" onClick={close}>
            <HiMiniXMark className="size-4" aria-hidden="true" />
          </button>
        </div>
      );
    },
    { id: onThisPage('cart-notice'), duration: NOTICE_MS },
  );
}
