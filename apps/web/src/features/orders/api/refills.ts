import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefillList } from '@teatree/shared/schemas/consent';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/*
 * When the teas of a delivered order should run out, and the day each one's refill reminder is mailed
 * (docs/decisions/0044-mails-with-consent.md). Under the orders' key: what changes an order asks them again.
 */

const id = encodeURIComponent;

export function refillsQuery(orderId: string) {
  return queryOptions({
    queryKey: [...queryKeys.orders, 'refills', orderId],
    queryFn: ({ signal }) => api.get<RefillList>(`/orders/${id(orderId)}/refills`, { signal }),
    staleTime: 0,
  });
}

/**
 * GET /api/orders/{id}/refills (the order's signed-in customer): an empty list while the order is not
 * delivered or when its teas have no brewing guide; a 404 for a guest's order opened by its key.
 */
export function useRefills(orderId: string) {
  return useQuery(refillsQuery(orderId));
}

/** PATCH /api/orders/{id}/refills/{refillId}: a tea's reminder moved to another day; the answer is the whole list. */
export const useMoveRefillReminder = () =>
  useWrite(
    ({ orderId, refillId, remindOn }: { orderId: string; refillId: string; remindOn: string }) =>
      api.patch<RefillList>(`/orders/${id(orderId)}/refills/${id(refillId)}`, { remindOn }),
    (queryClient, list, { orderId }) => queryClient.setQueryData(refillsQuery(orderId).queryKey, list),
  );
