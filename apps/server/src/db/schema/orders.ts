import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    totalCents: integer('total_cents').notNull(),
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
    index('orders_email_created_idx').on(t.email, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    check('orders_status_check', sql`${t.status} in ('pending', 'paid', 'shipped', 'delivered', 'cancelled')`),
    check('orders_quantity_check', sql`${t.quantity} >= 1`),
  ],
);
