import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopConfig } from '@teatree/shared/schemas/shop-config';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/config: the shop's optional services (packages/shared, schemas/shop-config). */
export function getShopConfig(signal?: AbortSignal): Promise<ShopConfig> {
  return api.get<ShopConfig>('/config', { signal });
}

export const shopConfigQueryOptions = queryOptions({
  queryKey: queryKeys.shopConfig,
  queryFn: ({ signal }) => getShopConfig(signal),
  // Set by the server's environment: it changes only with a restart.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useShopConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shopConfigQueryOptions, enabled });
}
