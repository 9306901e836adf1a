import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@teatree/shared/constants';
import type { CatalogueOrder, Product } from '@teatree/shared/schemas/product';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ProductPage = { products: Product[]; total: number };
export type ProductPageParams = {
  limit: number;
  offset?: number;
  q?: string;
  category?: Category;
  sort?: CatalogueOrder;
};

/** Leaves out what the server would take as its default, so equal lists share one cache entry. */
function normalise({ limit, offset = 0, q, category, sort }: ProductPageParams): ProductPageParams {
  const term = q?.trim();
  return {
    limit,
    offset,
    ...(term && { q: term }),
    ...(category && { category }),
    // The server's order when none is named: the best match for a search, else the newest tea.
    ...(sort && sort !== (term ? 'relevance' : 'newest') && { sort }),
  };
}

export async function getProducts(params: ProductPageParams & { signal?: AbortSignal }): Promise<ProductPage> {
  const { signal, ...rest } = params;
  const query = normalise(rest);
  const offset = query.offset ?? 0;
  const { data, headers } = await api.getWithHeaders<Product[]>('/products', { params: query, signal });
  const header = headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return { products: data, total: Number.isInteger(total) && total >= 0 ? total : offset + data.length };
}

export function getProductsQueryOptions(params: ProductPageParams) {
  const query = normalise(params);
  return queryOptions({
    queryKey: [...queryKeys.products, 'list', query],
    queryFn: ({ signal }) => getProducts({ ...query, signal }),
  });
}

export function useProducts(params: ProductPageParams) {
  // Paging and filtering keep the current rows on screen until the next ones arrive, instead of flashing skeletons.
  return useQuery({ ...getProductsQueryOptions(params), placeholderData: keepPreviousData });
}
