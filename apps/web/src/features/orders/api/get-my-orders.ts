import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@teatree/shared/schemas/order';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type OrderPage = { orders: Order[]; total: number };
type PageParams = { limit: number; offset: number };

export async function getMyOrders({
  limit,
  offset,
  signal,
}: PageParams & { signal?: AbortSignal }): Promise<OrderPage> {
  const { data, headers } = await api.getWithHeaders<Order[]>('/purchase', { params: { limit, offset }, signal });
  return { orders: data, total: readTotal(headers, offset + data.length) };
}

/** The list's size from X-Total-Count, or what the page itself shows when the header is missing. */
export function readTotal(headers: Headers, fallback: number): number {
  const total = Number(headers.get('X-Total-Count'));
  return headers.has('X-Total-Count') && Number.isFinite(total) && total >= 0 ? total : fallback;
}

export function getMyOrdersQueryOptions(params: PageParams) {
  return queryOptions({
    queryKey: [...queryKeys.orders, 'mine', params],
    queryFn: ({ signal }) => getMyOrders({ ...params, signal }),
    // An order changes on its own (paid in another tab, shipped by the shop): a visit shows it as it is now.
    staleTime: 0,
  });
}

/** The signed-in customer's orders, newest first (GET /api/purchase). */
export function useMyOrders(params: PageParams) {
  return useQuery({ ...getMyOrdersQueryOptions(params), placeholderData: keepPreviousData });
}
