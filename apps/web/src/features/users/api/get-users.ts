import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopUser } from '@teatree/shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getUsers(signal?: AbortSignal): Promise<ShopUser[]> {
  return api.get<ShopUser[]>('/user', { signal });
}

export const usersQueryOptions = queryOptions({
  queryKey: queryKeys.users,
  queryFn: ({ signal }) => getUsers(signal),
  // Another admin may be changing roles at the same time; a visit shows the list as it is now.
  staleTime: 0,
});

export function useUsers() {
  return useQuery(usersQueryOptions);
}
