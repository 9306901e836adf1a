import { ORDER_TOTAL_MAX_CENTS } from '@teatree/shared/constants';
import { toDollars } from '@teatree/shared/money';
import { type Cart, type CartLine, lineProblem, orderBounds } from '@teatree/shared/schemas/cart';
import { sizeCount } from '@teatree/shared/sizes';
import { and, asc, eq, type Placeholder, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import type { ProductRow } from '../products/repository.ts';
import { onSaleFor, type SizeRow } from '../products/sizes.ts';
import { type CartCatalogue, catalogueOf, lineName, sizeMeant } from '../products/teas-as-sold.ts';

/**
 * Carts: a customer's lines (a size of a tea and its quantity, docs/decisions/0032-sizes-and-stock-by-weight.md)
 * in `cart_items`, and how a cart reads with today's catalogue. What may be put in a cart, and how a cart
 * becomes an order, is decided by the routes and src/workflows/place-order.ts.
 */
export interface StoredLine {
  productId: string;
  sizeId: string;
  name: string;
  quantity: number;
}

/**
 * The customer's lines, oldest first: the order they were put in the cart (`position` orders the lines
 * written within one tick of the clock).
 */
export async function cartOf(db: Executor, userId: string, { lock = false } = {}): Promise<StoredLine[]> {
  return (lock ? lockedCartLines : cartLines)(db, { userId });
}

/*
 * Every change of a cart reads and writes these, built once (db/built-once.ts): Drizzle would build each
 * one's SQL anew on every call (docs/decisions/0051-payment-statements-built-once.md).
 */
const selectCartLines = (db: Executor, userId: Placeholder) =>
  db
    .select({
      productId: cartItems.productId,
      sizeId: cartItems.sizeId,
      name: cartItems.name,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.position));
const cartLines = builtOnce<{ userId: string }>()('cart_lines', (db, v) => selectCartLines(db, v.userId));
const lockedCartLines = builtOnce<{ userId: string }>()('cart_lines_locked', (db, v) =>
  selectCartLines(db, v.userId).for('update'),
);
type CartRow = { userId: string; productId: string; sizeId: string; name: string; quantity: number };
const upsertLine = builtOnce<CartRow>()('put_cart_line', (db, v) =>
  db
    .insert(cartItems)
    .values(v)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.sizeId],
      set: { quantity: sql`excluded.quantity`, name: sql`excluded.name` },
    }),
);

/** Sets a line's quantity, adding the line if the cart has none for this size. */
export async function putLine(db: Executor, userId: string, line: StoredLine) {
  await upsertLine(db, { userId, ...line });
}

export async function removeLine(db: Executor, userId: string, sizeId: string): Promise<boolean> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.sizeId, sizeId)))
    .returning({ sizeId: cartItems.sizeId });
  return removed.length > 0;
}

/** A size as the cart's bounds read it (dollars, as the shared rules take them): how many of it the stock holds. */
export const boundsOf = (tea: ProductRow, size: SizeRow) => ({
  quantity: sizeCount(tea.stock, tea.stockedBy, size.grams),
  minOrder: size.minOrder,
  price: toDollars(size.priceCents),
});

/** A line's tea and size when it may still be ordered; undefined when either is gone, retired or not the tea's. */
export function soldNow(line: StoredLine, catalogue: CartCatalogue) {
  const tea = catalogue.teas.get(line.productId);
  const size = catalogue.sizes.get(line.sizeId);
  if (!tea || !onSaleFor(size, line.productId)) return undefined;
  return { tea, size };
}

/** A cart as it reads today: each line with today's price and whatever stops it from being ordered. */
export function toCart(lines: readonly StoredLine[], catalogue: CartCatalogue): Cart {
  let totalCents = 0;
  const read = lines.map((line): CartLine => {
    const found = soldNow(line, catalogue);
    const name = found
      ? lineName({ name: found.tea.name, sizeLabel: found.size.label }, catalogue.sizeCounts.get(line.productId) ?? 1)
      : line.name;
    const problem = lineProblem(name, found && boundsOf(found.tea, found.size), line.quantity);
    if (!found) {
      return {
        productId: line.productId,
        // A line that named no size, of a tea gone, is named by its tea, as a browser's cart keeps it.
        sizeId: line.sizeId.startsWith(NO_SIZE) ? line.productId : line.sizeId,
        name: line.name,
        size: null,
        photo: '',
        category: '',
        price: null,
        quantity: line.quantity,
        minOrder: 0,
        maxOrder: 0,
        total: null,
        problem: problem?.problem ?? 'gone',
        message: problem?.message ?? null,
      };
    }
    const { tea, size } = found;
    const lineCents = size.priceCents * line.quantity;
    if (!problem) totalCents += lineCents;
    const { min, max, soldOut } = orderBounds(boundsOf(tea, size));
    return {
      productId: tea.id,
      sizeId: size.id,
      name: tea.name,
      size: { label: size.label, grams: size.grams },
      photo: tea.photo,
      category: tea.category,
      price: toDollars(size.priceCents),
      quantity: line.quantity,
      minOrder: soldOut ? 0 : min,
      maxOrder: soldOut ? 0 : max,
      total: toDollars(lineCents),
      problem: problem?.problem ?? null,
      message: problem?.message ?? null,
    };
  });
  return {
    lines: read,
    count: read.length,
    total: toDollars(totalCents),
    ready: read.length > 0 && read.every((line) => line.problem === null) && totalCents <= ORDER_TOTAL_MAX_CENTS,
  };
}

/** The customer's cart as it reads today. */
export async function readCart(db: Executor, userId: string): Promise<Cart> {
  const lines = await cartOf(db, userId);
  return toCart(lines, await catalogueOf(db, lines));
}

/** The size of a browser's line naming none whose tea has no default size (a tea gone): the line is "gone". */
export const NO_SIZE = 'none|';

export type BrowserLine = { productId: string; sizeId?: string; quantity: number; name?: string };

/**
 * A browser's lines, one per size (a repeated size's quantities add up), with a name for each; a line
 * naming no size is its tea's default size's (a tea gone has none: its line is then "gone"). The
 * catalogue is the one these browser lines read.
 */
export function uniqueLines(lines: readonly BrowserLine[], catalogue: CartCatalogue): StoredLine[] {
  const bySize = new Map<string, StoredLine>();
  for (const line of lines) {
    const sizeId = line.sizeId ?? sizeMeant(catalogue, line.productId, undefined)?.id ?? `${NO_SIZE}${line.productId}`;
    const key = `${line.productId}|${sizeId}`;
    const seen = bySize.get(key);
    if (seen) seen.quantity += line.quantity;
    else bySize.set(key, { productId: line.productId, sizeId, quantity: line.quantity, name: line.name ?? 'This tea' });
  }
  return [...bySize.values()];
}

/** A visitor's cart, kept in their browser, as it reads today: the same answer as a customer's. */
export async function previewCart(db: Executor, browserLines: readonly BrowserLine[]) {
  const catalogue = await catalogueOf(db, browserLines);
  return toCart(uniqueLines(browserLines, catalogue), catalogue);
}
