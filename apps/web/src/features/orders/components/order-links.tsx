import type { Order } from '@teatree/shared/schemas/order';
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
export function OrderAgainLink({
  order,
  className = 'btn-sm',
  solid = false,
}: {
  order: Pick<Order, 'name' | 'productId' | 'lines' | 'delivery' | 'quantity'>;
  className?: string;
  solid?: boolean;
}) {
  if (!reorderProductId(order)) return null;
  const lines = order.lines.length
    ? order.lines.flatMap((line) =>
        // A promotion's gift (free, docs/decisions/0035-promotions.md) comes again only if the offer still gives it.
        line.productId && !(line.total > 0 && line.discount >= line.total)
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
  return (
    <Link
      to={paths.cart.getHref()}
      state={{ orderAgain: { lines, delivery: order.delivery } }}
      className={`btn btn-primary gap-1.5 ${solid ? '' : 'btn-outline'} ${className}`}
    >
      <HiOutlineArrowPath className="size-4" aria-hidden="true" />
      Buy again<span className="sr-only"> {order.name}</span>
    </Link>
  );
}
