import { toCents } from '@teatree/shared/money';
import type { productInput, productUpdateInput } from '@teatree/shared/schemas/product';
import { startingStock } from '@teatree/shared/schemas/product';
import { defaultSizeOf, type sizeInput, sizeMessages } from '@teatree/shared/schemas/size';
import type { TeaFacts } from '@teatree/shared/schemas/tea-facts';
import { FIRST_SIZE, STOCK_MAX, type StockedBy, sizeCount, stockEach } from '@teatree/shared/sizes';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { productSizes, products } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { unknownCategory } from '../categories/repository.ts';
import { defaultSizeRow, type SizeRow } from './sizes.ts';

/** What an admin sends to add a tea (docs/product.md, "API"), sizes optional. */
export type ProductValues = z.output<typeof productInput>;
export type ProductChange = z.output<typeof productUpdateInput>;
type SizeValues = z.output<typeof sizeInput>;

/**
 * Adds a tea and its sizes in one transaction (docs/decisions/0032-sizes-and-stock-by-weight.md). With
 * the spec's fields alone, the tea gets one "100 g tin" at `price`, and a stock of `quantity` tins.
 */
/** Only the facts known are kept: a tea's row says nothing of what the owner did not give. */
function knownFacts(facts: TeaFacts): Partial<TeaFacts> {
  return Object.fromEntries(
    Object.entries(facts).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
  );
}

export async function insertProduct(db: Database, input: ProductValues, creator: { name: string; email: string }) {
  const id = newId('prod');
  const stockedBy = input.stockedBy ?? 'weight';
  const sizes: SizeValues[] = input.sizes ?? [{ ...FIRST_SIZE, price: input.price, minOrder: input.minOrder }];
  const first = defaultSizeOf(sizes);
  const stock = startingStock(input);
  if (stock > STOCK_MAX) throw badRequest(sizeMessages.stockMax, { quantity: sizeMessages.stockMax });
  await guardCategory(db, () =>
    db.transaction(async (tx) => {
      await tx.insert(products).values({
        id,
        name: input.name,
        brand: input.brand,
        description: input.description,
        category: input.category,
        priceCents: toCents(first.price),
        minOrder: first.minOrder,
        defaultGrams: first.grams,
        stockedBy,
        stock,
        ...(input.taxClass && { taxClass: input.taxClass }),
        ...(input.facts && { facts: knownFacts(input.facts) }),
        date: input.date,
        photo: input.photo,
        ...(input.photos && input.photos.length > 1 && { photos: input.photos }),
        createdByName: creator.name,
        createdByEmail: creator.email,
      });
      await guardLabels(() =>
        tx.insert(productSizes).values(sizes.map((size, i) => sizeColumns(newId('size'), id, i, size, size === first))),
      );
    }),
  );
  return id;
}

function sizeColumns(id: string, productId: string, position: number, size: SizeValues, isDefault: boolean) {
  return {
    id,
    productId,
    position,
    label: size.label,
    grams: size.grams,
    priceCents: toCents(size.price),
    minOrder: size.minOrder,
    sku: size.sku || null,
    isDefault,
  };
}

/**
 * Two sizes on sale never share a label; the unique index is the last guard, for two owners saving at
 * once: its refusal is the owner's mistake (a 400 on the label), never a fault of the shop.
 */
async function guardLabels<T>(write: () => Promise<T>, field = 'sizes'): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (violates(err, 'product_sizes_label_key')) {
      throw badRequest('Two sizes cannot share a label', { [field]: 'Two sizes cannot share a label' });
    }
    throw err;
  }
}

/** Whether a write failed on `constraint`: a unique index (23505) or a foreign key (23503). */
function violates(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if ((code === '23505' || code === '23503') && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}

/**
 * A tea's category must be one the shop keeps (docs/decisions/0041-owner-kept-categories.md). The
 * foreign key decides, also against an owner retiring it at that moment; its refusal names the field.
 */
async function guardCategory<T>(db: Executor, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (violates(err, 'products_category_categories_name_fk')) return unknownCategory(db);
    throw err;
  }
}

/**
 * Changes a tea (PATCH): the spec's `price` and `minOrder` are its default size's, `quantity` sets the
 * stock to that many of the default size, `sizes` replaces the sizes on sale (listed ids kept and
 * changed, the others retired, new ones added). Everything in one transaction: a refusal changes nothing.
 * Answers undefined when the tea does not exist.
 */
