import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardSpan, LowStockBy } from '@teatree/shared/schemas/dashboard';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getDashboard(days: DashboardSpan, lowStockBy: LowStockBy, signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>('/dashboard', { params: { days, lowStockBy }, signal });
}

export function dashboardQueryOptions(days: DashboardSpan, lowStockBy: LowStockBy = 'count') {
  return queryOptions({
    queryKey: [...queryKeys.dashboard, days, lowStockBy],
    queryFn: ({ signal }) => getDashboard(days, lowStockBy, signal),
    staleTime: 0,
    // An owner may leave it open on a shelf: it keeps itself current.
    refetchInterval: 60_000,
  });
}

/**
 * How the shop is doing (GET /api/dashboard, admin only), over a span of days, with teas running low
 * judged by the count or by days of sales; switching either keeps the old figures up until the new arrive.
 */
export function useDashboard(days: DashboardSpan, lowStockBy: LowStockBy = 'count') {
  return useQuery({ ...dashboardQueryOptions(days, lowStockBy), placeholderData: keepPreviousData });
}
