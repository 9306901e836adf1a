import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';
import { getAdminProductQueryOptions } from './get-admin-product';
import { getProductQueryOptions } from './get-product';

/** Takes the tea out of the catalogue; past orders and reviews keep their own copy of it. */
export function deleteProduct(id: string): Promise<{ deletedCount: number }> {
  return api.delete<{ deletedCount: number }>(`/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  return useWrite(deleteProduct, (queryClient, _answer, id) => {
    queryClient.removeQueries({ queryKey: getProductQueryOptions(id).queryKey });
    queryClient.removeQueries({ queryKey: getAdminProductQueryOptions(id).queryKey });
    return queryClient.invalidateQueries({ queryKey: queryKeys.products });
  });
}
