import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacedOrder, PurchaseInput } from '@teatree/shared/schemas/order';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function placeOrder(input: PurchaseInput): Promise<PlacedOrder> {
  return api.post<PlacedOrder>('/purchase', input);
}

/** POST /api/purchase: the order takes its quantity from stock, so the product's figures change too. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
      ]),
  });
}
