import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@teatree/shared/schemas/order';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.orders, 'one', id],
    queryFn: ({ signal }) => api.get<OrderDetail>(`/purchase/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}

/**
 * One order with its lines and its history (GET /api/purchase/{id}): the customer's own, or any for an
 * admin; someone else's, or one its customer deleted, is a 404.
 */
export function useOrder(id: string) {
  return useQuery(getOrderQueryOptions(id));
}
