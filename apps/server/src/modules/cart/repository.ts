import { ORDER_TOTAL_MAX_CENTS } from '@teatree/shared/constants';
import { toDollars } from '@teatree/shared/money';
import { type Cart, type CartLine, lineProblem, orderBounds } from '@teatree/shared/schemas/cart';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { type ProductRow, productsOf } from '../products/repository.ts';

/**
 * Carts: a customer's lines (tea and quantity) in `cart_items`, and how a cart reads with today's
 * catalogue. What may be put in a cart, and how a cart becomes an order, is decided by the routes and
 * src/workflows/place-order.ts.
 */
export interface StoredLine {
  productId: string;
  name: string;
  quantity: number;
}

/**
 * The customer's lines, oldest first: the order they were put in the cart (`position` orders the lines
 * written within one tick of the clock).
 */
export async function cartOf(db: Executor, userId: string, { lock = false } = {}): Promise<StoredLine[]> {
  const query = db
    .select({ productId: cartItems.productId, name: cartItems.name, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.position));
  return lock ? query.for('update') : query;
}

/** Sets a line's quantity, adding the line if the cart has none for this tea. */
export async function putLine(db: Executor, userId: string, line: StoredLine) {
  await db
    .insert(cartItems)
    .values({ userId, ...line })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: line.quantity, name: line.name },
    });
}

export async function removeLine(db: Executor, userId: string, productId: string): Promise<boolean> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  return removed.length > 0;
}

/** A product row as the cart's bounds read it (dollars, as the shared rules take them). */
export const boundsOf = (row: ProductRow) => ({
  quantity: row.quantity,
  minOrder: row.minOrder,
  price: toDollars(row.priceCents),
});

/** A cart as it reads today: each line with today's price and whatever stops it from being ordered. */
export function toCart(lines: readonly StoredLine[], catalogue: ReadonlyMap<string, ProductRow>): Cart {
  let totalCents = 0;
  const read = lines.map((line): CartLine => {
    const product = catalogue.get(line.productId);
    const problem = lineProblem(product?.name ?? line.name, product && boundsOf(product), line.quantity);
    if (!product) {
      return {
        productId: line.productId,
        name: line.name,
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
    const lineCents = product.priceCents * line.quantity;
    if (!problem) totalCents += lineCents;
    const { min, max, soldOut } = orderBounds(boundsOf(product));
    return {
      productId: product.id,
      name: product.name,
      photo: product.photo,
      category: product.category,
      price: toDollars(product.priceCents),
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
  return toCart(
    lines,
    await productsOf(
      db,
      lines.map((line) => line.productId),
    ),
  );
}

/** A browser's lines, one per tea (a repeated tea's quantities add up), with a name for each. */
export function uniqueLines(lines: readonly { productId: string; quantity: number; name?: string }[]) {
  const byTea = new Map<string, { productId: string; quantity: number; name: string }>();
  for (const line of lines) {
    const seen = byTea.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else
      byTea.set(line.productId, { productId: line.productId, quantity: line.quantity, name: line.name ?? 'This tea' });
  }
  return [...byTea.values()];
}

/** A visitor's cart, kept in their browser, as it reads today: the same answer as a customer's. */
export async function previewCart(
  db: Executor,
  browserLines: readonly { productId: string; quantity: number; name?: string }[],
) {
  const lines = uniqueLines(browserLines);
  return toCart(
    lines,
    await productsOf(
      db,
      lines.map((line) => line.productId),
    ),
  );
}
