import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput } from '@teatree/shared/schemas/cart';
import { api } from '../../../lib/api-client';
import { ORDERS_KEY } from '../../orders/api/get-my-orders';
import type { PlacedOrder } from '../../orders/api/place-order';
import { CART_KEY } from './cart-query';

/**
 * POST /api/cart/checkout: one order of every line of the cart. Stock, orders and the (now empty) cart
 * all change, so all three are asked again — also when a line was refused, so the cart says which.
 */
export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckoutInput) => api.post<PlacedOrder>('/cart/checkout', input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CART_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
