import type { Order } from '@teatree/shared/schemas/order';
import { sizeName } from '../../../components/product/size-text';
import { OrderPhoto } from './order-photo';

/**
 * The size of an order of one tea, under its name in the lists (docs/decisions/0032-sizes-and-stock-by-weight.md);
 * nothing for an order sold before teas had sizes, or of several teas (each line names its own).
 */
export function OnlySize({ order, className = '' }: { order: Pick<Order, 'lines'>; className?: string }) {
  const [line] = order.lines;
  if (order.lines.length !== 1 || !line?.size) return null;
  return <span className={`font-medium text-base-content/85 ${className}`}>{sizeName(line.size)}</span>;
}

/**
 * Every tea of an order of several (docs/decisions/0013-carts.md): photo, name, category and quantity,
 * under the order's name in the lists. An order of one tea says it all in its own name.
 */
export function OrderLinesList({ order, className = '' }: { order: Order; className?: string }) {
  if (order.lines.length < 2) return null;
  return (
    <ul className={`flex flex-col gap-2 ${className}`} aria-label={`Teas of ${order.name}`}>
      {order.lines.map((line) => (
        <li
          key={`${line.productId}:${line.size?.id ?? line.size?.label}:${line.name}`}
          className="flex items-center gap-2 text-sm"
        >
          <OrderPhoto photo={line.photo} className="size-9" />
          <span className="min-w-0 flex-1">
            <span className="block font-medium leading-tight">{line.name}</span>
            <span className="block text-xs text-base-content/70">
              {line.size ? `${sizeName(line.size)} · ` : ''}
              {line.category}
            </span>
          </span>
          <span className="shrink-0 tabular-nums text-base-content/80">× {line.quantity}</span>
        </li>
      ))}
    </ul>
  );
}
