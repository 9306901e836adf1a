import type { ConsentKind, ConsentStatus } from '@teatree/shared/schemas/consent';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { clockStamped, createdAt, id, refTo, timestamptz } from './columns.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';

/**
 * Every consent to a mail that brings customers back (docs/decisions/0044-mails-with-consent.md): the
 * newsletter, cart and refill reminders for an account or an address, and one back-in-stock alert per
 * tea (or size) asked about. `pending` until its mailed link is followed, `active` once given. A
 * withdrawn consent, and an alert once its mail is written, are deleted: what is kept is what holds now.
 * An account's consents go with the account (`user_id`, and by address when it is removed).
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    kind: text('kind').$type<ConsentKind>().notNull(),
    status: text('status').$type<ConsentStatus>().notNull(),
    /** Lower case. Where the mails go. */
    email: text('email').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** A back-in-stock alert's tea, and the size asked about (null: the tea's default size). */
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
    sizeId: text('size_id'),
    /** Refill reminders: the cups a day the estimate assumes. */
    cupsPerDay: integer('cups_per_day'),
    askedAt: clockStamped('asked_at'),
    givenAt: timestamptz('given_at'),
  },
  (t) => [
    uniqueIndex('consents_one_key').on(
      t.kind,
      t.email,
      sql`coalesce(${t.productId}, '')`,
      sql`coalesce(${t.sizeId}, '')`,
    ),
    index('consents_user_idx').on(t.userId),
    index('consents_alerts_idx').on(t.productId, t.askedAt).where(sql`${t.kind} = 'back_in_stock'`),
    check(
      'consents_kind_check',
      sql`${t.kind} in ('newsletter', 'cart_reminders', 'refill_reminders', 'back_in_stock')`,
    ),
    check('consents_status_check', sql`${t.status} in ('pending', 'active')`),
    check('consents_alert_check', sql`(${t.kind} = 'back_in_stock') = (${t.productId} is not null)`),
  ],
);

/** A newsletter the owner sent, and how far its mails are written into the queue (`after`: the last consent written). */
export const newsletters = pgTable('newsletters', {
  id: id(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdByName: text('created_by_name').notNull(),
  createdAt: createdAt(),
  recipients: integer('recipients').notNull(),
  queued: integer('queued').notNull().default(0),
  after: text('after').notNull().default(''),
  finishedAt: timestamptz('finished_at'),
});

/**
 * The cart reminder an account was sent: one for a cart, so a cart started before `sent_at` is never
 * reminded again (docs/decisions/0044-mails-with-consent.md).
 */
export const cartReminders = pgTable('cart_reminders', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  sentAt: timestamptz('sent_at').notNull(),
});

/**
 * When each tea of a delivered order should run out, from its brewing guide and the customer's cups a
 * day, and the day its reminder is due; the customer may move that day. One mail each, at most.
 */
export const refillReminders = pgTable(
  'refill_reminders',
  {
    id: id(),
    orderId: refTo('order_id', () => orders.id, 'cascade'),
    userId: refTo('user_id', () => user.id, 'cascade'),
    productId: refTo('product_id', () => products.id, 'cascade'),
    name: text('name').notNull(),
    sizeLabel: text('size_label'),
    grams: integer('grams').notNull(),
    runsOutOn: date('runs_out_on', { mode: 'string' }).notNull(),
    remindOn: date('remind_on', { mode: 'string' }).notNull(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    uniqueIndex('refill_reminders_line_key').on(t.orderId, t.productId, sql`coalesce(${t.sizeLabel}, '')`),
    index('refill_reminders_due_idx').on(t.remindOn).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * When a tea's (or size's) back-in-stock alerts were last told: a round mails no more of its waiting
 * customers than the stock can serve, and the next round waits (docs/decisions/0044-mails-with-consent.md).
 */
export const alertRounds = pgTable(
  'alert_rounds',
  {
    productId: refTo('product_id', () => products.id, 'cascade'),
    /** The size asked about, or '' for the tea's default size. */
    sizeKey: text('size_key').notNull(),
    toldAt: timestamptz('told_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sizeKey] })],
);

/**
 * A guest's cart kept for its reminder (docs/decisions/0044-mails-with-consent.md): a guest's cart lives
 * in their browser, so the teas they asked to be reminded of are kept here, by their address, with the
 * consent of kind `cart_reminders` they gave at checkout. One reminder a cart: `reminded_at` stays until
 * they order again.
 */
export const guestCarts = pgTable('guest_carts', {
  email: text('email').primaryKey(),
  /** The cart's lines as the browser sent them: `[{ productId, sizeId, quantity }]`. */
  lines: jsonb('lines').$type<{ productId: string; sizeId: string; quantity: number }[]>().notNull(),
  savedAt: clockStamped('saved_at'),
  remindedAt: timestamptz('reminded_at'),
});
