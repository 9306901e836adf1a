import { maxQuantityForPrice } from '@teatree/shared/constants';
import { cartMessages } from '@teatree/shared/schemas/cart';
import { orderMessages } from '@teatree/shared/schemas/order';
import { eq, sql } from 'drizzle-orm';
import { builtOnce, type Slots } from '../db/built-once.ts';
import type { Executor } from '../db/client.ts';
import { orderRefusal } from '../db/errors.ts';
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
import { cartOf, emptyCart, toCart } from '../modules/cart/repository.ts';
import { orderMails } from '../modules/orders/mails.ts';
import {
  customerForOrder,
  insertOrder,
  type NewLine,
  type NewOrder,
  newOrderRows,
  type OrderLimits,
  type OrderRows,
  orderCustomer,
  orderWrites,
  placedOrder,
} from '../modules/orders/repository.ts';
import { type OutboxRow, outboxInsert } from '../modules/outbox/repository.ts';
import { findProduct, type ProductRow, productsOf, stockTake, takeStock } from '../modules/products/repository.ts';
import { sameAsSold, type TeaAsSold } from '../modules/products/teas-as-sold.ts';
import type { ShopContext } from './context.ts';

export interface PurchaseValues {
  productId: string;
  quantity: number;
  address: string;
  phone: string;
}

/** Where an order goes; its teas come from the purchase form (one line) or from the customer's cart. */
type Delivery = Pick<PurchaseValues, 'address' | 'phone'>;

/** Who orders, as the session knows them: placing the order checks it against their locked account. */
export interface Customer {
  id: string;
  name: string;
  email: string;
}

const HOUR_MS = 60 * 60_000;

/**
 * Places a one-tea order from the purchase form of /products/{id}. Its refusals name the form's
 * `quantity` field, as the form shows them.
 *
 * One statement, sent once (docs/decisions/0021-one-statement-orders.md): it locks the customer's
 * account, counts their orders after the lock, takes the tea's stock, and writes the order, its line,
 * its first event and its mail. The order copies the tea as this server last saw it and the customer as
 * their session knows them; the statement takes the stock only while the tea is still sold so, and
 * undoes itself (`refuse_order`) when anything is not as assumed: the account gone, unverified or
 * renamed, a limit reached, the tea changed, gone or short. A refusal then reads what it must to
 * answer, or to try again with the tea or the account as they are now.
 */
