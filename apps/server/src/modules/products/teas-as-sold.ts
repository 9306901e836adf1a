import { stockEach } from '@teatree/shared/sizes';
import type { Executor } from '../../db/client.ts';
import { findProduct, type ProductRow } from './repository.ts';
import { onSaleFor, type SizeRow, sizeOfLine, sizesOf } from './sizes.ts';

/**
 * What an order copies of a size of a tea (docs/decisions/0032-sizes-and-stock-by-weight.md), and the
 * minimum it was checked against: the rest of its row (its stock, its dates) may change meanwhile.
 * `priceCents` and `minOrder` are the size's; `stockEach` is what one of the size takes of the tea's stock.
 */
export interface TeaAsSold {
  id: string;
  name: string;
  category: string;
  brand: string;
  description: string;
  photo: string;
  priceCents: number;
  minOrder: number;
  sizeId: string;
  sizeLabel: string;
  sizeGrams: number;
  stockEach: number;
  /** How many sizes the tea offers when read: a line of a tea of several sizes names its size. */
  sizeCount: number;
}

/** A tea and one of its sizes as an order copies them. */
export const soldAs = (tea: ProductRow, size: SizeRow, sizeCount = 1): TeaAsSold => ({
  id: tea.id,
  name: tea.name,
  category: tea.category,
  brand: tea.brand,
  description: tea.description,
  photo: tea.photo,
  priceCents: size.priceCents,
  minOrder: size.minOrder,
  sizeId: size.id,
  sizeLabel: size.label,
  sizeGrams: size.grams,
  stockEach: stockEach(tea.stockedBy, size.grams),
  sizeCount,
});

/** How a line names its tea to the customer: with its size when the tea has more than one ("Sencha, 250 g pouch"). */
export const lineName = (line: { name: string; sizeLabel: string | null }, sizeCount: number) =>
  sizeCount > 1 && line.sizeLabel ? `${line.name}, ${line.sizeLabel}` : line.name;

/**
 * A tea's size as the database has it now, with its tea: undefined when there is no such tea, or the
 * size is retired or not one of this tea's ("no longer sold").
 */
export async function readSold(
  db: Executor,
  productId: string,
  sizeId: string | undefined,
): Promise<{ tea: ProductRow; sold: TeaAsSold } | undefined> {
  const [tea, size] = await Promise.all([findProduct(db, productId), sizeOfLine(db, productId, sizeId)]);
  if (!tea || !onSaleFor(size, productId)) return undefined;
  const count = await liveSizeCount(db, productId);
  return { tea, sold: soldAs(tea, size, count) };
}

async function liveSizeCount(db: Executor, productId: string) {
  return (await sizesOf(db, [productId])).get(productId)?.length ?? 1;
}

/**
 * The sizes of teas as orders last copied them, so that placing an order need not read its tea first
 * (docs/decisions/0021-one-statement-orders.md). Never trusted: the statement that takes a tea's stock
 * takes it only while the tea and its size are still sold as remembered, and a refused order, or one
 * the tea as remembered would refuse, reads the tea again (docs/decisions/0024-one-order-path.md).
 * Nothing else keeps it fresh, so it needs no announcement; the least recently ordered go past `max`.
 * Kept by tea and size, as a tea's page orders a size (none named: its default size).
 */
export class TeasAsSold {
  readonly #teas = new Map<string, TeaAsSold>();

  constructor(private readonly max = 2_000) {}

  static key = (productId: string, sizeId: string | undefined) => `${productId}|${sizeId ?? ''}`;

  /** The size as remembered, or as the database has it now; undefined when it is not sold. */
  async read(db: Executor, productId: string, sizeId?: string): Promise<TeaAsSold | undefined> {
    const key = TeasAsSold.key(productId, sizeId);
    const kept = this.#teas.get(key);
    if (kept) {
      this.#teas.delete(key);
      this.#teas.set(key, kept);
      return kept;
    }
    const found = await readSold(db, productId, sizeId);
    if (found) this.remember(found.sold, sizeId);
    return found?.sold;
  }

  remember(tea: TeaAsSold, asked: string | undefined) {
    const key = TeasAsSold.key(tea.id, asked);
    this.#teas.delete(key);
    this.#teas.set(key, tea);
    if (this.#teas.size > this.max) this.#teas.delete(this.#teas.keys().next().value!);
  }

  forget(productId: string, sizeId: string | undefined) {
    this.#teas.delete(TeasAsSold.key(productId, sizeId));
  }
}
