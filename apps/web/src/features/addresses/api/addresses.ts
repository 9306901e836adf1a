import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryAddress, SavedAddress } from '@teatree/shared/schemas/address';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/** A customer's kept addresses (GET /api/addresses), the default first. */
export const addressesQueryOptions = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: ({ signal }) => api.get<SavedAddress[]>('/addresses', { signal }),
});

export function useAddresses() {
  return useQuery(addressesQueryOptions);
}

/** Every change answers with what it changed; the list is asked again, so the default shown is the server's. */
export function useAddAddress() {
  return useWrite((address: DeliveryAddress) => api.post<SavedAddress>('/addresses', address), [queryKeys.addresses]);
}

export function useChangeAddress() {
  return useWrite(
    ({ id, address }: { id: string; address: DeliveryAddress }) => api.put<SavedAddress>(`/addresses/${id}`, address),
    [queryKeys.addresses],
  );
}

export function useRemoveAddress() {
  return useWrite((id: string) => api.delete<SavedAddress[]>(`/addresses/${id}`), [queryKeys.addresses]);
}

export function useMakeDefaultAddress() {
  return useWrite((id: string) => api.post<SavedAddress>(`/addresses/${id}/default`, {}), [queryKeys.addresses]);
}
