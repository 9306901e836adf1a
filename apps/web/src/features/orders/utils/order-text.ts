import { formatPrice } from '@teatree/shared/money';
import type { Order } from '@teatree/shared/schemas/order';
import { formatDate } from '../../../lib/dates';

/** How much an order holds, in words: "3 × $12.50" for one tea, "3 teas, 8 tins" for several. */
export function orderQuantityText(order: Pick<Order, 'lines' | 'quantity' | 'price'>): string {
  return order.lines.length < 2
    ? `${order.quantity} × ${formatPrice(order.price)}`
    : `${order.lines.length} teas, ${order.quantity} tins`;
}

export function orderedOn(order: Order): string {
  const date = formatDate(order.createdAt);
  return date ? `Ordered ${date}` : '';
}
