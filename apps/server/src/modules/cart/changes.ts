import {
  CART_LINES_MAX,
  type Cart,
  type CartProblem,
  cartMessages,
  lineProblem,
  type MergedCart,
  orderBounds,
} from '@teatree/shared/schemas/cart';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { ProductRow } from '../products/repository.ts';
import { onSaleFor, type SizeRow } from '../products/sizes.ts';
import { type CartCatalogue, catalogueOf, sizeMeant } from '../products/teas-as-sold.ts';
import { lockAccount } from '../users/repository.ts';
import {
  boundsOf,
  cartOf,
  NO_SIZE,
  putLine,
  readCart,
  removeLine,
  type StoredLine,
  soldNow,
  toCart,
  uniqueLines,
} from './repository.ts';

/*
 * What changes a customer's cart (docs/decisions/0013-carts.md), each in one transaction that first locks
 * the customer's account row, as placing an order does (migration 0021): two tabs adding or merging at
 * once take turns, even into an empty cart that has no line to lock, so a cart never holds more than
 * CART_LINES_MAX lines; and a change and a checkout lock the account before any cart line, in the one
 * order that cannot deadlock. Each answers the whole cart as it reads now.
 */

/** Refusals of a quantity that does not fit: the stock is a conflict with the shop's state, the rest bad input. */
const PROBLEM_STATUS: Record<CartProblem, number> = {
  gone: 404,
  soldOut: 409,
  onlyLeft: 409,
  tooDear: 400,
  belowMin: 400,
};

const NO_SUCH_TEA = 'This product does not exist';
const NO_SUCH_SIZE = 'This size is no longer sold';

/** The size of a tea a request names (none: the tea's default size), or a 404 naming `productId` or `sizeId`. */
function sizeOf(catalogue: CartCatalogue, productId: string, sizeId: string | undefined) {
  const tea = catalogue.teas.get(productId);
  if (!tea) throw notFound(NO_SUCH_TEA, { productId: NO_SUCH_TEA });
  const size = sizeMeant(catalogue, productId, sizeId);
  if (!onSaleFor(size, productId)) throw notFound(NO_SUCH_SIZE, { [sizeId ? 'sizeId' : 'productId']: NO_SUCH_SIZE });
  return { tea, size };
}

/** Refuses a line quantity outside the size's minimum, the stock and one order's limit, naming `quantity`. */
function checkQuantity(tea: ProductRow, size: SizeRow, quantity: number) {
  const refused = lineProblem(tea.name, boundsOf(tea, size), quantity);
  if (refused) throw new HttpError(PROBLEM_STATUS[refused.problem], refused.message, { quantity: refused.message });
}

/**
 * The cart's line a path names: a size's id, or a tea's id for its default size's line (links and old
 * clients); a tea deleted since has no default size, and names its one line.
 */
function heldLine(lines: readonly StoredLine[], catalogue: CartCatalogue, id: string) {
  const bySize = lines.find((line) => line.sizeId === id);
  if (bySize) return bySize;
  const fallback = sizeMeant(catalogue, id, undefined);
  return lines.find((line) => line.productId === id && (!fallback || line.sizeId === fallback.id));
}

/**
 * The customer's lines, locked, and the catalogue they read, with a tea a path or a request names besides
 * (its default size): two queries however long the cart.
 */
async function lockedCart(tx: Executor, userId: string, also?: { productId: string; sizeId?: string }) {
  await lockAccount(tx, userId);
  const lines = await cartOf(tx, userId, { lock: true });
  return { lines, catalogue: await catalogueOf(tx, also ? [...lines, also] : lines) };
}

/** The cart once `line` is put in it: a line it held keeps its place, a new one comes last. */
function withLine(lines: readonly StoredLine[], line: StoredLine) {
  const at = lines.findIndex((held) => held.sizeId === line.sizeId);
  return at < 0 ? [...lines, line] : lines.map((held, i) => (i === at ? line : held));
}

/**
 * Puts a size of a tea in the cart, or more of one it holds; at most CART_LINES_MAX lines. The answer is
 * the cart as the transaction left it, read with the catalogue the change was checked against.
 */
