import type { OrderDetail, OrderEvent, OrderStatus } from '@teatree/shared/schemas/order';
import type { TimeLeft } from './order-time';

/*
 * What the parts of an order's own page (/orders/{id}) share: whose eyes it is for, and its history's dates.
 * The route (src/app/routes/order.tsx) loads the order and puts the parts together.
 */

/** Whose eyes the page is for: the order's own customer, or an administrator looking at someone's order. */
export type OrderViewer = { own: boolean; admin: boolean };

/** The parts that say where the order stands now: its status callout and its history's next step. */
export type OrderStandingProps = {
  order: OrderDetail;
  viewer: OrderViewer;
  timeLeft: TimeLeft;
};

/** The newest step of the history that reached `status`, for its date. */
export function lastEvent(order: OrderDetail, status: OrderStatus): OrderEvent | undefined {
  return order.history.findLast((event) => event.status === status);
}
