import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './products.ts';

/**
 * An order copies what it sold (name, photo, unit price…) so that it stays readable after the
 * product changes or is deleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    photo: text('photo').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    // 64-bit: totals add up (docs/product.md, departure 9); one order stays under $100,000 all the same.
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull(),
    status: text('status').notNull().default('pending'),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first, as the lists ask (`ORDER BY created_at DESC, id DESC`, whose nulls come first): an index
    // in any other null order cannot serve that sort, and PostgreSQL would read and sort the whole table.
    index('orders_email_created_idx').on(t.email, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_product_idx').on(t.productId),
    uniqueIndex('orders_transaction_id_key').on(t.transactionId),
    check('orders_status_check', sql`${t.status} in ('pending', 'paid', 'shipped', 'delivered', 'cancelled')`),
    check('orders_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/**
 * A payment attempt for an order at one provider: the provider's intent id (Stripe's `pi_…` shape),
 * the amount it was created for, and what the provider last said of it. Card details are never kept.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    clientSecret: text('client_secret').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);
