import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PurchaseInput } from '@teatree/shared/schemas/order';
import { api } from '../../../lib/api-client';
import { ORDERS_KEY } from './get-my-orders';

export type PlacedOrder = { insertedId: string; order: Order };

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
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
