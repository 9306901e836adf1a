import { toDollars } from '@teatree/shared/money';
import type { Product } from '@teatree/shared/schemas/product';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;

export function toProductDto(row: ProductRow): Product {
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
  };
}

export async function listProducts(db: Executor, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(products),
  ]);
  return { items: rows.map(toProductDto), total: total?.value ?? 0 };
}

export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}
