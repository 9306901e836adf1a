import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueOrder, Product } from '@teatree/shared/schemas/product';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ProductPage = { products: Product[]; total: number };
export type ProductPageParams = {
  limit: number;
  offset?: number;
  q?: string;
  sort?: CatalogueOrder;
  /**
   * The catalogue's filters as their query string names them (`filterQuery` in ./catalogue-query.ts),
   * kept out of this module, which the home page loads for its newest teas.
   */
  filters?: Record<string, string | number>;
};

type PageQuery = Record<string, string | number> & { limit: number; offset: number };

/** Leaves out what the server would take as its default, so equal lists share one cache entry. */
function normalise({ limit, offset = 0, q, sort, filters }: ProductPageParams): PageQuery {
  const term = q?.trim();
  return {
    ...filters,
    limit,
    offset,
    ...(term && { q: term }),
    // The server's order when none is named: the best match for a search, else the newest tea.
    ...(sort && sort !== (term ? 'relevance' : 'newest') && { sort }),
  };
}

async function getPage(query: PageQuery, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await api.getWithHeaders<Product[]>('/products', { params: query, signal });
  const header = headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return { products: data, total: Number.isInteger(total) && total >= 0 ? total : query.offset + data.length };
}

export function getProducts({ signal, ...params }: ProductPageParams & { signal?: AbortSignal }): Promise<ProductPage> {
  return getPage(normalise(params), signal);
}

export function getProductsQueryOptions(params: ProductPageParams) {
  const query = normalise(params);
  return queryOptions({
    queryKey: [...queryKeys.products, 'list', query],
    queryFn: ({ signal }) => getPage(query, signal),
  });
}

export function useProducts(params: ProductPageParams) {
  // Paging and filtering keep the current rows on screen until the next ones arrive, instead of flashing skeletons.
  return useQuery({ ...getProductsQueryOptions(params), placeholderData: keepPreviousData });
}
