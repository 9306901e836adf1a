import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueFacets } from '@teatree/shared/schemas/product';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type CatalogueFilterParams, filterQuery } from './catalogue-query';

/**
 * How many teas each choice of the catalogue's filters would list, the other filters kept
 * (`GET /api/products/facets`): the same filters as the list, without its paging or order.
 */
export function getCatalogueFacetsQueryOptions({ q, ...filters }: CatalogueFilterParams & { q?: string }) {
  const term = q?.trim();
  const query = { ...filterQuery(filters), ...(term && { q: term }) };
  return queryOptions({
    queryKey: [...queryKeys.products, 'facets', query],
    queryFn: ({ signal }) => api.get<CatalogueFacets>('/products/facets', { params: query, signal }),
  });
}

export function useCatalogueFacets(filters: CatalogueFilterParams & { q?: string }) {
  // A change of filters keeps the counts on screen until the new ones arrive, as the list does its rows.
  return useQuery({ ...getCatalogueFacetsQueryOptions(filters), placeholderData: keepPreviousData });
}
