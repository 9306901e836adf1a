import type { productInput } from '@teatree/shared/schemas/product';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

export type NewProduct = z.output<typeof productInput>;

/** docs/product.md, "API": POST /products answers `{insertedId}`; the creator is the signed-in admin. */
export function createProduct(product: NewProduct): Promise<{ insertedId?: string }> {
  return api.post<{ insertedId?: string }>('/products', product);
}

export function useCreateProduct() {
  // The products table and the home page's newest teas both show the new tea next time they are seen.
  return useWrite(createProduct, [queryKeys.products]);
}
