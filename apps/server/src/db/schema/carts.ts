import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { clockStamped, refTo } from './columns.ts';

/**
 * A customer's cart, kept by the server so that it follows them to another device
 * (docs/decisions/0013-carts.md): one row a size of a tea, with its quantity and never a price. The tea is not a
 * foreign key: a line whose tea was deleted stays, with the name it had, so the cart can say so.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: refTo('user_id', () => user.id, 'cascade'),
    productId: text('product_id').notNull(),
    /** The size ordered (docs/decisions/0032-sizes-and-stock-by-weight.md): a cart holds a line a size. */
    sizeId: text('size_id').notNull(),
    /** The tea's name when it was put in the cart: only shown if the tea is deleted since. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    // The clock's time, not the transaction's start.
    addedAt: clockStamped('added_at'),
    /**
     * The order lines were put in, among those added at one time: the embedded database's clock counts
     * milliseconds, and a cart merged at sign-in writes several lines in one (migration 0020).
     */
    position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sizeId] }), check('cart_items_quantity_check', sql`${t.quantity} >= 1`)],
);
