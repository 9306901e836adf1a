import type { Order } from '@teatree/shared/schemas/order';
import type { RefundInput } from '@teatree/shared/schemas/refund';
import { api } from '../../../lib/api-client';
import { refetchUnder, useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

type Refund = { id: string; refund: RefundInput };

export function refundOrder({ id, refund }: Refund): Promise<Order> {
  return api.post<Order>(`/purchase/${encodeURIComponent(id)}/refunds`, refund);
}

/**
 * POST /api/purchase/{id}/refunds (admin): a paid, shipped or delivered order's refund of some tins,
 * its shipping or an amount, with the reason the customer reads (docs/decisions/0034-refunds.md). It
 * answers the order with what was sent back so far; 409 when the order cannot be refunded in part or
 * the provider refused.
 */
export function useRefundOrder() {
  // Tins put back on the shelf change the teas' stock.
  return useWrite(refundOrder, (queryClient, _order, { refund }) =>
    refetchUnder(queryClient, refund.restock ? [queryKeys.orders, queryKeys.products] : [queryKeys.orders]),
  );
}
