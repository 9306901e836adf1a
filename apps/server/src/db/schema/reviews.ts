import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, id, teaCard } from './columns.ts';
import { products } from './products.ts';

/** A review keeps a copy of the product it speaks of, as the review card shows it (docs/product.md). */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    userPhoto: text('user_photo'),
    productName: text('product_name').notNull(),
    ...teaCard(),
    review: text('review').notNull(),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first, as the lists ask (`ORDER BY created_at DESC, id DESC`, whose nulls come first): an index
    // in any other null order cannot serve that sort, and PostgreSQL would read and sort the whole table.
    index('reviews_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviews_product_idx').on(t.productId),
    // One review per customer per product (a second one replaces the first).
    uniqueIndex('reviews_user_product_key').on(t.userId, t.productId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