export async function updateProduct(db: Database, id: string, change: ProductChange): Promise<ProductRow | undefined> {
  return guardCategory(db, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!row) return undefined;
      const onSale = await tx
        .select()
        .from(productSizes)
        .where(and(eq(productSizes.productId, id), isNull(productSizes.retiredAt)))
        .orderBy(productSizes.position);
      const stockedBy: StockedBy = change.stockedBy ?? row.stockedBy;
      const sizeCountAfter = change.sizes?.length ?? onSale.length;
      if (stockedBy === 'piece' && sizeCountAfter !== 1) {
        throw badRequest(sizeMessages.onePiece, { [change.sizes ? 'sizes' : 'stockedBy']: sizeMessages.onePiece });
      }
      const first = change.sizes
        ? await replaceSizes(tx, id, onSale, change.sizes)
        : await changeDefault(tx, onSale, change);
      let stock = change.stock ?? row.stock;
      if (change.quantity !== undefined) {
        const each = stockEach(stockedBy, first.grams);
        if (change.stock !== undefined && sizeCount(change.stock, stockedBy, first.grams) !== change.quantity) {
          const holds = sizeCount(change.stock, stockedBy, first.grams);
          throw badRequest(sizeMessages.quantityDisagrees(holds), { quantity: sizeMessages.quantityDisagrees(holds) });
        }
        stock = change.stock ?? change.quantity * each;
        if (stock > STOCK_MAX) throw badRequest(sizeMessages.stockMax, { quantity: sizeMessages.stockMax });
      }
      const [updated] = await tx
        .update(products)
        .set({
          ...(change.name !== undefined && { name: change.name }),
          ...(change.brand !== undefined && { brand: change.brand }),
          ...(change.description !== undefined && { description: change.description }),
          ...(change.category !== undefined && { category: change.category }),
          ...(change.date !== undefined && { date: change.date }),
          ...photosAfter(row, change),
          ...(change.taxClass !== undefined && { taxClass: change.taxClass }),
          ...(change.facts !== undefined && { facts: knownFacts(change.facts) }),
          priceCents: first.priceCents,
          minOrder: first.minOrder,
          defaultGrams: first.grams,
          stockedBy,
          stock,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
      return updated;
    }),
  );
}

type ProductRow = typeof products.$inferSelect;

/**
 * The photos after an edit (docs/decisions/0042-several-photos.md): `photos` replaces the gallery and
 * its first is the photo; `photo` alone replaces the first and keeps the others.
 */
function photosAfter(row: ProductRow, change: ProductChange): Partial<Pick<ProductRow, 'photo' | 'photos'>> {
  if (change.photos) {
    return { photo: change.photos[0]!, photos: change.photos.length > 1 ? change.photos : [] };
  }
  if (change.photo === undefined) return {};
  const others = row.photos.slice(1).filter((photo) => photo !== change.photo);
  return { photo: change.photo, photos: others.length ? [change.photo, ...others] : [] };
}

/** The spec's `price` and `minOrder` alone: they change the default size. */
async function changeDefault(tx: Executor, onSale: SizeRow[], change: ProductChange): Promise<SizeRow> {
  const first = defaultSizeRow(onSale);
  if (!first) throw badRequest(sizeMessages.sizesMin, { sizes: sizeMessages.sizesMin });
  if (change.price === undefined && change.minOrder === undefined) return first;
  const [updated] = await tx
    .update(productSizes)
    .set({
      ...(change.price !== undefined && { priceCents: toCents(change.price) }),
      ...(change.minOrder !== undefined && { minOrder: change.minOrder }),
    })
    .where(eq(productSizes.id, first.id))
    .returning();
  return updated!;
}

/**
 * The owner's new list of sizes: a listed id keeps its size (and changes it), a size on sale not listed
 * is retired (its label freed, its orders untouched), a size without an id is added; positions follow
 * the list and the default moves to the one marked (or the first).
 */
async function replaceSizes(tx: Executor, productId: string, onSale: SizeRow[], list: SizeValues[]): Promise<SizeRow> {
  const mine = new Set(onSale.map((size) => size.id));
  list.forEach((size, i) => {
    if (size.id !== undefined && !mine.has(size.id)) {
      throw badRequest(sizeMessages.sizeGone, { [`sizes.${i}.id`]: sizeMessages.sizeGone });
    }
  });
  const kept = new Set(list.flatMap((size) => (size.id ? [size.id] : [])));
  const now = new Date();
  // Retire the unlisted, and clear the default and labels of the kept, so that a swap of labels or of the
  // default between two sizes does not meet itself half-way in the unique indexes.
  for (const size of onSale) {
    await tx
      .update(productSizes)
      .set(kept.has(size.id) ? { isDefault: false, label: `~${size.id}` } : { isDefault: false, retiredAt: now })
      .where(eq(productSizes.id, size.id));
  }
  const first = defaultSizeOf(list);
  let chosen: SizeRow | undefined;
  for (const [i, size] of list.entries()) {
    const columns = sizeColumns(size.id ?? newId('size'), productId, i, size, size === first);
    const [written] = await guardLabels(
      () =>
        size.id
          ? tx.update(productSizes).set(columns).where(eq(productSizes.id, size.id)).returning()
          : tx.insert(productSizes).values(columns).returning(),
      `sizes.${i}.label`,
    );
    if (size === first) chosen = written;
  }
  return chosen!;
}
