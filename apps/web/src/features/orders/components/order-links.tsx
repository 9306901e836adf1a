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

/** "Order again": back to the tea's page, for an order that expired while the tea is still in the catalogue. */
export function OrderAgainLink({
  order,
  className = 'btn-sm',
  solid = false,
}: {
  order: Pick<Order, 'name' | 'productId' | 'lines'>;
  className?: string;
  solid?: boolean;
}) {
  const productId = reorderProductId(order);
  if (!productId) return null;
  return (
    <Link
      to={paths.product.getHref(productId)}
      className={`btn btn-primary gap-1.5 ${solid ? '' : 'btn-outline'} ${className}`}
    >
      <HiOutlineArrowPath className="size-4" aria-hidden="true" />
      Order again<span className="sr-only"> {order.name}</span>
    </Link>
  );
}
