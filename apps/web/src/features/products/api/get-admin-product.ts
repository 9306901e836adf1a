import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@teatree/shared/schemas/product';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * One product as administrators read it, the creator's address whole; the public read masks it. Under
 * the products key, so every catalogue change refreshes it too.
 */
export function getAdminProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/products/${encodeURIComponent(id)}/admin`, { signal });
}

export function getAdminProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.products, 'admin', id],
    queryFn: ({ signal }) => getAdminProduct(id, signal),
  });
}

export function useAdminProduct(id: string) {
  return useQuery(getAdminProductQueryOptions(id));
}
