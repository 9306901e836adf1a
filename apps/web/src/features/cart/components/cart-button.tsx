import { outlineIcon } from '../../../components/ui/icon';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useCartCount } from '../use-cart-count';

/** A shopping bag (Heroicons' outline, MIT), drawn here: the navbar is in every page's first script. */
export const ShoppingBagIcon = outlineIcon(
  [
    'M15.75 10.5V6a3.75 3.75 0 1 0-7.5 0v4.5m11.36-1.99 1.26 12c.07.67-.45 1.24-1.12 1.24H4.25a1.13 1.13 0 0 1-1.12-1.24l1.26-12a1.13 1.13 0 0 1 1.12-1.01h12.98c.58 0 1.06.44 1.12 1.01ZM8.63 10.5a.38.38 0 1 1-.76 0 .38.38 0 0 1 .76 0Zm7.5 0a.38.38 0 1 1-.76 0 .38.38 0 0 1 .76 0Z',
  ],
  1.6,
);

/**
 * The navbar's cart button, for everyone: how many items the cart holds (two tins of one tea are two),
 * and the way to /cart. Part of
 * every page's first script.
 */
export function CartButton() {
  const count = useCartCount();
  const label = count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <Link to={paths.cart.getHref()} className="btn btn-ghost btn-square relative" aria-label={label} title="Your cart">
      <ShoppingBagIcon className="size-6" />
      {count ? (
        <span
          className="badge badge-primary badge-sm absolute -right-0.5 -top-0.5 min-w-5 px-1 tabular-nums"
          aria-hidden="true"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
