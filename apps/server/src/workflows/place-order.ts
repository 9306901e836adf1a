import { toCents } from '@teatree/shared/money';
import { orderMessages } from '@teatree/shared/schemas/order';
import { orderRefusal } from '../db/errors.ts';
import { conflict, type HttpError } from '../lib/http-errors.ts';
import { cartOf, type StoredLine, soldNow, toCart, uniqueLines } from '../modules/cart/repository.ts';
import { NUMBER_TO_COME, orderMails } from '../modules/orders/mails.ts';
import { type NewOrder, newOrderRows, placedOrder, soldLines } from '../modules/orders/new-order.ts';
import { newOrderKey } from '../modules/orders/order-keys.ts';
import { catalogueOf, lineName, readSold, soldAs, type TeaAsSold } from '../modules/products/teas-as-sold.ts';
import { giftsFor } from '../modules/promotions/gifts.ts';
import { readCandidates, usablePromotions } from '../modules/promotions/usable.ts';
import { type DeliveryChoice, priceOrder } from '../modules/shipping/price-order.ts';
import { pricedLine } from '../modules/shipping/quote.ts';
import type { ShopContext } from './context.ts';
import { accountNow, type Buyer, checkBuyer, holdsOf, limitsNow } from './order-buyer.ts';
import {
  type Checkout,
  type Customer,
  type Delivery,
  deliveryTo,
  type GuestCheckout,
  type PurchaseValues,
} from './order-input.ts';
import { accountRefusal, cartRefusal, formRefusal, holdRefusal } from './order-refusals.ts';
import { sendOrder } from './order-statement.ts';

/**
 * Places a one-tea order from the purchase form of /products/{id}. Its refusals name the form's
 * `quantity` field, as the form shows them.
 *
 * The order copies the tea as this server last saw it (TeasAsSold, docs/decisions/0021-one-statement-orders.md),
 * whose stock only the statement knows; a refusal is answered from the tea as the database has it now.
 */
export function placeOrder(ctx: ShopContext, input: PurchaseValues, customer: Customer, origin: string) {
  const choice: DeliveryChoice = {
    to: { country: ctx.shopCountry, region: '' },
    methodId: 'shop',
    fields: { country: 'address', method: 'address' },
  };
  return place(ctx, accountBuyer(customer), input, choice, origin, {
    fromCart: false,
    field: () => 'quantity',
    changed: () => conflict(orderMessages.teaChanged, { quantity: orderMessages.teaChanged }),
    read: async (fresh) => {
      let tea: TeaAsSold | undefined;
      let stock = Number.POSITIVE_INFINITY;
      if (fresh) {
        ctx.teas.forget(input.productId, input.sizeId);
        const now = await readSold(ctx.db, input.productId, input.sizeId);
        if (now) ctx.teas.remember(now.sold, input.sizeId);
        [tea, stock] = [now?.sold, now ? Math.floor(now.tea.stock / now.sold.stockEach) : 0];
      } else {
        tea = await ctx.teas.read(ctx.db, input.productId, input.sizeId);
      }
      return {
        fresh,
        refusal: formRefusal(tea, stock, input.quantity, input.sizeId === undefined ? 'productId' : 'sizeId'),
        ordered: tea ? [{ tea, quantity: input.quantity }] : [],
      };
    },
  });
}

/**
 * Places one order of every line of the customer's cart (docs/decisions/0013-carts.md), at today's
 * prices, and empties the cart of them: all the stock or none. A line that does not fit refuses the
 * whole order, naming the tea and what is left.
 */
export function checkOut(ctx: ShopContext, checkout: Checkout, customer: Customer, origin: string) {
  return place(ctx, accountBuyer(customer), deliveryTo(checkout.address), checkoutChoice(checkout), origin, {
    fromCart: true,
    code: checkout.discountCode,
    ...cartWay(ctx, () => cartOf(ctx.db, customer.id)),
  });
}

/**
 * Places a guest's order of the cart their browser kept (docs/decisions/0027-guest-orders.md): the
 * same rules and the same statement as a customer's checkout, the buyer counted by the e-mail address
 * and the client address, and the order written with the first key of its link, answered here once.
 */
