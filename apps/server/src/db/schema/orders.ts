import type { AppliedPromotion } from '@teatree/shared/promotions';
import type { DeliveryAddress } from '@teatree/shared/schemas/address';
import type { ShippedBy } from '@teatree/shared/schemas/order';
import { ORDER_STATUSES, type OrderEventKind } from '@teatree/shared/schemas/order';
import type { ReturnStatus } from '@teatree/shared/schemas/returns';
import type { TaxOfRate } from '@teatree/shared/tax';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, id, refTo, teaCard, timestamptz } from './columns.ts';
import { products } from './products.ts';

/** An order's state (docs/decisions/0011-order-states.md): the database's own type, from the one list the API shares. */
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

/** What an order or its line copies of the tea it sold, so that it stays readable after the tea changes. */
const soldTea = () => ({
  name: text('name').notNull(),
  ...teaCard(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  quantity: integer('quantity').notNull(),
  // 64-bit: totals add up (docs/product.md, departure 9); one order stays under $100,000 all the same.
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
});

/**
 * An order copies what it sold (name, photo, unit price…) so that it stays readable after the
 * product changes or is deleted. Its teas are its lines (`order_lines`); the product columns here
 * sum its lines up for the lists (one line: that line; several: "Earl Grey Bloom and 2 more", see
 * orderSummary in modules/orders/new-order.ts). An order is never removed: deleting one
 * sets its status to `deleted` (docs/decisions/0011-order-states.md).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /**
     * The order's number (#1001, #1002…), counted up by the shop and never changed: written by migration
     * 0026's trigger from `order_number_counter` in the transaction that places the order
     * (docs/decisions/0031-order-numbers.md). The 0 only lets an insert leave it out; the trigger replaces it.
     */
    number: integer('number')
      .notNull()
      .$defaultFn(() => 0),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    ...soldTea(),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** Where it goes, as one line: what every screen and answer shows (made from `delivery` since guests order). */
    address: text('address').notNull(),
    /**
     * Where it goes, field by field, as the buyer typed it (docs/product.md, "Addresses"); null for the
     * orders placed before addresses were structured, whose `address` stays as it was typed.
     */
    delivery: jsonb('delivery').$type<DeliveryAddress>(),
    /**
     * Placed without an account (docs/decisions/0027-guest-orders.md): its buyer reaches it through a
     * mailed link (`order_keys`), and it joins the account of its e-mail address once that is verified.
     */
    placedAsGuest: boolean('placed_as_guest').notNull().default(false),
    /**
     * The order's money broken down (docs/decisions/0033-shipping-and-tax.md): its teas as priced, its
     * delivery, the tax in it (of which the delivery's), the tax of each rate, and whether the prices
     * held the tax. `total_cents` is what the buyer pays: the subtotal and the shipping, and the tax
     * when prices were without it. Orders placed before shipping and tax read their total as their subtotal.
     */
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    shippingTaxCents: bigint('shipping_tax_cents', { mode: 'number' }).notNull().default(0),
    taxes: jsonb('taxes').$type<TaxOfRate[]>().notNull().default([]),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** The delivery chosen, as it was offered: its own copy of the method's name and estimate; null when the shop had none. */
    shippingMethod: jsonb('shipping_method').$type<ShippedBy>(),
    /**
     * What promotions took off (docs/decisions/0035-promotions.md): in all, and of it the shipping's;
     * each line keeps its own share. `promotions` copies each one used, its code, name and amount.
     */
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    shippingDiscountCents: bigint('shipping_discount_cents', { mode: 'number' }).notNull().default(0),
    promotions: jsonb('promotions').$type<AppliedPromotion[]>().notNull().default([]),
    /**
     * What has been sent back so far, by refunds of lines, of the shipping or of an amount
     * (docs/decisions/0034-refunds.md): never more than the total, and the shipping refunded at most once.
     */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    shippingRefunded: boolean('shipping_refunded').notNull().default(false),
    /** The state of the order's latest return asked by its customer, null when none was (docs/decisions/0034-refunds.md). */
    returnStatus: text('return_status').$type<ReturnStatus>(),
    status: orderStatus('status').notNull().default('pending'),
    transactionId: text('transaction_id'),
    paidAt: timestamptz('paid_at'),
    /** While unpaid: when its goods go back to stock and it can no longer be paid. */
    expiresAt: timestamptz('expires_at'),
    carrier: text('carrier'),
    /**
     * The network address the order was placed from: what a buyer holds unpaid is bounded per account
     * today, and per e-mail and address once guests order (docs/decisions/0026-unpaid-holds-bounded.md).
     */
    clientAddress: text('client_address'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first, as the lists ask (`ORDER BY created_at DESC, id DESC`, whose nulls come first): an index
    // in any other null order cannot serve that sort, and PostgreSQL would read and sort the whole table.
    index('orders_email_created_idx').on(t.email, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A customer's counts, read from the index alone: the total beside a page of their orders (without
    // the deleted), and the unpaid and recent ones that the limits on placing orders count.
    index('orders_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('orders_product_idx').on(t.productId),
    // What one guest holds and ordered lately, counted per e-mail address and per client address.
    index('orders_guest_email_idx').on(sql`lower(${t.email})`, t.createdAt).where(sql`${t.placedAsGuest}`),
    index('orders_guest_client_idx').on(t.clientAddress, t.createdAt).where(sql`${t.placedAsGuest}`),
    uniqueIndex('orders_transaction_id_key').on(t.transactionId),
    // One order a number, and the order found by its number (Manage All Orders' search).
    uniqueIndex('orders_number_key').on(t.number),
    // The expiry sweep's question: which unpaid orders have run out of time.
    index('orders_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // The dashboard's takings: what was paid each day, its tax and its shipping, read from the index alone.
    index('orders_paid_at_idx')
      .on(
        t.paidAt,
        t.totalCents,
        t.taxCents,
        t.shippingCents,
        t.shippingDiscountCents,
        t.shippingTaxCents,
        t.pricesIncludeTax,
      )
      .where(sql`${t.paidAt} is not null`),
    // The dashboard's "to ship" list: paid orders, oldest first.
    index('orders_to_ship_idx').on(t.paidAt, t.id).where(sql`${t.status} = 'paid'`),
    check('orders_quantity_check', sql`${t.quantity} >= 1`),
    check('orders_refunded_check', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
  ],
);

/**
 * The last order number given (docs/decisions/0031-order-numbers.md): one row, updated by migration
 * 0026's trigger in the statement that places an order, so that a refused order gives its number back
 * and two app servers wait for each other rather than take the same number.
 */
export const orderNumberCounter = pgTable(
  'order_number_counter',
  {
    one: boolean('one').primaryKey().default(true),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('order_number_counter_one_row', sql`${t.one}`)],
);

/** One tea of an order, with its own copy of the product as it was sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: refTo('order_id', () => orders.id),
    position: integer('position').notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    ...soldTea(),
    /**
     * The size sold, and its own copy of the size's label and weight
     * (docs/decisions/0032-sizes-and-stock-by-weight.md); the label and weight are null for the lines sold
     * before teas had sizes, which were 100 g tins.
     */
    sizeId: text('size_id'),
    sizeLabel: text('size_label'),
    sizeGrams: integer('size_grams'),
    /** How much of the tea's stock each one took (grams, or 1 for a piece): what goes back if the order ends unpaid. */
    stockEach: integer('stock_each').notNull().default(1),
    /**
     * When its order was paid (a copy of `orders.paid_at`, written with it): what sold on which day is
     * then read from the lines alone, without joining every order of the span (docs/decisions/0014-dashboard.md).
     */
    paidAt: timestamptz('paid_at'),
    /**
     * The line's own tax as the order was priced (added on top, or held in the price when the shop's
     * prices include it): with it a line is refunded to the cent of what it cost (docs/decisions/0034-refunds.md).
     */
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    /** The line's share of the order's discounts (docs/decisions/0035-promotions.md): its tax is on what is left. */
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** How many of the line were refunded, for how much, and how many of those went back to stock. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    refundedTaxCents: bigint('refunded_tax_cents', { mode: 'number' }).notNull().default(0),
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_key').on(t.orderId, t.position),
    index('order_lines_product_idx').on(t.productId),
    // The dashboard's sales by tea and size, and its days of stock left: the lines paid in a span, read from
    // the index alone (docs/decisions/0014-dashboard.md).
    index('order_lines_paid_at_idx')
      .on(
        t.paidAt,
        t.productId,
        t.category,
        t.sizeLabel,
        t.quantity,
        t.totalCents,
        t.discountCents,
        t.stockEach,
        t.name,
      )
      .where(sql`${t.paidAt} is not null`),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'order_lines_refunded_check',
      sql`${t.restockedQuantity} between 0 and ${t.refundedQuantity} and ${t.refundedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/** An order's history: each status it took, when, and a word on it (tracking, refund…). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: refTo('order_id', () => orders.id),
    status: orderStatus('status').notNull(),
    note: text('note'),
    /**
     * What happened, when it was no move of the status: a refund of part of the order, or a step of a
     * return (docs/decisions/0034-refunds.md); null for a move.
     */
    kind: text('kind').$type<OrderEventKind>(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt, t.id)],
);

/**
 * The keys of a guest's order (docs/decisions/0027-guest-orders.md): each mail of the order carries a
 * new one in its link; only its SHA-256 is kept, so the table opens no order to whoever reads it.
 */
export const orderKeys = pgTable(
  'order_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    orderId: refTo('order_id', () => orders.id),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_keys_order_idx').on(t.orderId)],
);
