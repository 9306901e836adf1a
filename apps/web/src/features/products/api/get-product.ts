import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@teatree/shared/schemas/product';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.products, 'one', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

/** One product by id; a missing product is an ApiError with status 404. */
export function useProduct(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProductQueryOptions(id), enabled });
}
