import type { Order, OrderStatus } from '@teatree/shared/schemas/order';
import type { OrderStatusInput } from '@teatree/shared/schemas/order-requests';
import { api } from '../../../lib/api-client';
import { refetchUnder, useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

export type StatusMove = Extract<OrderStatus, 'shipped' | 'delivered' | 'cancelled'>;

type StatusChange = { id: string; status: StatusMove } & Pick<OrderStatusInput, 'carrier' | 'trackingNumber'>;

export function updateOrderStatus({ id, status, carrier, trackingNumber }: StatusChange): Promise<Order> {
  return api.patch<Order>(`/purchase/${encodeURIComponent(id)}/status`, { status, carrier, trackingNumber });
}

/**
 * PATCH /api/purchase/{id}/status (admin): ship (with the carrier and tracking number the customer then
 * sees), deliver or cancel. Cancelling puts the teas back in stock, and refunds a paid order: it answers
 * `refunded` then, or 409 REFUND_REFUSED with the provider's reason.
 */
export function useUpdateOrderStatus() {
  // A cancelled order gives its teas back to stock.
  return useWrite(updateOrderStatus, (queryClient, _order, { status }) =>
    refetchUnder(queryClient, status === 'cancelled' ? [queryKeys.orders, queryKeys.products] : [queryKeys.orders]),
  );
}