export async function checkOutAsGuest(
  ctx: ShopContext,
  checkout: GuestCheckout,
  clientAddress: string,
  origin: string,
) {
  const lines: StoredLine[] = uniqueLines(checkout.lines, await catalogueOf(ctx.db, checkout.lines));
  return place(
    ctx,
    { buyer: { guestEmail: checkout.email }, name: checkout.address.fullName, email: checkout.email, clientAddress },
    deliveryTo(checkout.address),
    checkoutChoice(checkout),
    origin,
    { fromCart: false, code: checkout.discountCode, ...cartWay(ctx, async () => lines) },
  );
}

/** A checkout's delivery: to its address, by the method picked, at the total shown. */
const checkoutChoice = (checkout: Checkout): DeliveryChoice => ({
  to: { country: checkout.address.country, region: checkout.address.region },
  methodId: checkout.shippingMethodId,
  shownTotalCents: checkout.total === undefined ? undefined : toCents(checkout.total),
  fields: { country: 'address.country', method: 'shippingMethodId', code: 'discountCode' },
});

/** A cart's way of ordering, whoever keeps the cart: its refusals name its lines. */
function cartWay(ctx: ShopContext, linesNow: () => Promise<StoredLine[]>): Omit<Way, 'fromCart'> {
  return {
    field: (productId) => (productId ? `lines.${productId}` : 'lines'),
    changed: () => conflict(orderMessages.teaChanged, { lines: orderMessages.teaChanged }),
    read: async () => {
      const lines = await linesNow();
      const catalogue = await catalogueOf(ctx.db, lines);
      const refusal = cartRefusal(toCart(lines, catalogue));
      const ordered = refusal
        ? []
        : lines.map((line) => {
            const { tea, size } = soldNow(line, catalogue)!;
            return { tea: soldAs(tea, size, catalogue.sizeCounts.get(tea.id)), quantity: line.quantity };
          });
      return { fresh: true, refusal, ordered };
    },
  };
}

/** Who places an order as the statement reads them, and the name and address the order copies. */
interface Ordering {
  buyer: Buyer;
  name: string;
  email: string;
  clientAddress: string | null;
}

const accountBuyer = (customer: Customer): Ordering => ({
  buyer: { customerId: customer.id },
  name: customer.name,
  email: customer.email,
  clientAddress: customer.clientAddress ?? null,
});

/** An order's lines as one way of ordering reads them. */
interface Reading {
  /** Read from the database now, rather than as this server remembers the teas. */
  fresh: boolean;
  /** The answer that refuses these lines before any is sent, when one does. */
  refusal: HttpError | undefined;
  ordered: { tea: TeaAsSold; quantity: number }[];
}

/** One way of ordering: where its lines come from (read again, fresh, after a refusal), and its words. */
interface Way {
  fromCart: boolean;
  /** The discount code the buyer gave, if any (docs/decisions/0035-promotions.md). */
  code?: string | undefined;
  /** The field a refusal of the whole order (no tea given) or of one tea's line names. */
  field(productId?: string): string;
  read(fresh: boolean): Promise<Reading>;
  /**
   * The answer once PLACE_ATTEMPTS statements were refused as the teas, the cart or the account changed;
   * made only then, as an error's stack costs every order that makes one.
   */
  changed(): HttpError;
}

/** How many statements an order sends, its lines or the account read again between them, before `changed` says so. */
const PLACE_ATTEMPTS = 3;

/**
 * The one path of an order (docs/decisions/0024-one-order-path.md). Its lines are read and checked;
 * a line refused on a reading that may be old is read again; a refusal stands once the account's own
 * rules are answered (they come first). Lines that fit are sent in one statement (order-statement.ts),
 * which locks the account, takes every line's stock, writes the order, its lines, its first event and
 * its mail, and for a cart removes its lines; or undoes itself and says why: the account's refusal is
 * answered, and anything else that changed since the reading (a tea, its stock, the cart, the account's
 * name) sends the order again with the lines or the account read again.
 */
