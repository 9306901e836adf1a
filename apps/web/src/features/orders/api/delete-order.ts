import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ORDERS_KEY } from './get-my-orders';

export function deleteOrder(id: string): Promise<{ deletedCount: number }> {
  return api.delete<{ deletedCount: number }>(`/purchase/${encodeURIComponent(id)}`);
}

/** DELETE /api/purchase/{id}: the order goes and its quantity returns to stock. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
