import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@teatree/shared/schemas/order';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type OrderPage, readTotal } from './get-my-orders';

/** A page of every order (or one account's), of one status or not, or the one order of a number (#1001). */
type AllOrdersParams = { limit: number; offset: number; status?: OrderStatus; number?: number; customer?: string };

export async function getAllOrders({
  limit,
  offset,
  status,
  number,
  customer,
  signal,
}: AllOrdersParams & { signal?: AbortSignal }): Promise<OrderPage> {
  const { data, headers } = await api.getWithHeaders<Order[]>('/allOrder', {
    params: { limit, offset, status, number, customer },
    signal,
  });
  return { orders: data, total: readTotal(headers, offset + data.length) };
}

export function getAllOrdersQueryOptions(params: AllOrdersParams) {
  return queryOptions({
    queryKey: [...queryKeys.orders, 'all', params],
    queryFn: ({ signal }) => getAllOrders({ ...params, signal }),
    staleTime: 0,
  });
}

/** Every customer's orders, for the shop team (GET /api/allOrder, admin only); `enabled: false` while one order is shown alone. */
export function useAllOrders(params: AllOrdersParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAllOrdersQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
