import { maxQuantityForPrice } from '@teatree/shared/constants';
import { cartMessages } from '@teatree/shared/schemas/cart';
import { orderMessages } from '@teatree/shared/schemas/order';
import { eq, sql } from 'drizzle-orm';
import { builtOnce } from '../db/built-once.ts';
import type { Executor } from '../db/client.ts';
import { isForeignKeyViolation } from '../db/errors.ts';
import { products, user } from '../db/schema/index.ts';
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
import {
  countsOf,
  insertOrder,
  type NewLine,
  type NewOrder,
  newOrderRows,
  type OrderRows,
  orderCounts,
  orderWrites,
} from '../modules/orders/repository.ts';
import { findProduct, type ProductRow, stockTake, takeStock } from '../modules/products/repository.ts';
import { type OutboxRow, outboxInsert } from '../plugins/mailer.ts';
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
 *
 * Four round trips to the database: BEGIN; the customer's row locked, read with the tea; one statement
 * that counts the customer's orders, takes the stock and writes the order, its lines, its first event
 * and its mail; COMMIT. The counts are read after the lock, so two orders of one customer never both
 * pass a limit. Whatever refuses the order (a limit, the stock) rolls the whole statement back.
 */
export async function placeOrder(ctx: ShopContext, input: PurchaseValues, customerId: string, origin: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction((tx) => placeOnce(ctx, tx, input, customerId, origin));
    } catch (error) {
      // The tea changed (or went) between reading it and taking its stock: read it again.
      if (!(error instanceof TeaChanged)) throw error;
      if (attempt === PLACE_ATTEMPTS) throw conflict(orderMessages.teaChanged, { quantity: orderMessages.teaChanged });
    }
  }
}

const PLACE_ATTEMPTS = 3;

/** The tea read with the customer's row is not the one the stock was taken from: the order is written again. */
class TeaChanged extends Error {}

/** What an order copies of a tea: the rest of its row (its stock, its date) may change meanwhile. */
const SOLD_AS = ['name', 'category', 'brand', 'description', 'photo', 'priceCents'] as const;

/** The customer's row, locked, read with the tea they order: the first statement of placing an order. */
const lockCustomerWithTea = builtOnce<{ customerId: string; productId: string }>()('lock_customer_with_tea', (tx, v) =>
  tx
    .select({
      account: { name: user.name, email: user.email, emailVerified: user.emailVerified },
      product: products,
    })
    .from(user)
    .leftJoin(products, eq(products.id, v.productId))
    .where(eq(user.id, v.customerId))
    .for('update', { of: user }),
);

type OneTeaOrder = {
  customerId: string;
  since: Date;
  productId: string;
  quantity: number;
  now: Date;
  rows: OrderRows;
  mail: OutboxRow;
};

/**
 * The second: counts the customer's orders, takes the stock, and writes the order, its line, its
 * first event and its mail. Built once (db/built-once.ts): building its text took a third of placing
 * an order.
 */
const placeOneTea = builtOnce<OneTeaOrder>()('place_one_tea', (tx, v) => {
  const counts = tx.$with('counts').as(countsOf(tx, v.customerId, v.since));
  const taken = tx.$with('taken').as(stockTake(tx, v.productId, v.quantity, v.now));
  const writes = orderWrites(tx, v.rows);
  const queuedMail = tx.$with('queued_mail').as(outboxInsert(tx, v.mail));
  return tx
    .with(counts, taken, ...writes.parts, queuedMail)
    .select()
    .from(writes.placed)
    .crossJoin(counts)
    .leftJoin(taken, sql`true`);
});

async function placeOnce(ctx: ShopContext, tx: Executor, input: PurchaseValues, customerId: string, origin: string) {
  const [found] = await lockCustomerWithTea(tx, { customerId, productId: input.productId });
  const account = mayOrder(found?.account);
  const product = found?.product;
  if (!product) {
    withinLimits(ctx, await orderCounts(tx, customerId, hourAgo()));
    throw await whyNotPlaced(tx, input);
  }

  const rows = newOrderRows(
    newOrder(ctx, customerId, account, input),
    soldLines([{ product, quantity: input.quantity }]),
  );
  const mail = ctx.mailer.prepare(
    orderMails.placed(
      {
        order: {
          id: rows.order.id,
          customerName: account.name,
          email: account.email,
          totalCents: rows.order.totalCents,
        },
        lines: rows.lines,
        origin,
      },
      ctx.rules.unpaidOrderMinutes,
    ),
  );
  const [row] = await placeOneTea(tx, {
    customerId,
    since: hourAgo(),
    productId: input.productId,
    quantity: input.quantity,
    now: new Date(),
    rows,
    mail: mail.row,
  }).catch((error: unknown) => {
    // The tea was deleted since it was read: its lines cannot point at it.
    throw isForeignKeyViolation(error) ? new TeaChanged() : error;
  });
  if (!row) throw new Error('Placing an order wrote no order');
  withinLimits(ctx, row.counts);
  const { taken: took } = row;
  if (!took) throw await whyNotPlaced(tx, input);
  if (SOLD_AS.some((column) => took[column] !== product[column])) throw new TeaChanged();
  mail.queued();
  return { order: row.placed, lines: rows.lines };
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
  const [found] = await tx
    .select({ name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, customerId))
    .for('update');
  const account = mayOrder(found);
  withinLimits(ctx, await orderCounts(tx, customerId, hourAgo()));
  return { id: customerId, ...account };
}

/** The account as read under its lock: it must still exist and have a verified address. */
function mayOrder<A extends { emailVerified: boolean }>(account: A | undefined): A {
  if (!account) throw unauthorized('Please sign in again');
  if (!account.emailVerified) throw forbidden(orderMessages.verifyFirst, undefined, 'EMAIL_NOT_VERIFIED');
  return account;
}

const hourAgo = () => new Date(Date.now() - HOUR_MS);

/** MAX_UNPAID_ORDERS and ORDER_RATE_LIMIT, checked against counts read after the customer's lock. */
function withinLimits(ctx: ShopContext, counts: { unpaid: number; recent: number }) {
  const { maxUnpaidOrders, ordersPerHour } = ctx.rules;
  if (counts.unpaid >= maxUnpaidOrders) {
    throw tooManyRequests(orderMessages.tooManyUnpaid(maxUnpaidOrders), undefined, 'TOO_MANY_UNPAID_ORDERS');
  }
  if (counts.recent >= ordersPerHour) {
    throw tooManyRequests(orderMessages.tooManyOrders(ordersPerHour), undefined, 'ORDER_RATE_LIMITED');
  }
}

/** What an order of these teas copies of each: the tea as sold, and how many. */
function soldLines(ordered: readonly { product: ProductRow; quantity: number }[]): NewLine[] {
  return ordered.map(({ product, quantity }) => ({
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
}

/** The order's own columns: who placed it, where it goes, and until when its goods are held. */
function newOrder(
  ctx: ShopContext,
  customerId: string,
  account: { name: string; email: string },
  delivery: Delivery,
): NewOrder {
  return {
    userId: customerId,
    customerName: account.name,
    email: account.email,
    phone: delivery.phone,
    address: delivery.address,
    expiresAt: new Date(Date.now() + ctx.rules.unpaidOrderMinutes * 60_000),
  };
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
  const placed = await insertOrder(tx, newOrder(ctx, account.id, account, delivery), soldLines(ordered));
  await ctx.mailer.send(
    orderMails.placed({ order: placed.order, lines: placed.lines, origin }, ctx.rules.unpaidOrderMinutes),
    tx,
  );
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
