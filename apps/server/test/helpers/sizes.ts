import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { productSizes, products } from '../../src/db/schema/index.ts';
import { addProduct } from './catalogue.ts';

/**
 * Teas in several sizes drawing on one stock by weight (docs/decisions/0032-sizes-and-stock-by-weight.md),
 * written straight in the database (the admin API's `sizes` makes the same rows).
 */
export interface SizeSpec {
  label: string;
  grams: number;
  priceCents: number;
  minOrder?: number;
}

/** Two sizes: a 100 g tin at $12, the default, and a 250 g pouch at $25. */
export const TIN_AND_POUCH: readonly SizeSpec[] = [
  { label: '100 g tin', grams: 100, priceCents: 12_00 },
  { label: '250 g pouch', grams: 250, priceCents: 25_00 },
];

/** Two sizes: a 250 g pouch at $30, the default, and a 100 g tin at $14. */
export const POUCH_AND_TIN: readonly SizeSpec[] = [
  { label: '250 g pouch', grams: 250, priceCents: 30_00 },
  { label: '100 g tin', grams: 100, priceCents: 14_00 },
];

/**
 * A tea of `grams` in stock, sold in these sizes (the first the default); answers its id and its sizes'
 * ids, in the order given.
 */
export async function addTeaInSizes(
  app: { db: Database },
  { grams, name = 'Morning Sencha', sizes }: { grams: number; name?: string; sizes: readonly SizeSpec[] },
) {
  const first = sizes[0]!;
  const id = await addProduct(app, { name, priceCents: first.priceCents, minOrder: first.minOrder ?? 1, quantity: 0 });
  await app.db.delete(productSizes).where(eq(productSizes.productId, id));
  const sizeIds = sizes.map((_, i) => `size_${id}_${i + 1}`);
  await app.db.insert(productSizes).values(
    sizes.map((size, i) => ({
      id: sizeIds[i]!,
      productId: id,
      position: i + 1,
      label: size.label,
      grams: size.grams,
      priceCents: size.priceCents,
      minOrder: size.minOrder ?? 1,
      isDefault: i === 0,
    })),
  );
  await app.db.update(products).set({ stock: grams }).where(eq(products.id, id));
  return { id, sizeIds };
}

/** Retires a size: it leaves the shop, and orders keep their own copy of it. */
export async function retireSize(app: { db: Database }, sizeId: string) {
  await app.db.update(productSizes).set({ retiredAt: new Date() }).where(eq(productSizes.id, sizeId));
}

/** A tea's stock, in grams (or pieces). */
export async function gramsLeft(app: { db: Database }, productId: string) {
  const [row] = await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}
