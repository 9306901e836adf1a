import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardSpan } from '@teatree/shared/schemas/dashboard';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getDashboard(days: DashboardSpan, signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>('/dashboard', { params: { days }, signal });
}

export function dashboardQueryOptions(days: DashboardSpan) {
  return queryOptions({
    queryKey: [...queryKeys.dashboard, days],
    queryFn: ({ signal }) => getDashboard(days, signal),
    staleTime: 0,
    // An owner may leave it open on a shelf: it keeps itself current.
    refetchInterval: 60_000,
  });
}

/** How the shop is doing (GET /api/dashboard, admin only); switching the span keeps the old figures up until the new arrive. */
export function useDashboard(days: DashboardSpan) {
  return useQuery({ ...dashboardQueryOptions(days), placeholderData: keepPreviousData });
}