export async function placeOrder(ctx: ShopContext, input: PurchaseValues, customer: Customer, origin: string) {
  let account = { name: customer.name, email: customer.email };
  for (let attempt = 1; attempt <= PLACE_ATTEMPTS; attempt++) {
    const tea = await ctx.teas.read(ctx.db, input.productId);
    if (!tea) throw await refusedWithoutTea(ctx, customer.id);
    const rows = newOrderRows(
      newOrder(ctx, customer.id, account, input),
      soldLines([{ product: tea, quantity: input.quantity }]),
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
    let placed: { createdAt: Date } | undefined;
    try {
      [placed] = await placeOneTea(ctx.db, {
        customerId: customer.id,
        limits: limitsNow(ctx),
        now: new Date(),
        rows,
        mail: mail.row,
      });
    } catch (error) {
      const reason = orderRefusal(error);
      if (reason === 'account_changed') account = await accountNow(ctx, customer.id);
      else if (reason === 'not_taken') await whyNotTaken(ctx, input, tea);
      else throw refusalOf(ctx, reason) ?? error;
      continue;
    }
    if (!placed) throw new Error('Placing an order wrote no order');
    mail.queued();
    return { order: placedOrder(rows.order, placed.createdAt), lines: rows.lines };
  }
  throw conflict(orderMessages.teaChanged, { quantity: orderMessages.teaChanged });
}

/** How many times an order is tried with the tea or the account read again, before a 409 says so. */
const PLACE_ATTEMPTS = 3;

type OneTeaOrder = {
  customerId: string;
  limits: OrderLimits;
  now: Date;
  rows: OrderRows;
  mail: OutboxRow;
};

/**
 * The statement that places a one-tea order. Built once (db/built-once.ts): building its text took a
 * third of placing an order. Its parts run in the order their readings need: the order's owner and the
 * stock's gate both read `customer`, so the account is locked and the orders counted before the stock
 * is taken (two orders of carts and forms lock the account first, then teas) and before the new order
 * exists; `refuse_order` reads all of it, and raises whatever is not as the order assumed.
 */
const placeOneTea = builtOnce<OneTeaOrder>()('place_one_tea', (db, v) => {
  const customer = db
    .$with('customer', { customerId: sql<string>`customer_id` })
    .as(sql`select * from ${orderCustomer(v.customerId, v.limits)}`);
  const [line] = v.rows.lines;
  const taken = db
    .$with('taken')
    .as(
      stockTake(
        db,
        line!.productId,
        line!.quantity,
        v.now,
        sql`exists (select from ${customer})`,
        ...soldAsConditions(line!),
      ),
    );
  const writes = orderWrites(db, {
    ...v.rows,
    order: { ...v.rows.order, userId: sql`(select customer_id from ${customer})` },
  });
  const queuedMail = db.$with('queued_mail').as(outboxInsert(db, v.mail));
  // The order's own values are known here: only the time the database gave it comes back.
  return db
    .with(customer, taken, ...writes.parts, queuedMail)
    .select({ createdAt: writes.placed.createdAt })
    .from(writes.placed)
    .where(
      sql`refuse_order((select case
        when c.name is null then 'signed_out'
        when not c.email_verified then 'unverified'
        when c.unpaid >= ${v.limits.maxUnpaid} then 'unpaid'
        when c.recent >= ${v.limits.perHour} then 'rate'
        when c.name <> ${v.rows.order.customerName} or c.email <> ${v.rows.order.email} then 'account_changed'
        when not exists (select from ${taken}) then 'not_taken'
      end from ${customer} c))`,
    );
});

/** The stock is taken only from the tea the line copies, as it copies it. */
function soldAsConditions(line: Slots<OrderRows>['lines'][number]) {
  return [
    eq(products.name, line.name),
    eq(products.category, line.category),
    eq(products.brand, line.brand),
    eq(products.description, line.description),
    eq(products.photo, line.photo),
    eq(products.priceCents, line.unitPriceCents),
  ];
}

/** A refusal of the customer as the answer that says it, or undefined for one no answer says. */
function refusalOf(ctx: ShopContext, reason: string | undefined): HttpError | undefined {
  const { maxUnpaidOrders, ordersPerHour } = ctx.rules;
  switch (reason) {
    case 'signed_out':
      return unauthorized('Please sign in again');
    case 'unverified':
      return forbidden(orderMessages.verifyFirst, undefined, 'EMAIL_NOT_VERIFIED');
    case 'unpaid':
      return tooManyRequests(orderMessages.tooManyUnpaid(maxUnpaidOrders), undefined, 'TOO_MANY_UNPAID_ORDERS');
    case 'rate':
      return tooManyRequests(orderMessages.tooManyOrders(ordersPerHour), undefined, 'ORDER_RATE_LIMITED');
    default:
      return undefined;
  }
}

/**
 * The stock was not taken: the answer that says why, thrown; or, when the tea is sold otherwise now
 * than the order copied it (or its stock came back meanwhile), nothing, and the order is tried again
 * with the tea as it is.
 */
async function whyNotTaken(ctx: ShopContext, input: PurchaseValues, ordered: TeaAsSold) {
  ctx.teas.forget(input.productId);
  const product = await findProduct(ctx.db, input.productId);
  if (!product) throw notFound('This product does not exist', { productId: 'This product does not exist' });
  ctx.teas.remember(product);
  if (!sameAsSold(product, ordered)) return;
  if (input.quantity < product.minOrder) {
    const message = orderMessages.quantityBelowMin(product.minOrder);
    throw badRequest(message, { quantity: message });
  }
  if (input.quantity > maxQuantityForPrice(product.priceCents)) {
    const message = orderMessages.totalTooHigh(maxQuantityForPrice(product.priceCents));
    throw badRequest(message, { quantity: message });
  }
  if (input.quantity > product.quantity) {
    const message =
      product.quantity < product.minOrder ? orderMessages.soldOut : orderMessages.quantityAboveStock(product.quantity);
    throw conflict(message, { quantity: message });
  }
}

/** No such tea: the account and the limits are answered first, as for any order, then the 404. */
async function refusedWithoutTea(ctx: ShopContext, customerId: string): Promise<HttpError> {
  mayOrderNow(ctx, await customerForOrder(ctx.db, customerId, limitsNow(ctx)));
  return notFound('This product does not exist', { productId: 'This product does not exist' });
}

/** The account's name and address as they are now, when the session's were not. */
async function accountNow(ctx: ShopContext, customerId: string) {
  const [found] = await ctx.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, customerId));
  if (!found) throw unauthorized('Please sign in again');
  return found;
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
  const account = mayOrderNow(ctx, await customerForOrder(tx, customerId, limitsNow(ctx)));
  return { id: customerId, ...account };
}

/**
 * The account as read under its lock must still exist and have a verified address, and its orders be
 * within MAX_UNPAID_ORDERS and ORDER_RATE_LIMIT: the same checks, in the same order, as the one-tea
 * statement's `refuse_order`.
 */
function mayOrderNow(ctx: ShopContext, customer: Awaited<ReturnType<typeof customerForOrder>>) {
  const { name, email, emailVerified, unpaid, recent } = customer;
  const reason =
    name === null || email === null
      ? 'signed_out'
      : !emailVerified
        ? 'unverified'
        : unpaid >= ctx.rules.maxUnpaidOrders
          ? 'unpaid'
          : recent >= ctx.rules.ordersPerHour
            ? 'rate'
            : undefined;
  if (reason) throw refusalOf(ctx, reason)!;
  return { name: name!, email: email! };
}

/** MAX_UNPAID_ORDERS, and ORDER_RATE_LIMIT over the last hour. */
const limitsNow = (ctx: ShopContext): OrderLimits => ({
  since: new Date(Date.now() - HOUR_MS),
  maxUnpaid: ctx.rules.maxUnpaidOrders,
  perHour: ctx.rules.ordersPerHour,
});

/** What an order of these teas copies of each: the tea as sold, and how many. */
function soldLines(ordered: readonly { product: TeaAsSold; quantity: number }[]): NewLine[] {
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
