import { toCents, toDollars } from '@teatree/shared/money';
import { maskEmail } from '@teatree/shared/privacy';
import type { Product, ProductSort } from '@teatree/shared/schemas/product';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { RatingSummary } from '../reviews/repository.ts';

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
  sort?: ProductSort;
}

export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
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
