import {
  PROMOTION_KINDS,
  PROMOTION_TARGETS,
  type PromotionKind,
  type PromotionTarget,
} from '@teatree/shared/promotions';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, id, refTo, timestamps, timestamptz } from './columns.ts';
import { orders } from './orders.ts';

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * The owner's promotions (docs/decisions/0035-promotions.md): a discount code, or an automatic offer
 * (no code), taking a percentage or an amount off the order's teas, some teas, some categories or the
 * shipping, or giving one of a size of a tea free (a gift), within its times, from a minimum subtotal,
 * for a number of uses in all and per customer.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    /** Upper case; null for an automatic offer. */
    code: text('code'),
    name: text('name').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    percent: integer('percent'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    target: text('target').$type<PromotionTarget>().notNull(),
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** For a discount on the shipping: the delivery methods it applies to; empty for every method. */
    methodIds: text('method_ids').array().notNull().default(sql`'{}'::text[]`),
    /**
     * For a gift: the size given. Not a foreign key, as a tea may be deleted: a size retired or gone is
     * given no more, and the promotion says so.
     */
    giftSizeId: text('gift_size_id'),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    minSubtotalCents: bigint('min_subtotal_cents', { mode: 'number' }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    active: boolean('active').notNull().default(true),
    combines: boolean('combines').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('promotions_code_key').on(t.code).where(sql`${t.code} is not null`),
    check('promotions_kind_check', oneOf('kind', PROMOTION_KINDS)),
    check('promotions_target_check', oneOf('target', PROMOTION_TARGETS)),
    check(
      'promotions_amount_check',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100) or (${t.kind} = 'amount' and ${t.amountCents} > 0)`,
    ),
    check('promotions_gift_check', sql`(${t.target} = 'gift') = (${t.giftSizeId} is not null)`),
    check('promotions_times_check', sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Each use of a promotion: written by the statement that places the order (workflows/order-statement.ts),
 * given back (`released_at`) when the order ends unpaid. A buyer's uses are counted by account and by
 * e-mail address, so a guest order counts for the account of the same address too.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    promotionId: refTo('promotion_id', () => promotions.id, 'cascade'),
    orderId: refTo('order_id', () => orders.id, 'cascade'),
    customerId: text('customer_id').references(() => user.id, { onDelete: 'set null' }),
    /** Lower case. */
    email: text('email').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    releasedAt: timestamptz('released_at'),
  },
  (t) => [
    uniqueIndex('promotion_uses_key').on(t.promotionId, t.orderId),
    index('promotion_uses_live_idx').on(t.promotionId).where(sql`${t.releasedAt} is null`),
    index('promotion_uses_customer_idx').on(t.customerId).where(sql`${t.releasedAt} is null`),
    index('promotion_uses_email_idx').on(t.email).where(sql`${t.releasedAt} is null`),
    index('promotion_uses_order_idx').on(t.orderId),
  ],
);
