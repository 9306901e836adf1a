import { z } from 'zod';
import { maxQuantityForPrice, QUANTITY_MAX } from '../constants.ts';
import { toCents } from '../money.ts';

/**
 * An order's life: placed (pending, its quantity taken from stock), paid through the payment
 * provider, then shipped and delivered by an administrator; or cancelled (its stock returned
 * unless it had already left the shop).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The moves an administrator makes from Manage Orders, by the status an order is in. */
export const ORDER_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** An order as the API answers it (docs/product.md, "API" "as read", plus status, totals and dates). */
export const order = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  category: z.string(),
  brand: z.string(),
  description: z.string(),
  photo: z.string(),
  /** The unit price in dollars, copied from the product when the order was placed. */
  price: z.number(),
  quantity: z.number().int(),
  /** Unit price × quantity, in dollars (kept in cents). */
  total: z.number(),
  user: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

export const orderMessages = {
  quantityRequired: 'Please enter a quantity',
  quantityWhole: 'Quantity must be a whole number',
  quantityBelowMin: (minOrder: number) => `You must order at least ${minOrder}`,
  quantityAboveStock: (stock: number) => `Only ${stock} in stock`,
  soldOut: 'This product is sold out',
  totalTooHigh: (maxQuantity: number) =>
    `One order may come to at most $100,000: at this price, order at most ${maxQuantity}`,
  addressRequired: 'Please enter your address',
  addressTooLong: 'Address must be at most 300 characters',
  phoneInvalid: 'Phone may hold digits, spaces and + ( ) - only',
} as const;

const quantityField = z.coerce
  .number({ error: orderMessages.quantityRequired })
  .int({ error: orderMessages.quantityWhole })
  .min(1, { error: orderMessages.quantityBelowMin(1) })
  .max(QUANTITY_MAX, { error: orderMessages.quantityAboveStock(QUANTITY_MAX) });

const addressField = z
  .string({ error: orderMessages.addressRequired })
  .trim()
  .min(1, { error: orderMessages.addressRequired })
  .max(300, { error: orderMessages.addressTooLong });

const phoneField = z
  .string()
  .trim()
  .max(30, { error: orderMessages.phoneInvalid })
  .regex(/^[0-9 +()-]*$/, { error: orderMessages.phoneInvalid })
  .optional()
  .default('');

/**
 * POST /api/purchase. The original site's body also carries the product's name, category, price… and the
 * user's name and e-mail: those keys are accepted and ignored (zod drops them); the server copies the
 * product from the database and the customer from the session.
 */
export const purchaseInput = z.object({
  productId: z.string({ error: 'Product is required' }).min(1, { error: 'Product is required' }).max(64),
  quantity: quantityField,
  address: addressField,
  phone: phoneField,
});
export type PurchaseInput = z.input<typeof purchaseInput>;

/**
 * The order form of /products/{id}: the same rules, with this product's minimum, its stock and the
 * most one order may come to at its price (dollars, as the API gives it).
 */
export function purchaseFormSchema(product: { minOrder: number; quantity: number; price: number }) {
  const affordable = maxQuantityForPrice(toCents(product.price));
  return z.object({
    quantity: z.coerce
      .number({ error: orderMessages.quantityRequired })
      .int({ error: orderMessages.quantityWhole })
      .min(product.minOrder, { error: orderMessages.quantityBelowMin(product.minOrder) })
      .max(product.quantity, {
        error:
          product.quantity < product.minOrder
            ? orderMessages.soldOut
            : orderMessages.quantityAboveStock(product.quantity),
      })
      .max(affordable, { error: orderMessages.totalTooHigh(affordable) }),
    address: addressField,
    phone: phoneField,
  });
}

export const orderListQuery = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
});

/** PATCH /api/purchase/{id}/status (admin): a move from ORDER_STATUS_MOVES. */
export const orderStatusInput = z.object({
  status: z.enum(['shipped', 'delivered', 'cancelled'], { error: 'Status must be shipped, delivered or cancelled' }),
});
