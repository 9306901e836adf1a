import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput } from '@teatree/shared/schemas/checkout';
import type { PlacedOrder } from '@teatree/shared/schemas/order';
import { api } from '../../../lib/api-client';
import { refetchUnder } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/cart/checkout: one order of every line of the cart. Stock, orders and the (now empty) cart
 * all change, so all three are asked again — also when a line was refused, so the cart says which.
 */
export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckoutInput) => api.post<PlacedOrder>('/cart/checkout', input),
    onSettled: () => refetchUnder(queryClient, [queryKeys.cart, queryKeys.orders, queryKeys.products]),
  });
}
