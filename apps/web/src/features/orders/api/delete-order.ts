import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

export function deleteOrder(id: string): Promise<{ deletedCount: number }> {
  return api.delete<{ deletedCount: number }>(`/purchase/${encodeURIComponent(id)}`);
}

/**
 * DELETE /api/purchase/{id}. A customer hides their own unpaid or ended order (an unpaid one gives its
 * teas back to stock). An administrator's delete cancels a pending order, cancels and refunds a paid
 * one, and hides an ended one; the lists and the teas' stock refresh either way.
 */
export function useDeleteOrder() {
  return useWrite(deleteOrder, [queryKeys.orders, queryKeys.products]);
}
