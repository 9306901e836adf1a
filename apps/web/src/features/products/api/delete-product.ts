import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getAdminProductQueryOptions } from './get-admin-product';
import { getProductQueryOptions } from './get-product';

/** Takes the tea out of the catalogue; past orders and reviews keep their own copy of it. */
export function deleteProduct(id: string): Promise<{ deletedCount: number }> {
  return api.delete<{ deletedCount: number }>(`/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: getProductQueryOptions(id).queryKey });
      queryClient.removeQueries({ queryKey: getAdminProductQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: queryKeys.products });
    },
  });
}
