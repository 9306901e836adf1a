import type { Order } from '@teatree/shared/schemas/order';
import { OrderPhoto } from './order-photo';

/**
 * Every tea of an order of several (docs/decisions/0013-carts.md): photo, name, category and quantity,
 * under the order's name in the lists. An order of one tea says it all in its own name.
 */
export function OrderLinesList({ order, className = '' }: { order: Order; className?: string }) {
  if (order.lines.length < 2) return null;
  return (
    <ul className={`flex flex-col gap-2 ${className}`} aria-label={`Teas of ${order.name}`}>
      {order.lines.map((line) => (
        <li key={`${line.productId}:${line.name}`} className="flex items-center gap-2 text-sm">
          <OrderPhoto photo={line.photo} className="size-9" />
          <span className="min-w-0 flex-1">
            <span className="block font-medium leading-tight">{line.name}</span>
            <span className="block text-xs text-base-content/70">{line.category}</span>
          </span>
          <span className="shrink-0 tabular-nums text-base-content/80">× {line.quantity}</span>
        </li>
      ))}
    </ul>
  );
}
