import type { QueryClient } from '@tanstack/react-query';
import type { Category, CategoryChange, CategoryInput } from '@teatree/shared/schemas/category';
import { api } from '../../../lib/api-client';
import { refetchUnder, useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/*
 * The owner's changes to the categories (docs/decisions/0041-owner-kept-categories.md). The list itself
 * is read in lib/categories.ts, since the product form, the promotions and the catalogue offer it too.
 */
export { categoriesQuery, categoryNames, useCategories } from '../../../lib/categories';

const id = encodeURIComponent;

/**
 * What a category's change may change beyond the list, which the answer already gives: the teas (a
 * rename renames every tea in it, and the catalogue's choices follow the list) and the promotions that
 * name it (a rename rewrites them). The lists under those keys are asked again.
 */
const refetchTeas = (queryClient: QueryClient) => refetchUnder(queryClient, [queryKeys.products, queryKeys.promotions]);

/** POST /api/categories (administrators): a new category, at the end of the list. */
export const useAddCategory = () =>
  useWrite(
    (input: CategoryInput) => api.post<Category>('/categories', input),
    (queryClient, added: Category) => {
      queryClient.setQueryData<Category[]>(queryKeys.categories, (list) =>
        list && !list.some((category) => category._id === added._id) ? [...list, added] : list,
      );
      return refetchTeas(queryClient);
    },
  );

/**
 * PATCH /api/categories/{id} (administrators): a category renamed (and every tea in it) or moved to a
 * 1-based position, the others making room. The answer is the whole list after the change.
 */
export const useChangeCategory = () =>
  useWrite(
    ({ categoryId, change }: { categoryId: string; change: CategoryChange }) =>
      api.patch<Category[]>(`/categories/${id(categoryId)}`, change),
    (queryClient, list: Category[]) => {
      queryClient.setQueryData<Category[]>(queryKeys.categories, list);
      return refetchTeas(queryClient);
    },
  );

/** DELETE /api/categories/{id} (administrators): a category no tea uses, gone; the ones behind it close up. */
export const useRetireCategory = () =>
  useWrite(
    (categoryId: string) => api.delete<void>(`/categories/${id(categoryId)}`),
    (queryClient, _answer, categoryId) => {
      queryClient.setQueryData<Category[]>(queryKeys.categories, (list) =>
        list
          ?.filter((category) => category._id !== categoryId)
          .map((category, index) => ({ ...category, position: index + 1 })),
      );
      return refetchTeas(queryClient);
    },
  );
