import { stockEach } from '@teatree/shared/sizes';
import type { TaxClass } from '@teatree/shared/tax';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import { productSizes, products } from '../../db/schema/index.ts';
import type { ProductRow } from './repository.ts';
import { defaultSizeRow, onSaleFor, type SizeRow } from './sizes.ts';

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
  /** How the tea is taxed (docs/decisions/0033-shipping-and-tax.md). */
  taxClass: TaxClass;
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
  taxClass: tea.taxClass,
});

/** How a line names its tea to the customer: with its size when the tea has more than one ("Sencha, 250 g pouch"). */
export const lineName = (line: { name: string; sizeLabel: string | null }, sizeCount: number) =>
  sizeCount > 1 && line.sizeLabel ? `${line.name}, ${line.sizeLabel}` : line.name;

/** The teas and sizes a cart's (or an order's) lines read against, as the catalogue has them now. */
export interface CartCatalogue {
  teas: ReadonlyMap<string, ProductRow>;
  /** The lines' sizes (retired ones too: their lines are "no longer sold") and every size on sale of their teas, by id. */
  sizes: ReadonlyMap<string, SizeRow>;
  /** Each tea's sizes on sale, in the owner's order: its default size, and whether a line names its size. */
  onSale: ReadonlyMap<string, readonly SizeRow[]>;
  /** How many sizes on sale each tea has: a line of a tea of several names its size. */
  sizeCounts: ReadonlyMap<string, number>;
}

/**
 * The teas and their sizes on sale, with the retired sizes the lines name: built once for each number of
 * teas (db/built-once.ts), as every change of a cart reads it
 * (docs/decisions/0051-payment-statements-built-once.md). The teas are listed one parameter each, not as
 * one array: PostgreSQL's plan kept for a statement guesses ten elements in an array it has not seen,
 * judges that plan dearer than one made for the values, and plans the statement anew on every call (a
 * millisecond of PostgreSQL's CPU more an order, decision 0051 measured). The named sizes only filter
 * each tea's sizes, so they go as one array (db/array-literal.ts).
 */
const teasWithSizes = builtOnce<{ productIds: string[]; named: string }>()('teas_with_sizes', (db, v) =>
  db
    .select({ tea: products, size: productSizes })
    .from(products)
    .leftJoin(
      productSizes,
      and(
        eq(productSizes.productId, products.id),
        or(isNull(productSizes.retiredAt), sql`${productSizes.id} = any(${v.named}::text[])`),
      ),
    )
    .where(inArray(products.id, v.productIds))
    .orderBy(asc(products.id), asc(productSizes.position)),
);

/**
 * The catalogue as these lines (and these teas) read it, in one query: each tea joined to its sizes on
 * sale and to the retired sizes the lines name. A cart is read on every change of it, and by the
 * checkout, so one round trip rather than three counts (docs/decisions/0032-sizes-and-stock-by-weight.md).
 */
export async function catalogueOf(
  db: Executor,
  lines: readonly { productId: string; sizeId?: string }[],
): Promise<CartCatalogue> {
  const teas = new Map<string, ProductRow>();
  const sizes = new Map<string, SizeRow>();
  const onSale = new Map<string, SizeRow[]>();
  const productIds = [...new Set(lines.map((line) => line.productId))];
  if (productIds.length > 0) {
    const named = [...new Set(lines.flatMap((line) => (line.sizeId ? [line.sizeId] : [])))];
    const rows = await teasWithSizes(db, { productIds, named: arrayLiteral(named) });
    for (const { tea, size } of rows) {
      teas.set(tea.id, tea);
      if (!size) continue;
      sizes.set(size.id, size);
      if (size.retiredAt !== null) continue;
      const list = onSale.get(tea.id);
      if (list) list.push(size);
      else onSale.set(tea.id, [size]);
    }
  }
  return { teas, sizes, onSale, sizeCounts: new Map([...onSale].map(([id, list]) => [id, list.length])) };
}

/** The size a line means in this catalogue: the size it names, or its tea's default size when it names none. */
export function sizeMeant(catalogue: CartCatalogue, productId: string, sizeId: string | undefined) {
  return sizeId ? catalogue.sizes.get(sizeId) : defaultSizeRow(catalogue.onSale.get(productId) ?? []);
}

/**
 * A tea's size as the database has it now, with its tea: undefined when there is no such tea, or the
 * size is retired or not one of this tea's ("no longer sold").
 */
export async function readSold(
  db: Executor,
  productId: string,
  sizeId: string | undefined,
): Promise<{ tea: ProductRow; sold: TeaAsSold } | undefined> {
  const catalogue = await catalogueOf(db, [{ productId, sizeId }]);
  const tea = catalogue.teas.get(productId);
  const size = sizeMeant(catalogue, productId, sizeId);
  if (!tea || !onSaleFor(size, productId)) return undefined;
  return { tea, sold: soldAs(tea, size, catalogue.sizeCounts.get(productId)) };
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
