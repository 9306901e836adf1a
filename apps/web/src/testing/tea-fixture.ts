import type { Product } from '@teatree/shared/schemas/product';

/*
 * A tea as the API answers it, every field filled, for the tea page's and the product forms' tests:
 * Spring Sencha in one 100 g tin at $12.40, its creator's address masked as a public answer masks it.
 */

type Size = Product['sizes'][number];

/** The 100 g tin at $12.40, `tins` of them in stock. */
export const oneTin = (tins: number): Size => ({
  id: 's_tin',
  label: '100 g tin',
  grams: 100,
  price: 12.4,
  minOrder: 1,
  sku: null,
  quantity: tins,
  pricePer100g: 12.4,
});

/** A tea sold in its 100 g tin alone, `tins` of them in stock; `over` changes any field. */
export function oneTinTea(tins: number, over: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'Spring Sencha',
    brand: 'Three Scales',
    description: 'A spring sencha.',
    category: 'Green Tea',
    price: 12.4,
    quantity: tins,
    minOrder: 1,
    sizes: [oneTin(tins)],
    defaultSizeId: 's_tin',
    stockedBy: 'weight',
    stock: tins * 100,
    fromPrice: 12.4,
    taxClass: 'reduced',
    date: '2026-03-14',
    photo: '/media/sencha.webp',
    user: 'Ada Admin',
    email: 'a•••@example.com',
    rating: null,
    reviewCount: 0,
    ...over,
  };
}
