import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Which optional services this shop runs: Google sign-in, real mail or the local outbox, and the card
 * payment provider (Stripe with its publishable key, or the built-in offline test provider); and how
 * long an unpaid order holds its teas (UNPAID_ORDER_MINUTES).
 */
export type ShopConfig = {
  googleSignIn: boolean;
  mail: 'smtp' | 'outbox';
  payments: { provider: 'test' | 'stripe'; publishableKey: string | null };
  orders: { unpaidOrderMinutes: number };
};

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
