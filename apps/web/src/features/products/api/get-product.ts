import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@teatree/shared/schemas/product';
import { api } from '../../../lib/api-client';
import { takeDrawnAnswer } from '../../../lib/page-data';
import { queryKeys } from '../../../lib/query-keys';

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.products, 'one', id],
    queryFn: ({ signal }) => api.get<Product>(`/products/${encodeURIComponent(id)}`, { signal }),
  });
}

/**
 * One product by id; a missing product is an ApiError with status 404. A tea's page drawn by the
 * server starts with the tea it was drawn with (lib/page-data.ts).
 */
export function useProduct(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  const options = getProductQueryOptions(id);
  return useQuery({ ...options, enabled, initialData: () => takeDrawnAnswer<Product>(options.queryKey) });
}
