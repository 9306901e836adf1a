import { toCents, toDollars } from '@teatree/shared/money';
import { maskEmail } from '@teatree/shared/privacy';
import type { CatalogueOrder, Product } from '@teatree/shared/schemas/product';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { type RatingSummary, ratingSummary } from '../reviews/repository.ts';

export type ProductRow = typeof products.$inferSelect;

/** A product as listings show it: the row, with its reviews' average rating and count. */
export function toProductDto(row: ProductRow, reviews: RatingSummary): Product {
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    description: row.description,
    category: row.category as Product['category'],
    price: toDollars(row.priceCents),
    quantity: row.quantity,
    minOrder: row.minOrder,
    date: row.date,
    photo: row.photo,
    user: row.createdByName,
    email: row.createdByEmail,
    rating: reviews.rating,
    reviewCount: reviews.reviewCount,
  };
}

/**
 * A product as everyone may read it: the address of the administrator who added it is masked. The
 * catalogue and product pages are the same for every caller, so they can be cached and shared.
 */
export function toPublicProduct(product: Product): Product {
  return { ...product, email: maskEmail(product.email) };
}

export interface ProductQuery {
  limit: number;
  offset: number;
  q?: string;
  category?: string;
  sort?: CatalogueOrder;
}

export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/** The teas of these ids as the catalogue has them now, by id (a deleted tea is missing): what a cart reads against. */
export async function productsOf(db: Executor, productIds: readonly string[]): Promise<Map<string, ProductRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One product as its page shows it, with its rating; the creator's e-mail whole (`toPublicProduct` masks it). */
export async function readProduct(db: Executor, id: string): Promise<Product | undefined> {
  const row = await findProduct(db, id);
  return row && toProductDto(row, await ratingSummary(db, row.id));
}

/** What an admin sets on a product: everything but the id, the creator and what reviewers say of it. */
export type ProductValues = Omit<Product, '_id' | 'user' | 'email' | 'rating' | 'reviewCount'>;

function toColumns({ price, ...rest }: Partial<ProductValues>) {
  return { ...rest, ...(price !== undefined && { priceCents: toCents(price) }) };
}

export async function insertProduct(db: Executor, input: ProductValues, creator: { name: string; email: string }) {
  const id = newId('prod');
  const { price, ...rest } = input;
  await db
    .insert(products)
    .values({ id, ...rest, priceCents: toCents(price), createdByName: creator.name, createdByEmail: creator.email });
  return id;
}

export async function updateProduct(db: Executor, id: string, change: Partial<ProductValues>) {
  const [row] = await db
    .update(products)
    .set({ ...toColumns(change), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export async function deleteProduct(db: Executor, id: string) {
  const removed = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return removed.length;
}

/** Puts goods back on the shelf; a tea deleted since is skipped. Answers whether any stock changed. */
export async function returnStock(
  tx: Executor,
  lines: readonly { productId: string | null; quantity: number }[],
): Promise<boolean> {
  let changed = false;
  for (const line of lines) {
    if (!line.productId) continue;
    const back = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId))
      .returning({ id: products.id });
    changed ||= back.length > 0;
  }
  return changed;
}

/** Every tea's id and when it last changed (its price, stock or text), oldest first: what a sitemap lists. */
export function teaChanges(db: Executor): Promise<{ id: string; updatedAt: Date }[]> {
  return db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).orderBy(products.createdAt);
}
