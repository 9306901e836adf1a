import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@teatree/shared/schemas/category';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/*
 * The categories the owner keeps (docs/decisions/0041-owner-kept-categories.md), read here because
 * several features offer them: the product form, the promotions, the catalogue's filters. The owner's
 * screen that changes them is features/categories.
 */

/** GET /api/categories (anyone): the shop's categories in the owner's order, each with how many teas it holds. */
export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories,
  queryFn: ({ signal }) => api.get<Category[]>('/categories', { signal }),
});

/** The shop's categories, in the owner's order. */
export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQuery, enabled });
}

/** The categories' names, in the owner's order: what a tea's category must be one of. */
export const categoryNames = (categories: readonly Category[]): string[] => categories.map(({ name }) => name);
