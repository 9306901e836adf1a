import type { Order } from '@teatree/shared/schemas/order';

/*
 * Orders as the API answers them, every field filled, for the payment screens' tests. The figures are
 * the server's (docs/decisions/0033-shipping-and-tax.md): three 100 g tins at $5.50, Standard at $4.90,
 * and 7 % on the tea (1.155 rounds to 1.16), so the buyer pays $22.56.
 */

/** An unpaid order of one tea, delivered by Standard, its tax added to the prices. */
export const shippedOrder: Order = {
  _id: 'ord_1',
  number: 1001,
  productId: 'p1',
  name: 'Spring Sencha',
  category: 'Green Tea',
  brand: 'Three Scales',
  description: 'A spring sencha.',
  photo: '/media/sencha.webp',
  price: 5.5,
  quantity: 3,
  total: 22.56,
  subtotal: 16.5,
  shipping: 4.9,
  tax: 1.16,
  taxes: [{ rate: 7, amount: 1.16 }],
  pricesIncludeTax: false,
  shippingMethod: { id: 'm_standard', name: 'Standard', collect: false, days: { min: 2, max: 4 } },
  user: 'Cora Customer',
  email: 'cora@example.com',
  phone: '+1 555 0100',
  address: '12 Leaf Lane, Greenville 4021',
  delivery: null,
  paid: false,
  transactionId: null,
  status: 'pending',
  createdAt: '2026-11-29T10:00:00.000Z',
  paidAt: null,
  expiresAt: '2026-11-29T10:30:00.000Z',
  carrier: null,
  trackingNumber: null,
  lines: [
    {
      productId: 'p1',
      name: 'Spring Sencha',
      size: { id: 's_tin', label: '100 g tin', grams: 100 },
      category: 'Green Tea',
      brand: 'Three Scales',
      photo: '/media/sencha.webp',
      price: 5.5,
      quantity: 3,
      total: 16.5,
    },
  ],
};

/** The same order once paid. */
export const paidOrder: Order = {
  ...shippedOrder,
  paid: true,
  transactionId: 'pi_123',
  status: 'paid',
  paidAt: '2026-11-29T10:05:00.000Z',
  expiresAt: null,
};

/** An order placed before shipping and tax: its total is its teas. */
export const oldOrder: Order = {
  ...shippedOrder,
  _id: 'ord_4',
  number: 1004,
  total: 16.5,
  shipping: 0,
  tax: 0,
  taxes: [],
  shippingMethod: null,
};