export async function addToCart(
  db: Database,
  userId: string,
  item: { productId: string; sizeId?: string; quantity: number },
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const { lines, catalogue } = await lockedCart(tx, userId, item);
    const { tea, size } = sizeOf(catalogue, item.productId, item.sizeId);
    const held = lines.find((line) => line.sizeId === size.id);
    if (!held && lines.length >= CART_LINES_MAX) {
      throw conflict(cartMessages.full, { productId: cartMessages.full }, 'CART_FULL');
    }
    const total = (held?.quantity ?? 0) + item.quantity;
    checkQuantity(tea, size, total);
    const line = { productId: tea.id, sizeId: size.id, name: tea.name, quantity: total };
    await putLine(tx, userId, line);
    return toCart(withLine(lines, line), catalogue);
  });
}

/** Sets a line's quantity, within its size's bounds; a line the cart does not hold, or whose size is gone, is a 404. */
export async function setLineQuantity(db: Database, userId: string, id: string, quantity: number): Promise<Cart> {
  return db.transaction(async (tx) => {
    const { lines, catalogue } = await lockedCart(tx, userId, { productId: id });
    const held = heldLine(lines, catalogue, id);
    if (!held) throw notFound(cartMessages.notInCart, { productId: cartMessages.notInCart });
    const found = soldNow(held, catalogue);
    if (!found) {
      const gone = cartMessages.gone(held.name);
      throw notFound(gone, { productId: gone });
    }
    checkQuantity(found.tea, found.size, quantity);
    const line = { ...held, name: found.tea.name, quantity };
    await putLine(tx, userId, line);
    return toCart(withLine(lines, line), catalogue);
  });
}

/**
 * Merges a browser's cart at sign-in: quantities of the same size add up, kept within its bounds; a
 * sold-out size keeps its line. A size no longer sold, or a new line once the cart holds CART_LINES_MAX,
 * is left out, and the answer names each with why.
 */
export async function mergeIntoCart(
  db: Database,
  userId: string,
  browserLines: readonly { productId: string; sizeId?: string; quantity: number; name?: string }[],
): Promise<MergedCart> {
  const leftOut: MergedCart['leftOut'] = [];
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const lines = await cartOf(tx, userId, { lock: true });
    const held = new Map(lines.map((line) => [line.sizeId, line.quantity]));
    const catalogue = await catalogueOf(tx, browserLines);
    const merged = uniqueLines(browserLines, catalogue);
    for (const line of merged) {
      const found = soldNow(line, catalogue);
      if (!found) {
        const named = line.sizeId.startsWith(NO_SIZE) ? {} : { sizeId: line.sizeId };
        leftOut.push({
          productId: line.productId,
          ...named,
          name: line.name,
          reason: 'gone',
          message: cartMessages.gone(line.name),
        });
        continue;
      }
      const { tea, size } = found;
      const before = held.get(size.id);
      if (before === undefined && held.size >= CART_LINES_MAX) {
        leftOut.push({
          productId: tea.id,
          sizeId: size.id,
          name: tea.name,
          reason: 'full',
          message: cartMessages.leftOutFull(tea.name),
        });
        continue;
      }
      const { min, max, soldOut } = orderBounds(boundsOf(tea, size));
      const wanted = (before ?? 0) + line.quantity;
      // A sold-out size keeps its line (the cart says it is sold out); any other keeps to its bounds.
      const quantity = soldOut ? Math.max(1, before ?? min) : Math.min(Math.max(wanted, min), max);
      held.set(size.id, quantity);
      await putLine(tx, userId, { productId: tea.id, sizeId: size.id, name: tea.name, quantity });
    }
  });
  const cart = await readCart(db, userId);
  return {
    ...cart,
    leftOut: leftOut.map(({ productId, sizeId, name, reason, message }) => ({
      productId,
      sizeId,
      name,
      reason,
      message,
    })),
  };
}

/** Takes a line out of the cart, named by its size (or its tea, for the default size); one not there is simply not there. */
export async function removeFromCart(db: Database, userId: string, id: string): Promise<Cart> {
  const lines = await cartOf(db, userId);
  const catalogue = await catalogueOf(db, [...lines, { productId: id }]);
  const held = heldLine(lines, catalogue, id);
  if (!held) return toCart(lines, catalogue);
  await removeLine(db, userId, held.sizeId);
  return toCart(
    lines.filter((line) => line !== held),
    catalogue,
  );
}
