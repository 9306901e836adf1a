import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestCheckoutInput, GuestPlacedOrder } from '@teatree/shared/schemas/checkout';
import { api } from '../../../lib/api-client';
import { refetchUnder } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/cart/checkout/guest: one order of the lines sent, without an account
 * (docs/decisions/0027-guest-orders.md); its answer carries the key that opens the order. Stock moves,
 * so the teas are asked again.
 */
export function useCheckOutAsGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestCheckoutInput) => api.post<GuestPlacedOrder>('/cart/checkout/guest', input),
    onSettled: () => refetchUnder(queryClient, [queryKeys.cart, queryKeys.products]),
  });
}
