import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@teatree/shared/schemas/order';
import { api } from '../../../lib/api-client';
import { ORDERS_KEY } from './get-my-orders';

export type StatusMove = Extract<OrderStatus, 'shipped' | 'delivered' | 'cancelled'>;

export function updateOrderStatus({ id, status }: { id: string; status: StatusMove }): Promise<Order> {
  return api.patch<Order>(`/purchase/${encodeURIComponent(id)}/status`, { status });
}

/** PATCH /api/purchase/{id}/status (admin): ship, deliver or cancel; a cancelled order may return stock. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (_order, { status }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        status === 'cancelled' ? queryClient.invalidateQueries({ queryKey: ['products'] }) : undefined,
      ]),
  });
}
