import { QUANTITY_MAX } from '@teatree/shared/constants';
import { formNumber } from '@teatree/shared/schemas/fields';
import type { Product } from '@teatree/shared/schemas/product';
import { NO_FACTS } from '@teatree/shared/schemas/tea-facts';
import { type ReactNode, useMemo } from 'react';
import { z } from 'zod';
import { toast } from '../../../components/ui/toast';
import { type ProductChanges, useUpdateProduct } from '../api/update-product';
import { rowsOf } from '../utils/size-rows';
import { factsFormOf, sameFacts } from '../utils/tea-facts-form';
import { ProductForm, type SavedValues } from './product-form';
import { type ProductFormValues, productFormRule } from './product-form-parts';
import type { SizedFields, SizesStart } from './use-sizes';

const editable = [
  'name',
  'brand',
  'description',
  'category',
  'taxClass',
  'price',
  'minOrder',
  'date',
  'photo',
] as const;

const toFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  brand: product.brand,
  description: product.description,
  category: product.category,
  taxClass: product.taxClass,
  price: product.price,
  quantity: product.quantity,
  minOrder: product.minOrder,
  date: product.date,
  photo: product.photo,
  ...(product.photos && product.photos.length > 1 && { photos: product.photos }),
  facts: factsFormOf(product.facts),
});

/** The tea's sizes on sale and its stock, as the form's Sizes and Stock sections start from them. */
const toSizesStart = (product: Product): SizesStart => ({
  rows: rowsOf(product),
  stockedBy: product.stockedBy,
  stock: String(product.stock),
});

/**
 * Only what differs from the tea as it was, so an edit never writes over a field it did not touch. The
 * sizes go whole when any of them changed; a new Price or Minimum order alone goes alone, and the
 * server gives it to the default size, whose they are; the stock when it changed, with the Quantity it makes
 * (docs/decisions/0032-sizes-and-stock-by-weight.md); the facts go whole when any of them changed
 * (docs/decisions/0040-tea-facts.md), and the photos whole when any of them moved.
 */
function changesOf(product: Product, values: SavedValues, sized: SizedFields & { changed: boolean }): ProductChanges {
  const changes: Record<string, unknown> = {};
  for (const key of editable) {
    if (values[key] !== product[key]) changes[key] = values[key];
  }
  if (!sameFacts(values.facts, product.facts ?? NO_FACTS)) changes.facts = values.facts;
  // The gallery goes whole when its photos or their order changed (docs/decisions/0042-several-photos.md).
  const photos = values.photos ?? [values.photo];
  if (photos.join('\n') !== (product.photos ?? [product.photo]).join('\n')) changes.photos = photos;
  if (sized.changed) changes.sizes = sized.sizes;
  if (sized.stockedBy !== product.stockedBy) changes.stockedBy = sized.stockedBy;
  if (sized.stock !== product.stock) {
    changes.stock = sized.stock;
    if (values.quantity !== undefined) changes.quantity = values.quantity;
  }
  return changes as ProductChanges;
}

/**
 * Orders take stock away, so a sold-out tea has none left: editing its price must not demand a restock
 * at the same time. Such a tea's form accepts 0 in stock; the server only sees the stock if it changed.
 */
function schemaFor(product: Product) {
  if (product.quantity >= 1) return productFormRule;
  return productFormRule.extend({
    quantity: formNumber(
      z
        .number({ error: 'Quantity must be a number' })
        .int({ error: 'Quantity must be a whole number' })
        .min(0, { error: 'Quantity must be at least 0' })
        .max(QUANTITY_MAX, { error: `Quantity must be at most ${QUANTITY_MAX}` }),
    ),
  });
}

type EditProductFormProps = {
  product: Product;
  onSaved: (saved: Product) => void;
  cancelAction: ReactNode;
};

export function EditProductForm({ product, onSaved, cancelAction }: EditProductFormProps) {
  const updateProduct = useUpdateProduct();
  const defaultValues = useMemo(() => toFormValues(product), [product]);
  const sizesStart = useMemo(() => toSizesStart(product), [product]);

  const onSubmit = async (values: SavedValues, sized: SizedFields & { changed: boolean }) => {
    const changes = changesOf(product, values, sized);
    if (Object.keys(changes).length === 0) {
      toast.success('Nothing changed: the tea is as it was');
      onSaved(product);
      return false;
    }
    const saved = await updateProduct.mutateAsync({ id: product._id, changes });
    toast.success(`${saved.name} is saved`);
    onSaved(saved);
    return false;
  };

  return (
    <ProductForm
      defaultValues={defaultValues}
      sizesStart={sizesStart}
      creator={{ name: product.user, email: product.email, nameLabel: 'Their name', emailLabel: 'Their email' }}
      schema={schemaFor(product)}
      submitLabel="Save changes"
      submittingLabel="Saving…"
      failureToast="The tea could not be saved"
      onSubmit={onSubmit}
      secondaryAction={cancelAction}
      requireChanges
    />
  );
}
