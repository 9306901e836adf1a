import {
  CART_LINES_MAX,
  type CartProblem,
  cartMessages,
  lineProblem,
  type MergedCart,
  orderBounds,
} from '@teatree/shared/schemas/cart';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { findProduct, type ProductRow, productsOf } from '../products/repository.ts';
import { lockAccount } from '../users/repository.ts';
import { boundsOf, cartOf, putLine, readCart, removeLine, uniqueLines } from './repository.ts';

/*
 * What changes a customer's cart (docs/decisions/0013-carts.md), each in one transaction that first locks
 * the customer's account row, as placing an order does (migration 0021): two tabs adding or merging at
 * once take turns, even into an empty cart that has no line to lock, so a cart never holds more than
 * CART_LINES_MAX teas; and a change and a checkout lock the account before any cart line, in the one
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

/** The tea a request names, or a 404 naming `productId`. */
async function teaOf(db: Executor, productId: string): Promise<ProductRow> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound('This product does not exist', { productId: 'This product does not exist' });
  return product;
}

/** Refuses a line quantity outside the tea's minimum, stock and one order's limit, naming `quantity`. */
function checkQuantity(product: ProductRow, quantity: number) {
  const refused = lineProblem(product.name, boundsOf(product), quantity);
  if (refused) throw new HttpError(PROBLEM_STATUS[refused.problem], refused.message, { quantity: refused.message });
}

/** Puts a tea in the cart, or more of a tea it holds; at most CART_LINES_MAX teas. */
export async function addToCart(db: Database, userId: string, productId: string, quantity: number) {
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const product = await teaOf(tx, productId);
    const lines = await cartOf(tx, userId, { lock: true });
    const held = lines.find((line) => line.productId === productId);
    if (!held && lines.length >= CART_LINES_MAX) {
      throw conflict(cartMessages.full, { productId: cartMessages.full }, 'CART_FULL');
    }
    const total = (held?.quantity ?? 0) + quantity;
    checkQuantity(product, total);
    await putLine(tx, userId, { productId, name: product.name, quantity: total });
  });
  return readCart(db, userId);
}

/** Sets a line's quantity, within its tea's bounds; a line the cart does not hold, or whose tea is gone, is a 404. */
export async function setLineQuantity(db: Database, userId: string, productId: string, quantity: number) {
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const held = (await cartOf(tx, userId, { lock: true })).find((line) => line.productId === productId);
    if (!held) throw notFound(cartMessages.notInCart, { productId: cartMessages.notInCart });
    const product = await findProduct(tx, productId);
    if (!product) {
      const gone = cartMessages.gone(held.name);
      throw notFound(gone, { productId: gone });
    }
    checkQuantity(product, quantity);
    await putLine(tx, userId, { productId, name: product.name, quantity: quantity });
  });
  return readCart(db, userId);
}

/**
 * Merges a browser's cart at sign-in: quantities of the same tea add up, kept within its bounds; a
 * sold-out tea keeps its line. A tea no longer sold, or a new tea once the cart holds CART_LINES_MAX, is
 * left out, and the answer names each with why.
 */
export async function mergeIntoCart(
  db: Database,
  userId: string,
  browserLines: readonly { productId: string; quantity: number; name?: string }[],
): Promise<MergedCart> {
  const leftOut: MergedCart['leftOut'] = [];
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const lines = await cartOf(tx, userId, { lock: true });
    const held = new Map(lines.map((line) => [line.productId, line.quantity]));
    const merged = uniqueLines(browserLines);
    const catalogue = await productsOf(
      tx,
      merged.map((line) => line.productId),
    );
    for (const line of merged) {
      const product = catalogue.get(line.productId);
      if (!product) {
        leftOut.push({ ...line, reason: 'gone', message: cartMessages.gone(line.name) });
        continue;
      }
      const before = held.get(line.productId);
      if (before === undefined && held.size >= CART_LINES_MAX) {
        leftOut.push({
          productId: product.id,
          name: product.name,
          reason: 'full',
          message: cartMessages.leftOutFull(product.name),
        });
        continue;
      }
      const { min, max, soldOut } = orderBounds(boundsOf(product));
      const wanted = (before ?? 0) + line.quantity;
      // A sold-out tea keeps its line (the cart says it is sold out); any other keeps to its bounds.
      const quantity = soldOut ? Math.max(1, before ?? min) : Math.min(Math.max(wanted, min), max);
      held.set(line.productId, quantity);
      await putLine(tx, userId, { productId: product.id, name: product.name, quantity });
    }
  });
  const cart = await readCart(db, userId);
  return {
    ...cart,
    leftOut: leftOut.map(({ productId, name, reason, message }) => ({ productId, name, reason, message })),
  };
}

/** Takes a tea out of the cart (a tea that is not there is simply not there). */
export async function removeFromCart(db: Database, userId: string, productId: string) {
  await removeLine(db, userId, productId);
  return readCart(db, userId);
}
