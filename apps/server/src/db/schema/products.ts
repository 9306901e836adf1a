import type { TeaFacts } from '@teatree/shared/schemas/tea-facts';
import { STOCKED_BY, type StockedBy } from '@teatree/shared/sizes';
import { TAX_CLASSES, type TaxClass } from '@teatree/shared/tax';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, refTo, timestamps, timestamptz } from './columns.ts';

/**
 * The categories the owner keeps (docs/decisions/0041-owner-kept-categories.md), in the owner's order.
 * A tea names its category; renaming one renames it in every tea (`on update cascade`), and one that a
 * tea names cannot be removed. Orders and reviews keep their own copy of the name, as it was.
 */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_name_key').on(t.name),
    check('categories_name_check', sql`length(${t.name}) between 1 and 40`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    category: text('category')
      .notNull()
      .references(() => categories.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    /**
     * The default size's price and minimum (`product_sizes`), kept here too, written in the transaction
     * that writes the size: what the catalogue sorts and filters by, and the spec's `price` and `minOrder`.
     */
    priceCents: integer('price_cents').notNull(),
    minOrder: integer('min_order').notNull(),
    /**
     * The tea's one stock (docs/decisions/0032-sizes-and-stock-by-weight.md): grams of leaves for a tea
     * sold by weight, pieces for one sold by the piece. Every size draws on it; the spec's `quantity` is
     * how many of the default size it holds.
     */
    stockedBy: text('stocked_by').$type<StockedBy>().notNull().default('weight'),
    stock: integer('stock').notNull(),
    /**
     * The default size's weight, kept here too, as its price and minimum are: what the dashboard's "running
     * low" divides the stock by, reading `products` alone (docs/decisions/0032-sizes-and-stock-by-weight.md).
     */
    defaultGrams: integer('default_grams').notNull().default(100),
    /** The tax class the tea is sold in (docs/decisions/0033-shipping-and-tax.md): most tea is food, taxed at a reduced rate. */
    taxClass: text('tax_class').$type<TaxClass>().notNull().default('reduced'),
    /** Where it grew, when it was picked, how to brew it (docs/decisions/0040-tea-facts.md): only the facts known. */
    facts: jsonb('facts').$type<Partial<TeaFacts>>().notNull().default({}),
    date: date('date', { mode: 'string' }).notNull(),
    photo: text('photo').notNull(),
    /**
     * The tea's photos in the owner's order, `photo` first (docs/decisions/0042-several-photos.md); empty
     * for a tea with its one photo alone.
     */
    photos: text('gallery').array().notNull().default(sql`'{}'::text[]`),
    createdByName: text('created_by_name').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    ...timestamps(),
  },
  (t) => [
    // Newest first, as the lists ask (`ORDER BY created_at DESC, id DESC`, whose nulls come first): an index
    // in any other null order cannot serve that sort, and PostgreSQL would read and sort the whole table.
    index('products_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // No index on updated_at: every order changes it, and an indexed column changed makes the update
    // write a new entry in every index of the table (docs/decisions/0021-one-statement-orders.md).
    check('products_price_check', sql`${t.priceCents} > 0`),
    check('products_gallery_check', sql`cardinality(${t.photos}) <= 8`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_stocked_by_check', sql.raw(`stocked_by in (${STOCKED_BY.map((s) => `'${s}'`).join(', ')})`)),
    check('products_min_order_check', sql`${t.minOrder} >= 1`),
    check('products_tax_class_check', sql.raw(`tax_class in (${TAX_CLASSES.map((c) => `'${c}'`).join(', ')})`)),
  ],
);

/**
 * The sizes a tea is sold in ("25 g sample", "100 g tin", "250 g pouch"), each with its own price and
 * minimum, all drawing on the tea's one stock (docs/decisions/0032-sizes-and-stock-by-weight.md). A size
 * is never deleted while its tea lives: retiring it takes it out of the shop, and the orders that hold
 * it keep their own copy of its label, weight and price.
 */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: id(),
    productId: refTo('product_id', () => products.id, 'cascade'),
    /** Where the owner put it among the tea's sizes. */
    position: integer('position').notNull(),
    label: text('label').notNull(),
    /** The weight of one, in grams: what it takes of a stock kept by weight. */
    grams: integer('grams').notNull(),
    priceCents: integer('price_cents').notNull(),
    minOrder: integer('min_order').notNull(),
    sku: text('sku'),
    /** The size the tea's page offers first, whose price and count are the spec's `price` and `quantity`. */
    isDefault: boolean('is_default').notNull().default(false),
    retiredAt: timestamptz('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_sizes_product_idx').on(t.productId, t.position),
    // Two sizes on sale never share a label; a retired one gives its label back.
    uniqueIndex('product_sizes_label_key').on(t.productId, sql`lower(${t.label})`).where(sql`${t.retiredAt} is null`),
    uniqueIndex('product_sizes_default_key').on(t.productId).where(sql`${t.isDefault}`),
    check('product_sizes_grams_check', sql`${t.grams} between 1 and 50000`),
    check('product_sizes_price_check', sql`${t.priceCents} > 0`),
    check('product_sizes_min_order_check', sql`${t.minOrder} >= 1`),
  ],
);
