import type { ReturnStatus } from '@teatree/shared/schemas/returns';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, refTo, timestamps, timestamptz } from './columns.ts';
import { orders } from './orders.ts';

/** An order's money after it is placed: its payments, the refunds sent back of them, and the returns its customer asked. */

/** A line's part of a refund: how many of it, for how much. */
export interface RefundedLine {
  lineId: string;
  quantity: number;
  /** What was sent back for them: their price, and their tax when it was added to it. */
  cents: number;
  /** The tax in `cents` (added or held in the price). */
  taxCents: number;
}

/**
 * A payment attempt for an order at one provider: the provider's intent id (Stripe's `pi_…` shape),
 * the amount it was created for, and what the provider last said of it. Card details are never kept.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    // Money history is permanent: neither an order nor a payment is ever removed.
    orderId: refTo('order_id', () => orders.id),
    provider: text('provider').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    clientSecret: text('client_secret').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // The test card's confirmation finds its payment by the client secret the page holds: by this
    // index, not by reading every payment the shop ever took (docs/decisions/0007-payments.md).
    uniqueIndex('payments_client_secret_idx').on(t.clientSecret),
    // One live intent per order: a second request for one gets the same intent back.
    uniqueIndex('payments_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing')`),
  ],
);

/**
 * Money sent back for a payment, as the provider recorded it: a whole payment (an order cancelled, or
 * money that came for an order that could not take it), or a part of it, lines, the shipping or an
 * amount (docs/decisions/0034-refunds.md). Their sum never passes the payment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: refTo('payment_id', () => payments.id),
    orderId: refTo('order_id', () => orders.id),
    provider: text('provider').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    /**
     * `cancelled` (an administrator cancelled a paid order: what was left of it), `not_payable` (money
     * came for an order that could not take it) or `part` (an administrator refunded lines, the shipping or an amount).
     */
    reason: text('reason').notNull(),
    /** A part refund: the administrator's words to the customer, and what it was for. */
    note: text('note'),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull().default([]),
    /** The shipping sent back (its tax with it when added), and the tax in it. */
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    shippingTaxCents: bigint('shipping_tax_cents', { mode: 'number' }).notNull().default(0),
    /** All the tax sent back: the lines' and the shipping's (an amount of the administrator's choosing carries none). */
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    restocked: boolean('restocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_order_idx').on(t.orderId),
    // The dashboard counts refunds on the day they were made.
    index('refunds_created_idx').on(t.createdAt),
  ],
);

/**
 * A return asked by an order's customer (docs/decisions/0034-refunds.md, "Returns"): the tins, the
 * customer's reason, and the shop's answer; an accepted one names the refund that sent the money back.
 * One waits for an answer at a time per order.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: id(),
    orderId: refTo('order_id', () => orders.id),
    status: text('status').$type<ReturnStatus>().notNull().default('asked'),
    lines: jsonb('lines').$type<{ lineId: string; quantity: number }[]>().notNull(),
    reason: text('reason').notNull(),
    answer: text('answer'),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('order_returns_one_open').on(t.orderId).where(sql`${t.status} = 'asked'`),
    check('order_returns_status_check', sql`${t.status} in ('asked', 'accepted', 'declined')`),
  ],
);
