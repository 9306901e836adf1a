import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerPage } from '@teatree/shared/schemas/customers';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A page of Manage All Users: the accounts a search finds, 50 a page (docs/decisions/0037-customers.md). */
type UsersParams = { q?: string; page: number };

export function getUsers({ q, page, signal }: UsersParams & { signal?: AbortSignal }): Promise<CustomerPage> {
  return api.get<CustomerPage>('/users', { params: { q: q || undefined, page: page > 1 ? page : undefined }, signal });
}

export function usersQueryOptions(params: UsersParams) {
  return queryOptions({
    queryKey: [...queryKeys.users, params],
    queryFn: ({ signal }) => getUsers({ ...params, signal }),
    // Another admin may be changing roles at the same time; a visit shows the list as it is now.
    staleTime: 0,
  });
}

export function useUsers(params: UsersParams) {
  return useQuery({ ...usersQueryOptions(params), placeholderData: keepPreviousData });
}
