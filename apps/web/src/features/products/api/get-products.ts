import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@teatree/shared/schemas/product';
import { api } from '../../../lib/api-client';

export type ProductPage = { products: Product[]; total: number };
type ProductPageParams = { limit: number; offset?: number };

export async function getProducts({
  limit,
  offset = 0,
  signal,
}: ProductPageParams & { signal?: AbortSignal }): Promise<ProductPage> {
  const { data, headers } = await api.getWithHeaders<Product[]>('/products', { params: { limit, offset }, signal });
  const total = Number(headers.get('X-Total-Count'));
  return { products: data, total: Number.isFinite(total) && total > 0 ? total : offset + data.length };
}

export function getProductsQueryOptions({ limit, offset = 0 }: ProductPageParams) {
  return queryOptions({
    queryKey: ['products', { limit, offset }],
    queryFn: ({ signal }) => getProducts({ limit, offset, signal }),
  });
}

export function useProducts(params: ProductPageParams) {
  // Paging keeps the current rows on screen until the next page arrives, instead of flashing skeletons.
  return useQuery({ ...getProductsQueryOptions(params), placeholderData: keepPreviousData });
}
