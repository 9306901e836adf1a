import { maxQuantityForPrice } from '@teatree/shared/constants';
import { cartMessages } from '@teatree/shared/schemas/cart';
import { orderMessages } from '@teatree/shared/schemas/order';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import {
  badRequest,
  conflict,
  forbidden,
  type HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../lib/http-errors.ts';
import { cartOf, emptyCart, productsOf, toCart } from '../modules/cart/repository.ts';
import { orderMails } from '../modules/orders/mails.ts';
import { insertOrder, orderCounts } from '../modules/orders/repository.ts';
import { findProduct, type ProductRow, takeStock } from '../modules/products/repository.ts';
import type { ShopContext } from './context.ts';

export interface PurchaseValues {
  productId: string;
  quantity: number;
  address: string;
  phone: string;
}

/** Where an order goes; its teas come from the purchase form (one line) or from the customer's cart. */
type Delivery = Pick<PurchaseValues, 'address' | 'phone'>;

const HOUR_MS = 60 * 60_000;

/**
 * Places a one-tea order from the purchase form of /products/{id}. Its refusals name the form's
 * `quantity` field, as the form shows them.
 */
export function placeOrder(ctx: ShopContext, input: PurchaseValues, customerId: string, origin: string) {
  return ctx.db.transaction(async (tx) => {
    const account = await lockCustomer(ctx, tx, customerId);
    const line = await takeStock(tx, input.productId, input.quantity);
    if (!line) throw await whyNotPlaced(tx, input);
    return writeOrder(ctx, tx, account, input, [{ product: line, quantity: input.quantity }], origin);
  });
}

/**
 * Places one order of every line of the customer's cart (docs/decisions/0013-carts.md), and empties
 * the cart. The stock of every line is taken in the same transaction, all or nothing: a line that no
 * longer fits refuses the whole order, naming the tea and what is left. Teas are taken in the order of
 * their ids, so two carts that share teas wait for each other instead of deadlocking.
 */
export function checkOut(ctx: ShopContext, delivery: Delivery, customerId: string, origin: string) {
  return ctx.db.transaction(async (tx) => {
    const account = await lockCustomer(ctx, tx, customerId);
    const lines = await cartOf(tx, customerId, { lock: true });
    if (lines.length === 0) throw conflict(cartMessages.empty, { lines: cartMessages.empty }, 'CART_EMPTY');

    const catalogue = await productsOf(
      tx,
      lines.map((line) => line.productId),
    );
    const read = toCart(lines, catalogue);
    const unfit = read.lines.find((line) => line.problem !== null);
    if (unfit) throw lineRefused(unfit.productId, unfit.message!);
    if (!read.ready) throw badRequest(cartMessages.totalTooHigh, { lines: cartMessages.totalTooHigh });

    const taken = new Map<string, ProductRow>();
    for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
      const product = await takeStock(tx, line.productId, line.quantity);
      if (!product) {
        // Someone took the tins between the read and the update: say what is left now.
        const now = await findProduct(tx, line.productId);
        const [again] = toCart([line], new Map(now ? [[now.id, now]] : [])).lines;
        throw lineRefused(line.productId, again?.message ?? cartMessages.gone(line.name));
      }
      taken.set(line.productId, product);
    }
    const ordered = lines.map((line) => ({ product: taken.get(line.productId)!, quantity: line.quantity }));
    const placed = await writeOrder(ctx, tx, account, delivery, ordered, origin);
    await emptyCart(tx, customerId);
    return placed;
  });
}

/** A cart line that cannot be ordered: a 409 naming the line by its tea. */
function lineRefused(productId: string, message: string) {
  return conflict(message, { [`lines.${productId}`]: message }, 'CART_LINE_UNAVAILABLE');
}

/**
 * Locks the customer's account row, so that one customer's orders are placed one at a time and the
 * limits count what is really there, and checks that they may order now.
 */
async function lockCustomer(ctx: ShopContext, tx: Executor, customerId: string) {
  const [account] = await tx
    .select({ name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, customerId))
    .for('update');
  if (!account) throw unauthorized('Please sign in again');
  if (!account.emailVerified) throw forbidden(orderMessages.verifyFirst, undefined, 'EMAIL_NOT_VERIFIED');

  const { maxUnpaidOrders, ordersPerHour } = ctx.rules;
  const counts = await orderCounts(tx, customerId, new Date(Date.now() - HOUR_MS));
  if (counts.unpaid >= maxUnpaidOrders) {
    throw tooManyRequests(orderMessages.tooManyUnpaid(maxUnpaidOrders), undefined, 'TOO_MANY_UNPAID_ORDERS');
  }
  if (counts.recent >= ordersPerHour) {
    throw tooManyRequests(orderMessages.tooManyOrders(ordersPerHour), undefined, 'ORDER_RATE_LIMITED');
  }
  return { id: customerId, ...account };
}

/**
 * Writes the order (docs/decisions/0011-order-states.md), its lines with their own copy of each tea as
 * sold, its first event and the "placed" mail; its goods are held for UNPAID_ORDER_MINUTES.
 */
async function writeOrder(
  ctx: ShopContext,
  tx: Executor,
  account: { id: string; name: string; email: string },
  delivery: Delivery,
  ordered: readonly { product: ProductRow; quantity: number }[],
  origin: string,
) {
  const lines = ordered.map(({ product, quantity }) => ({
    productId: product.id,
    name: product.name,
    category: product.category,
    brand: product.brand,
    description: product.description,
    photo: product.photo,
    unitPriceCents: product.priceCents,
    quantity,
    totalCents: product.priceCents * quantity,
  }));
  const { unpaidOrderMinutes } = ctx.rules;
  const placed = await insertOrder(
    tx,
    {
      userId: account.id,
      customerName: account.name,
      email: account.email,
      phone: delivery.phone,
      address: delivery.address,
      expiresAt: new Date(Date.now() + unpaidOrderMinutes * 60_000),
    },
    lines,
  );
  await ctx.mailer.send(orderMails.placed({ ...placed, origin }, unpaidOrderMinutes), tx);
  return placed;
}

async function whyNotPlaced(db: Executor, input: PurchaseValues): Promise<HttpError> {
  const product = await findProduct(db, input.productId);
  if (!product) return notFound('This product does not exist', { productId: 'This product does not exist' });
  if (input.quantity < product.minOrder) {
    const message = orderMessages.quantityBelowMin(product.minOrder);
    return badRequest(message, { quantity: message });
  }
  if (input.quantity > maxQuantityForPrice(product.priceCents)) {
    const message = orderMessages.totalTooHigh(maxQuantityForPrice(product.priceCents));
    return badRequest(message, { quantity: message });
  }
  const message =
    product.quantity < product.minOrder ? orderMessages.soldOut : orderMessages.quantityAboveStock(product.quantity);
  return conflict(message, { quantity: message });
}
