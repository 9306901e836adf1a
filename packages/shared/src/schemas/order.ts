import { z } from 'zod';
import { formatPrice, toDollars } from '../money.ts';
import { deliveryDays, teaCardFields } from './answer-fields.ts';
import { appliedPromotion } from './promotion.ts';
import { orderRefund } from './refund.ts';
import { orderReturn, RETURN_STATUSES } from './returns.ts';
import { soldSize } from './size.ts';

/**
 * An order's life (docs/decisions/0011-order-states.md): placed (`pending`, its goods held from stock
 * until it is paid or `expires_at` passes), `paid` through the payment provider, then `shipped` and
 * `delivered` by an administrator. It may end `cancelled` (unpaid, by an administrator), `refunded`
 * (paid, cancelled by an administrator: the money goes back), `expired` (unpaid for too long) or
 * `deleted` (hidden from the lists; the row and its payments stay for the books).
 */
export const LISTED_ORDER_STATUSES = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'expired',
] as const;
/** Every status; a `deleted` order is in no list. */
export const ORDER_STATUSES = [...LISTED_ORDER_STATUSES, 'deleted'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves an administrator makes from Manage Orders, by the status an order is in. Cancelling a paid
 * order refunds it: it becomes `refunded`.
 */
export const ORDER_STATUS_MOVES: Record<OrderStatus, readonly ('shipped' | 'delivered' | 'cancelled')[]> = {
  pending: ['cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
  expired: [],
  deleted: [],
};

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
  deleted: 'Deleted',
};

/** One tea of an order, with its own copy of what the catalogue said when the order was placed. */
export const orderLine = z.object({
  /** The line's own id: what a refund names it by. */
  id: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  /** The size sold, as it was then (docs/decisions/0032-sizes-and-stock-by-weight.md); null for lines sold before teas had sizes. */
  size: soldSize.nullable(),
  category: z.string(),
  brand: z.string(),
  photo: z.string(),
  /** The unit price in dollars. */
  price: z.number(),
  quantity: z.number().int(),
  /** Unit price × quantity, in dollars. */
  total: z.number(),
  /** The line's share of the order's discounts, in dollars (docs/decisions/0035-promotions.md). */
  discount: z.number(),
  /** How many of the line were refunded (docs/decisions/0034-refunds.md). */
  refundedQuantity: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

/**
 * Where an order goes, field by field, as the checkout took it (docs/product.md, "Delivery addresses");
 * written out here rather than imported, so that reading an order loads no country's address data.
 */
export const deliveredTo = z.object({
  fullName: z.string(),
  country: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  phone: z.string(),
});
export type DeliveredTo = z.infer<typeof deliveredTo>;

/**
 * The delivery an order was placed with, as it was offered then (docs/decisions/0033-shipping-and-tax.md):
 * the method's name, whether the parcel is collected at the shop, and its estimate in days.
 */
export const shippedBy = z.object({
  id: z.string(),
  name: z.string(),
  collect: z.boolean(),
  days: deliveryDays,
});
export type ShippedBy = z.infer<typeof shippedBy>;

/** The tax of one rate in an order: the rate in percent, the amount in dollars. */
export const taxOfRate = z.object({ rate: z.number(), amount: z.number() });

/** An order as the API answers it (docs/product.md, "API" "as read", plus status, totals and dates). */
export const order = z.object({
  _id: z.string(),
  /** The order's number, counted up by the shop and never changed: shown as "#1001" (orderNumberLabel). */
  number: z.number().int(),
  productId: z.string().nullable(),
  name: z.string(),
  ...teaCardFields,
  /** The unit price in dollars, copied from the product when the order was placed (an order of several teas: its total). */
  price: z.number(),
  quantity: z.number().int(),
  /**
   * What the buyer pays, in dollars (kept in cents): the teas, the shipping, and the tax when prices
   * are without it. Before shipping and tax, and while the shop charges neither, unit price × quantity.
   */
  total: z.number(),
  /** The teas, as priced (with their tax when the shop's prices include it). */
  subtotal: z.number(),
  /** The delivery, as priced. */
  shipping: z.number(),
  /** What promotions took off, the teas' and the shipping's (docs/decisions/0035-promotions.md). */
  discount: z.number(),
  /** Each promotion the order used, with what it took off. */
  promotions: z.array(appliedPromotion),
  /** The part of `discount` taken off the shipping: what the shipping cost the buyer is `shipping` less it. */
  shippingDiscount: z.number(),
  /** All the tax in the order: added to the subtotal, or contained in the prices (`pricesIncludeTax`). */
  tax: z.number(),
  /** The tax of each rate, highest rate first. */
  taxes: z.array(taxOfRate),
  pricesIncludeTax: z.boolean(),
  /** How it is delivered; null for an order placed while the shop charged no shipping. */
  shippingMethod: shippedBy.nullable(),
  /** What was sent back so far, in dollars (docs/decisions/0034-refunds.md): 0 until a refund, the total once all of it. */
  refunded: z.number(),
  /** Whether the shipping was refunded. */
  shippingRefunded: z.boolean(),
  /** The state of the latest return its customer asked; null when none was. */
  returnStatus: z.enum(RETURN_STATUSES).nullable(),
  user: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Where it goes, as one line (made from `delivery` when the checkout took the address field by field). */
  address: z.string(),
  /** Where it goes, field by field; null for an order whose address was typed as one line. */
  delivery: deliveredTo.nullable(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** While the order is unpaid: when its goods go back to stock and it can no longer be paid. */
  expiresAt: z.string().nullable(),
  /** Set by the administrator who marks the order shipped. */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /**
   * The teas of the order. For one line, the fields above (name, photo, price, quantity…) are that
   * line's; for several they speak of the whole order (docs/decisions/0013-carts.md): `name` "Earl Grey
   * Bloom and 2 more", `quantity` every tin, `price` the order's total, `productId` the first line's tea.
   */
  lines: z.array(orderLine),
});
export type Order = z.infer<typeof order>;

/** The answer to placing an order (POST /api/purchase) or checking out a cart (POST /api/cart/checkout). */
export const placedOrder = z.object({ insertedId: z.string(), order });
export type PlacedOrder = z.infer<typeof placedOrder>;

/** What an event of an order's history was when it moved no status (docs/decisions/0034-refunds.md). */
export const ORDER_EVENT_KINDS = ['refund', 'return_asked', 'return_accepted', 'return_declined'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** A step of an order's life, oldest first: what it became, when, and a word on it (tracking, refund…). */
export const orderEvent = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
  /** Null for a move of the status; otherwise what happened while the status stayed. */
  kind: z.enum(ORDER_EVENT_KINDS).nullable(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/** GET /api/purchase/{id}: the order with its history, for its own page. */
export const orderDetail = order.extend({
  history: z.array(orderEvent),
  /** Each refund, oldest first (docs/decisions/0034-refunds.md). */
  refunds: z.array(orderRefund),
  /** Each return its customer asked, oldest first. */
  returns: z.array(orderReturn),
});
export type OrderDetail = z.infer<typeof orderDetail>;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** How long an unpaid order holds its teas (UNPAID_ORDER_MINUTES), in words: "30 minutes", "3 hours". */
export function holdingTime(minutes: number): string {
  if (minutes < 1) return plural(Math.max(1, Math.round(minutes * 60)), 'second');
  if (minutes >= 120 && minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(Math.round(minutes), 'minute');
}

/** Where a customer writes to the shop: the contact form at the foot of the home page. */
export const SHOP_CONTACT_PAGE = '/#contact';

export const orderMessages = {
  numberSearched: 'Type an order number, such as #1001',
  quantityRequired: 'Please enter a quantity',
  quantityWhole: 'Quantity must be a whole number',
  quantityBelowMin: (minOrder: number) => `You must order at least ${minOrder}`,
  quantityAboveStock: (stock: number) => `Only ${stock} in stock`,
  quantityTooLarge: 'Quantity is larger than any tea’s stock',
  soldOut: 'This product is sold out',
  teaChanged: 'This tea changed while you were ordering it. Please look at it again and order once more.',
  totalTooHigh: (maxQuantity: number) =>
    `One order may come to at most $100,000: at this price, order at most ${maxQuantity}`,
  addressRequired: 'Please enter your address',
  addressTooLong: 'Address must be at most 300 characters',
  phoneInvalid: 'Phone may hold digits, spaces and + ( ) - only',
  verifyFirst: 'Please verify your e-mail address before ordering: open the link we sent you.',
  tooManyUnpaid: (max: number) =>
    `You already have ${max} orders awaiting payment. Please pay for one or delete it before ordering again.`,
  tooManyOrders: (max: number) => `You have placed ${max} orders in the last hour. Please try again later.`,
  /** A guest's limits, counted per e-mail address and per client address (docs/decisions/0027-guest-orders.md). */
  guestTooManyUnpaid: (max: number) =>
    `There are already ${max} orders awaiting payment for this e-mail address or from this network. Please pay for one from the link we mailed, or wait for it to expire, before ordering again.`,
  guestTooManyOrders: (max: number) =>
    `${max} orders have been placed for this e-mail address or from this network in the last hour. Please try again later.`,
  /**
   * What one buyer's unpaid orders may hold of a tea (UNPAID_SHARE_PERCENT), and what this order may
   * still add; a bigger order goes through the shop's contact form.
   */
  holdShare: (name: string, percent: number, most: number, more: number) =>
    `Unpaid orders may hold at most ${most} of ${name} at once (${percent}% of its stock), so this order may hold ${more === 0 ? 'none' : `at most ${more}`}. For a bigger order, please contact us through the form at ${SHOP_CONTACT_PAGE}.`,
  /** What one buyer's unpaid orders may come to in all (UNPAID_VALUE_MAX), in cents, and what this order may add. */
  holdValue: (mostCents: number, moreCents: number) =>
    `Unpaid orders may come to at most ${formatPrice(toDollars(mostCents))} at once, so this order may come to ${moreCents === 0 ? 'nothing until one is paid' : `at most ${formatPrice(toDollars(moreCents))}`}. For a bigger order, please contact us through the form at ${SHOP_CONTACT_PAGE}.`,
  expired: 'This order has expired: its teas went back on the shelf. Please order again.',
  cancelled: 'This order was cancelled',
  alreadyPaid: 'This order is already paid',
  deleted: 'This order was deleted',
  paidCannotBeDeleted: 'A paid order cannot be deleted. Please contact us to cancel it.',
  paymentInProgress:
    'A payment for this order is on its way. Please wait a minute: it will show as paid, or you can try again.',
  shippedCannotBeDeleted: 'A shipped order cannot be deleted',
  carrierTooLong: 'Carrier must be at most 60 characters',
  trackingTooLong: 'Tracking number must be at most 100 characters',
} as const;
