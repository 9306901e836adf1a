import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { LineKey, TeaToAdd } from '../api/cart-actions';
import { accountCartQuery } from '../api/cart-query';
import { readBrowserCart } from '../browser-cart';
import { useAddToCart, useCartAttempt } from './add-to-cart';

/**
 * The checkout "Buy now" opens (docs/decisions/0027-guest-orders.md): a visitor's as a guest, a signed-in
 * customer's own once their e-mail address is verified.
 */
export type BuyNowCheckout = 'guest' | 'account';

/**
 * The cart's line for the size chosen, if it holds one: this browser's for a visitor, the account's, asked
 * afresh, for a customer (a line kept without a size is the default size's).
 */
async function lineInCart(
  queryClient: QueryClient,
  checkout: BuyNowCheckout,
  tea: TeaToAdd,
  sizeId: string,
): Promise<(LineKey & { quantity: number }) | null> {
  if (checkout === 'account') {
    const cart = await queryClient.fetchQuery(accountCartQuery);
    return cart.lines.find((line) => line.productId === tea._id && line.sizeId === sizeId) ?? null;
  }
  const kept = readBrowserCart().find(
    (line) => line.productId === tea._id && (line.sizeId ?? tea.defaultSizeId) === sizeId,
  );
  return kept ? { productId: kept.productId, sizeId, quantity: kept.quantity } : null;
}

/**
 * "Buy now" on a tea's page: `count` of the size chosen (checked first, as Add to cart checks it) in the
 * cart, then its checkout. A cart already holding that size keeps one line for it: left as it is when it
 * holds `count` already, else set to `count`, so the checkout orders what the shopper asked for. Answers
 * why it could not, as Add to cart does.
 */
export function useBuyNow(tea: TeaToAdd, checkout: BuyNowCheckout) {
  // The checkout it opens says it all: no notice.
  const { add } = useAddToCart(tea, { notice: false });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A second press while the first is on its way does nothing (the button keeps the focus meanwhile).
  const { attempt, running: buying } = useCartAttempt();

  const buy = (count: number): Promise<string | null> =>
    attempt(async () => {
      const sizeId = tea.sizeId ?? tea.defaultSizeId;
      const held = sizeId ? await lineInCart(queryClient, checkout, tea, sizeId) : null;
      if (!held) {
        const refusal = await add(count);
        if (refusal) return refusal;
      } else if (held.quantity !== count) {
        const { setLineQuantity } = await import('../api/cart-actions');
        await setLineQuantity(queryClient, checkout === 'account', held, count);
      }
      navigate(`${paths.cart.getHref()}?checkout=${checkout}`);
      return null;
    });
  return { buy, buying };
}

/** The button itself, beside Add to cart; what it buys is the quantity the form beside it holds. */
export function BuyNowButton({ buying, onClick }: { buying: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-primary btn-outline btn-lg flex-1 whitespace-nowrap"
      aria-disabled={buying || undefined}
      onClick={onClick}
    >
      {buying && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      Buy now
    </button>
  );
}
