import { toDollars } from '@teatree/shared/money';
import type { ProductSize } from '@teatree/shared/schemas/size';
import { centsPer100g, type StockedBy, sizeCount } from '@teatree/shared/sizes';
import { and, asc, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productSizes } from '../../db/schema/index.ts';

export type SizeRow = typeof productSizes.$inferSelect;

/**
 * The sizes on sale of these teas, each tea's in the owner's order, in one query for a whole page of
 * teas (docs/decisions/0032-sizes-and-stock-by-weight.md). Retired sizes are left out: they are no
 * longer sold, and the orders that hold them keep their own copy.
 */
export async function sizesOf(db: Executor, productIds: readonly string[]): Promise<Map<string, SizeRow[]>> {
  if (productIds.length === 0) return new Map();
  return sizesOnSale(db, inArray(productSizes.productId, [...new Set(productIds)]));
}

/**
 * The sizes on sale of the teas whose ids are after `after`, up to `last`, by tea, in the owner's order:
 * the catalogue's snapshot reads its teas a lot at a time, and each lot's sizes by one range of the index.
 */
export function sizesBetween(db: Executor, after: string, last: string): Promise<Map<string, SizeRow[]>> {
  return sizesOnSale(db, and(gt(productSizes.productId, after), lte(productSizes.productId, last)));
}

/** The sizes on sale of the teas `teas` picks, by tea, each tea's in the owner's order. */
async function sizesOnSale(db: Executor, teas: SQL | undefined): Promise<Map<string, SizeRow[]>> {
  const rows = await db
    .select()
    .from(productSizes)
    .where(and(teas, isNull(productSizes.retiredAt)))
    .orderBy(asc(productSizes.productId), asc(productSizes.position));
  return groupByTea(rows);
}

function groupByTea(rows: SizeRow[]): Map<string, SizeRow[]> {
  const bySize = new Map<string, SizeRow[]>();
  for (const row of rows) {
    const list = bySize.get(row.productId);
    if (list) list.push(row);
    else bySize.set(row.productId, [row]);
  }
  return bySize;
}

/** A size as the API answers it: its price in dollars, how many of it the tea's stock holds, its price per 100 g. */
export function toSizeDto(row: SizeRow, stock: number, stockedBy: StockedBy): ProductSize {
  return {
    id: row.id,
    label: row.label,
    grams: row.grams,
    price: toDollars(row.priceCents),
    minOrder: row.minOrder,
    sku: row.sku,
    quantity: sizeCount(stock, stockedBy, row.grams),
    pricePer100g: toDollars(centsPer100g(row.priceCents, row.grams)),
  };
}

/** The tea's default size among its sizes on sale: the one marked, or the first. */
export function defaultSizeRow(sizes: readonly SizeRow[]): SizeRow | undefined {
  return sizes.find((size) => size.isDefault) ?? sizes[0];
}

/** A size still on sale as a size of this tea: what a line may be ordered in. */
export const onSaleFor = (size: SizeRow | undefined, productId: string): size is SizeRow =>
  size !== undefined && size.productId === productId && size.retiredAt === null;
