import type { Cart } from '@teatree/shared/schemas/cart';

/*
 * A cart as the API answers it, every field filled, for the cart's and the checkout's tests: two 100 g tins
 * of Spring Sencha at $12.40, ready to check out.
 */
export const twoTinsCart: Cart = {
  lines: [
    {
      productId: 'p1',
      sizeId: 's_tin',
      name: 'Spring Sencha',
      size: { label: '100 g tin', grams: 100 },
      photo: '',
      category: 'Green Tea',
      price: 12.4,
      quantity: 2,
      minOrder: 1,
      maxOrder: 4,
      total: 24.8,
      problem: null,
      message: null,
    },
  ],
  count: 1,
  total: 24.8,
  ready: true,
};
