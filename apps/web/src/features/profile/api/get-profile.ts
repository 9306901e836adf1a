import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopUser } from '@teatree/shared/schemas/auth';
import { api } from '../../../lib/api-client';

export function getProfile(signal?: AbortSignal): Promise<ShopUser> {
  return api.get<ShopUser>('/profile', { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
