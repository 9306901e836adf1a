import { maskEmail } from '@teatree/shared/privacy';
import type { Product } from '@teatree/shared/schemas/product';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';
import type { NewProduct } from './create-product';
import { getAdminProductQueryOptions } from './get-admin-product';
import { getProductQueryOptions } from './get-product';

export type ProductChanges = Partial<NewProduct>;

/** Sends only the fields that changed; the server keeps the others. */
export function updateProduct({ id, changes }: { id: string; changes: ProductChanges }): Promise<Product> {
  return api.patch<Product>(`/products/${encodeURIComponent(id)}`, changes);
}

export function useUpdateProduct() {
  return useWrite(updateProduct, (queryClient, saved) => {
    // The edit answers the admin's view; the public copy shows the creator's address masked, as the server does.
    queryClient.setQueryData(getAdminProductQueryOptions(saved._id).queryKey, saved);
    queryClient.setQueryData(getProductQueryOptions(saved._id).queryKey, { ...saved, email: maskEmail(saved.email) });
    return queryClient.invalidateQueries({ queryKey: queryKeys.products });
  });
}