async function place(
  ctx: ShopContext,
  ordering: Ordering,
  delivery: Delivery,
  choice: DeliveryChoice,
  origin: string,
  way: Way,
) {
  const { buyer } = ordering;
  let account = { name: ordering.name, email: ordering.email };
  let fresh = false;
  const promotionBuyer = { customerId: buyer.customerId ?? null, email: ordering.email };
  const [rules, promotionsNow] = await Promise.all([
    ctx.shipping.rulesTo(ctx.db, choice.to, ctx.shopCountry),
    readCandidates(ctx.db, ctx.promotions, way.code, promotionBuyer),
  ]);
  let candidates = promotionsNow;
  for (let sent = 0; ; ) {
    const read = await way.read(fresh);
    if (read.refusal && !read.fresh) {
      fresh = true;
      continue;
    }
    if (read.refusal) {
      await buyerFirst(ctx, ordering);
      throw read.refusal;
    }
    if (sent++ === PLACE_ATTEMPTS) throw way.changed();
    const chosen = read.ordered.map(({ tea, quantity }) => pricedLine(tea, quantity));
    const usable = usablePromotions(candidates, way.code, { lines: chosen, now: new Date(), timeZone: ctx.timeZone });
    // A gift's tea comes last, one of it, free (modules/promotions/gifts.ts); it is not the cart's.
    const gifts = await giftsFor(
      ctx.db,
      usable,
      read.ordered.map(({ tea }) => tea.sizeId),
    );
    const ordered = [...read.ordered, ...gifts.map((tea) => ({ tea, quantity: 1 }))];
    const lines = [...chosen, ...gifts.map((tea) => pricedLine(tea, 1, true))];
    const priced = priceOrder(rules, lines, choice, usable);
    const rows = newOrderRows(newOrder(ctx, ordering, account, delivery), soldLines(ordered), priced);
    const key = buyer.guestEmail === undefined ? undefined : newOrderKey(rows.order.id);
    const mail = ctx.mailer.prepare(
      orderMails.placed(
        {
          order: { ...rows.order, number: NUMBER_TO_COME, customerName: account.name, email: account.email },
          lines: rows.lines,
          origin,
          key: key?.key,
        },
        ctx.rules,
      ),
    );
    let placed: { createdAt: Date; number: number } | undefined;
    try {
      [placed] = await sendOrder(ctx.db, {
        buyer,
        clientAddress: ordering.clientAddress,
        key: key?.row,
        limits: limitsNow(ctx),
        holds: holdsOf(ctx),
        now: new Date(),
        rows,
        minOrders: ordered.map(({ tea }) => tea.minOrder),
        fromCart: way.fromCart,
        gifts: gifts.length,
        promotions: priced.totals.promotions,
        mail: mail.row,
      });
    } catch (error) {
      const reason = orderRefusal(error);
      if (reason === 'account_changed' && buyer.customerId) account = await accountNow(ctx, buyer.customerId);
      else if (reason === 'promotion_changed') {
        // The statement found a promotion other than this server kept it: read them all again.
        ctx.promotions.forget();
        candidates = await readCandidates(ctx.db, ctx.promotions, way.code, promotionBuyer);
      } else if (reason === 'not_taken' || reason === 'cart_changed') fresh = true;
      else {
        // A share refused names the size of the line it stopped at (migration 0029).
        const sizeLine = (sizeId: string) => {
          const tea = ordered.find(({ tea }) => tea.sizeId === sizeId)?.tea;
          return { name: tea ? lineName(tea, tea.sizeCount) : 'this tea', productId: tea?.id ?? sizeId };
        };
        throw accountRefusal(ctx.rules, reason) ?? holdRefusal(ctx.rules, reason, sizeLine, way.field) ?? error;
      }
      continue;
    }
    if (!placed) throw new Error('Placing an order wrote no order');
    mail.queued();
    return { order: placedOrder(rows.order, placed), lines: rows.lines, key: key?.key };
  }
}

/** The buyer's own refusal, thrown, before an order refused for its lines says so. */
async function buyerFirst(ctx: ShopContext, ordering: Ordering) {
  try {
    await checkBuyer(ctx.db, ordering.buyer, ordering.clientAddress, limitsNow(ctx));
  } catch (error) {
    throw accountRefusal(ctx.rules, orderRefusal(error)) ?? error;
  }
}

/** The order's own columns: who placed it, where it goes, and until when its goods are held. */
function newOrder(
  ctx: ShopContext,
  ordering: Ordering,
  account: { name: string; email: string },
  delivery: Delivery,
): NewOrder {
  return {
    userId: ordering.buyer.customerId ?? null,
    placedAsGuest: ordering.buyer.guestEmail !== undefined,
    clientAddress: ordering.clientAddress,
    customerName: account.name,
    email: account.email,
    phone: delivery.phone,
    address: delivery.address,
    delivery: delivery.delivery ?? null,
    expiresAt: new Date(Date.now() + ctx.rules.unpaidOrderMinutes * 60_000),
  };
}
