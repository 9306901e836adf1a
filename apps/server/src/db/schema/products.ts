import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    minOrder: integer('min_order').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    photo: text('photo').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first, as the lists ask (`ORDER BY created_at DESC, id DESC`, whose nulls come first): an index
    // in any other null order cannot serve that sort, and PostgreSQL would read and sort the whole table.
    index('products_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // No index on updated_at: every order changes it, and an indexed column changed makes the update
    // write a new entry in every index of the table (docs/decisions/0021-one-statement-orders.md).
    check('products_category_check', sql`${t.category} in ('Organic', 'Green Tea', 'Black Tea', 'White Tea')`),
    check('products_price_check', sql`${t.priceCents} > 0`),
    check('products_quantity_check', sql`${t.quantity} >= 0`),
    check('products_min_order_check', sql`${t.minOrder} >= 1`),
  ],
);
