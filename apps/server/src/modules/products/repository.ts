import { toDollars } from '@teatree/shared/money';
import { maskEmail } from '@teatree/shared/privacy';
import type { CatalogueOrder, Product } from '@teatree/shared/schemas/product';
import { NO_FACTS } from '@teatree/shared/schemas/tea-facts';
import { FIRST_SIZE, sizeCount } from '@teatree/shared/sizes';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { type RatingSummary, ratingSummary } from '../reviews/repository.ts';
import type { Filters } from './catalogue-filters.ts';
import { defaultSizeRow, type SizeRow, sizesOf, toSizeDto } from './sizes.ts';

export type ProductRow = typeof products.$inferSelect;
export type { SizeRow } from './sizes.ts';
export { sizesOf } from './sizes.ts';
export { insertProduct, type ProductValues, updateProduct } from './write-product.ts';

/**
 * A product as listings show it: the row, its sizes on sale and its reviews' rating. The spec's `price`,
 * `quantity` and `minOrder` are the default size's (docs/decisions/0032-sizes-and-stock-by-weight.md).
 */
export function toProductDto(
  row: ProductRow,
  sizes: readonly SizeRow[],
  reviews: RatingSummary,
  { withFacts = false }: { withFacts?: boolean } = {},
): Product {
  const first = defaultSizeRow(sizes);
  const answered = sizes.map((size) => toSizeDto(size, row.stock, row.stockedBy));
  // A tea always has a size on sale (retiring the last one is refused); the copy on the row stands in otherwise.
  const grams = first?.grams ?? FIRST_SIZE.grams;
  const fromCents = Math.min(...sizes.map((size) => size.priceCents), first ? Infinity : row.priceCents);
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    description: row.description,
    category: row.category as Product['category'],
    price: toDollars(first?.priceCents ?? row.priceCents),
    quantity: sizeCount(row.stock, row.stockedBy, grams),
    minOrder: first?.minOrder ?? row.minOrder,
    sizes: answered,
    defaultSizeId: first?.id ?? '',
    stockedBy: row.stockedBy,
    stock: row.stock,
    fromPrice: toDollars(fromCents),
    taxClass: row.taxClass,
    date: row.date,
    photo: row.photo,
    user: row.createdByName,
    email: row.createdByEmail,
    rating: reviews.rating,
    reviewCount: reviews.reviewCount,
    // One tea's read carries its facts and its photos (docs/decisions/0040-tea-facts.md, 0042); the lists go without.
    ...(withFacts && { facts: { ...NO_FACTS, ...row.facts }, photos: row.photos.length ? row.photos : [row.photo] }),
  };
}

/**
 * A product as everyone may read it: the address of the administrator who added it is masked. The
 * catalogue and product pages are the same for every caller, so they can be cached and shared.
 */
export function toPublicProduct(product: Product): Product {
  return { ...product, email: maskEmail(product.email) };
}

/** A page of the catalogue: the search, the filters (./catalogue-filters.ts), an order and the paging. */
export interface ProductQuery extends Filters {
  limit: number;
  offset: number;
  q?: string | undefined;
  sort?: CatalogueOrder | undefined;
}

export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/** One product as its page shows it, with its rating; the creator's e-mail whole (`toPublicProduct` masks it). */
export async function readProduct(db: Executor, id: string): Promise<Product | undefined> {
  const row = await findProduct(db, id);
  if (!row) return undefined;
  const [sizes, reviews] = await Promise.all([sizesOf(db, [row.id]), ratingSummary(db, row.id)]);
  return toProductDto(row, sizes.get(row.id) ?? [], reviews, { withFacts: true });
}

export async function deleteProduct(db: Executor, id: string) {
  const removed = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return removed.length;
}

/**
 * Puts goods back on the shelf: each line's quantity × what one of its size took of the tea's stock
 * (`stock_each`, docs/decisions/0032-sizes-and-stock-by-weight.md); a tea deleted since is skipped.
 * Answers whether any stock changed.
 */
export async function returnStock(
  tx: Executor,
  lines: readonly { productId: string | null; quantity: number; stockEach: number }[],
): Promise<boolean> {
  let changed = false;
  for (const line of lines) {
    if (!line.productId) continue;
    const returned = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity * line.stockEach}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId))
      .returning({ id: products.id });
    changed ||= returned.length > 0;
  }
  return changed;
}

/** Every tea's id and when it last changed (its price, stock or text), oldest first: what a sitemap lists. */
export function teaChanges(db: Executor): Promise<{ id: string; updatedAt: Date }[]> {
  return db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).orderBy(products.createdAt);
}
