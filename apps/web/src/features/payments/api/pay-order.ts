import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@teatree/shared/schemas/order';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type PayOrderInput = { id: string; transactionId: string; productId?: string };

/**
 * PATCH /api/purchase/{id}: the payment completion payload of docs/product.md, "API". The server marks the
 * order paid only once the provider confirms this payment for it (402 otherwise).
 */
export function payOrder({ id, transactionId, productId }: PayOrderInput): Promise<Order> {
  return api.patch<Order>(`/purchase/${encodeURIComponent(id)}`, { transactionId, productId });
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    // Unlike the original site, My Orders shows Paid and the transaction id at once. Not awaited: the
    // payment page says 'Your payment is completed' as soon as the order is paid, not after the refetch.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    },
  });
}
