import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopUser } from '@teatree/shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getProfile(signal?: AbortSignal): Promise<ShopUser> {
  return api.get<ShopUser>('/profile', { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
