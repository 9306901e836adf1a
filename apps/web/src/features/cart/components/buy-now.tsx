import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { TeaToAdd } from '../api/cart-actions';
import { readBrowserCart } from '../browser-cart';
import { useAddToCart } from './add-to-cart';

/**
 * "Buy now" on a tea's page, for a visitor (docs/decisions/0027-guest-orders.md): the size chosen goes in
 * the cart (its minimum, unless the cart holds it already) and the cart opens on its guest checkout.
 */
export function BuyNowButton({ tea }: { tea: TeaToAdd }) {
  // The checkout it opens says it all: no notice.
  const { add, adding } = useAddToCart(tea, { notice: false });
  const navigate = useNavigate();
  const onClick = async () => {
    const sizeId = tea.sizeId ?? tea.defaultSizeId;
    // The size chosen is in the cart already (a line kept without a size is the default size's).
    const inCart = readBrowserCart().some(
      (line) => line.productId === tea._id && (line.sizeId ?? tea.defaultSizeId) === sizeId,
    );
    if (!inCart && (await add(tea.minOrder))) return;
    navigate(`${paths.cart.getHref()}?checkout=guest`);
  };
  return (
    <button type="button" className="btn btn-secondary" disabled={adding} onClick={() => void onClick()}>
      Buy now
    </button>
  );
}
