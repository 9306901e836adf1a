import type { Order, OrderDetail } from '@teatree/shared/schemas/order';

/*
 * Orders as the API answers them, every field filled, for the order and payment screens' tests. The figures are the
 * server's (docs/decisions/0033-shipping-and-tax.md): three 100 g tins at $5.50, Standard at $4.90, and
 * 7 % on the tea (1.155 rounds to 1.16), so the buyer pays $22.56.
 */

const line: Order['lines'][number] = {
  id: 'line_1',
  productId: 'p1',
  name: 'Spring Sencha',
  size: { id: 's_tin', label: '100 g tin', grams: 100 },
  category: 'Green Tea',
  brand: 'Three Scales',
  photo: '/media/sencha.webp',
  price: 5.5,
  quantity: 3,
  total: 16.5,
  discount: 0,
  refundedQuantity: 0,
};

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
  discount: 0,
  promotions: [],
  shippingDiscount: 0,
  tax: 1.16,
  taxes: [{ rate: 7, amount: 1.16 }],
  pricesIncludeTax: false,
  shippingMethod: { id: 'm_standard', name: 'Standard', collect: false, days: { min: 2, max: 4 } },
  refunded: 0,
  shippingRefunded: false,
  returnStatus: null,
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
  lines: [line],
};

/** The same order where the shop's prices include tax: $1.08 of the $16.50 is tax, and the total adds none. */
export const taxIncludedOrder: Order = {
  ...shippedOrder,
  _id: 'ord_2',
  number: 1002,
  total: 21.4,
  tax: 1.08,
  taxes: [{ rate: 7, amount: 1.08 }],
  pricesIncludeTax: true,
};

/** Collected at the shop: no shipping, 3 % on the tea where the shop is (0.495 rounds to 0.50). */
export const collectedOrder: Order = {
  ...shippedOrder,
  _id: 'ord_3',
  number: 1003,
  total: 17,
  shipping: 0,
  tax: 0.5,
  taxes: [{ rate: 3, amount: 0.5 }],
  shippingMethod: { id: 'm_collect', name: 'Collect at the shop', collect: true, days: null },
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

/** The same order once paid. */
export const paidOrder: Order = {
  ...shippedOrder,
  paid: true,
  transactionId: 'pi_123',
  status: 'paid',
  paidAt: '2026-11-29T10:05:00.000Z',
  expiresAt: null,
};

/** An order as its own page reads it, with its history. */
export const withHistory = (order: Order): OrderDetail => ({
  ...order,
  history: [{ status: 'pending', at: order.createdAt, note: null, kind: null }],
  refunds: [],
  returns: [],
});

/**
 * A paid order of two teas, one Genmaicha of which was refunded already ($4.00 and its 7 % tax):
 * three Sencha tins at $5.50 and two Genmaicha at $4.00, Standard at $4.90, 7 % on the tea (1.715
 * rounds to 1.72), so the buyer paid $31.12.
 */
export const twoTeaOrder: Order = {
  ...paidOrder,
  _id: 'ord_5',
  number: 1005,
  name: 'Spring Sencha and 1 more',
  price: 31.12,
  quantity: 5,
  total: 31.12,
  subtotal: 24.5,
  tax: 1.72,
  taxes: [{ rate: 7, amount: 1.72 }],
  refunded: 4.28,
  lines: [
    line,
    {
      ...line,
      id: 'line_2',
      productId: 'p2',
      name: 'Genmaicha',
      size: null,
      photo: '/media/genmaicha.webp',
      price: 4,
      quantity: 2,
      total: 8,
      refundedQuantity: 1,
    },
  ],
};

/** The two-tea order once delivered: one Genmaicha refunded already, the rest still the customer's. */
export const deliveredOrder: Order = {
  ...twoTeaOrder,
  status: 'delivered',
  carrier: 'Royal Post',
  trackingNumber: 'RP123',
};

/** The delivered order whose customer asked to return two Sencha tins, waiting for the shop's answer. */
export const returnAskedOrder: OrderDetail = {
  ...withHistory(deliveredOrder),
  returnStatus: 'asked',
  returns: [
    {
      id: 'ret_1',
      status: 'asked',
      lines: [{ lineId: 'line_1', quantity: 2 }],
      reason: 'The tins arrived crushed',
      answer: null,
      at: '2026-12-02T09:00:00.000Z',
      answeredAt: null,
    },
  ],
};
