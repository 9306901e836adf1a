import type { Order } from '@teatree/shared/schemas/order';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isGiftLine } from '../../../components/product/free-badge';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { reorderProductId } from '../utils/order-time';
import { HiOutlineArrowPath } from './order-icons';

/** The order's name, leading to its own page (/orders/{id}); its accessible name says where it leads. */
export function OrderNameLink({ order, className = '' }: { order: Order; className?: string }) {
  return (
    <Link
      to={paths.order.getHref(order._id)}
      aria-label={`${order.name}: order details`}
      className={`font-semibold underline decoration-base-content/30 underline-offset-4 hover:text-primary hover:decoration-primary ${className}`}
    >
      {order.name}
    </Link>
  );
}

/**
 * "Buy again": the order's teas back in the cart at today's prices, and its address ready for the
 * checkout (docs/product.md, "Orders and payments"). The cart page takes them from the navigation's
 * state, which this link fills: an order's lines, as the order kept them, with their teas' ids.
 */
type ReorderedOrder = Pick<Order, 'name' | 'productId' | 'lines' | 'delivery' | 'quantity'>;

/** What the cart page takes from the navigation's state to fill the cart from an order, or null for an order not to be bought again. */
function orderAgainState(order: ReorderedOrder) {
  if (!reorderProductId(order)) return null;
  const lines = order.lines.length
    ? order.lines.flatMap((line) =>
        // A promotion's gift (free, docs/decisions/0035-promotions.md) comes again only if the offer still gives it.
        line.productId && !isGiftLine(line)
          ? [
              {
                productId: line.productId,
                ...(line.size?.id ? { sizeId: line.size.id } : {}),
                quantity: line.quantity,
                name: line.name,
              },
            ]
          : [],
      )
    : [{ productId: order.productId!, quantity: order.quantity, name: order.name }];
  return { orderAgain: { lines, delivery: order.delivery } };
}

/**
 * The refill reminder's one click (docs/decisions/0044-mails-with-consent.md): an order page opened
 * with `?buyAgain=1` does what its "Buy again" does, once the order is read.
 */
export function useBuyAgainFromLink(order: ReorderedOrder | undefined) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const asked = search.get('buyAgain') === '1';
  useEffect(() => {
    if (!asked || !order) return;
    const state = orderAgainState(order);
    if (state) navigate(paths.cart.getHref(), { state });
  }, [asked, order, navigate]);
}

export function OrderAgainLink({
  order,
  className = 'btn-sm',
  solid = false,
}: {
  order: ReorderedOrder;
  className?: string;
  solid?: boolean;
}) {
  const state = orderAgainState(order);
  if (!state) return null;
  return (
    <Link
      to={paths.cart.getHref()}
      state={state}
      className={`btn btn-primary gap-1.5 ${solid ? '' : 'btn-outline'} ${className}`}
    >
      <HiOutlineArrowPath className="size-4" aria-hidden="true" />
      Buy again<span className="sr-only"> {order.name}</span>
    </Link>
  );
}
