import { cartMessages } from '@teatree/shared/schemas/cart';
import { orderMessages } from '@teatree/shared/schemas/order';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orders, products, user } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { ADDRESS, checkOut, placeOrder } from './helpers/shopping.ts';
import { addTeaInSizes, POUCH_AND_TIN, retireSize } from './helpers/sizes.ts';
import { UNPAID_HOLDS, UNPAID_HOLDS_ENV } from './helpers/unpaid-holds.ts';

/**
 * Every refusal of an order, through both ways of ordering (docs/decisions/0024-one-order-path.md): the
 * purchase form of a tea's page (POST /api/purchase) and a cart's checkout (POST /api/cart/checkout).
 * Each answers with its own words and fields, and writes nothing: no order, the stock as it was, the
 * cart as it was.
 */

const MAX_UNPAID = 2;
const PER_HOUR = 3;
/** What one buyer may hold unpaid: the shop's defaults (docs/operations.md). */
const { sharePercent: SHARE, valueMaxCents: VALUE_MAX_CENTS } = UNPAID_HOLDS;
const app = useTestApp({
  env: {
    AUTH_RATE_LIMIT: '1000',
    MAX_UNPAID_ORDERS: String(MAX_UNPAID),
    ORDER_RATE_LIMIT: String(PER_HOUR),
    ...UNPAID_HOLDS_ENV,
  },
});

/** What a refused order answers: status, message, the field it names (`TEA` stands for the tea's id) and its code. */
interface Answer {
  status: number;
  message: string;
  field?: string;
  code?: string;
}

interface Given {
  customer: Session;
  tea: string;
  quantity: number;
  /** The tea is deleted once it is in the cart (a form orders a tea id that names nothing). */
  gone?: boolean;
  /** Other teas the cart holds with it. */
  besides?: { tea: string; quantity: number }[];
  /** How much of the tea the form orders, when not `quantity`. */
  formQuantity?: number;
  /** The size ordered, when not the tea's default (docs/decisions/0032-sizes-and-stock-by-weight.md). */
  sizeId?: string;
  /** Done once the size is in the cart (a size retired after it was put there). */
  afterCart?: () => Promise<void>;
}

interface Refusal {
  refusal: string;
  given: () => Promise<Given>;
  form: Answer;
  cart: Answer;
}

const NAME = 'Silver Needle';
const tea = (values: Parameters<typeof addProduct>[1] = {}) => addProduct(app, { name: NAME, ...values });
/** A tea of 1 kg sold in a 250 g pouch and a 100 g tin: its lines read "Silver Needle, 250 g pouch". */
const teaInSizes = () => addTeaInSizes(app, { grams: 1000, name: NAME, sizes: POUCH_AND_TIN });

/** A customer who placed `count` orders, deleted (rate) or left unpaid. */
async function customerWithOrders(count: number, { deleted }: { deleted: boolean }) {
  const customer = await signUp(app);
  const other = await tea({ quantity: 100, minOrder: 1 });
  for (let i = 0; i < count; i++) {
    const id = await placeOrder(app, customer, other, 1);
    if (deleted) await app.inject({ method: 'DELETE', url: `/api/purchase/${id}`, headers: customer.headers });
  }
  return customer;
}

/**
 * An order of `quantity` of a new tea (`values` as addProduct takes them), nothing else given, by a
 * new customer or the one `customer` makes.
 */
const ordering =
  (values: Parameters<typeof tea>[0], quantity: number, customer = () => signUp(app)) =>
  async (): Promise<Given> => ({ customer: await customer(), tea: await tea(values), quantity });

/** A refusal the form and a cart answer alike. */
const bothWays = (answer: Answer) => ({ form: answer, cart: answer });

/** A cart's line that cannot be ordered as it is, the tea's line named. */
const lineUnavailable = (message: string): Answer => ({
  status: 409,
  message,
  field: 'lines.TEA',
  code: 'CART_LINE_UNAVAILABLE',
});

/** A refusal of what one buyer may hold unpaid: the form names its quantity, a cart the tea's line or its lines. */
const heldUnpaid = (message: string, cartField = 'lines.TEA') => ({
  form: { status: 409, message, field: 'quantity', code: 'UNPAID_HOLD_LIMIT' },
  cart: { status: 409, message, field: cartField, code: 'UNPAID_HOLD_LIMIT' },
});

/** A size that is not sold (retired, or another tea's): the form names its size, a cart the tea's line as gone. */
const sizeNotSold = {
  form: { status: 404, message: 'This size is no longer sold', field: 'sizeId' },
  cart: lineUnavailable(cartMessages.gone(NAME)),
};

const REFUSALS: Refusal[] = [
  {
    refusal: 'an unverified address',
    given: ordering({}, 3, () => signUp(app, { verified: false })),
    ...bothWays({ status: 403, message: orderMessages.verifyFirst, code: 'EMAIL_NOT_VERIFIED' }),
  },
  {
    refusal: 'MAX_UNPAID_ORDERS unpaid orders',
    given: ordering({}, 3, () => customerWithOrders(MAX_UNPAID, { deleted: false })),
    ...bothWays({ status: 429, message: orderMessages.tooManyUnpaid(MAX_UNPAID), code: 'TOO_MANY_UNPAID_ORDERS' }),
  },
  {
    refusal: 'ORDER_RATE_LIMIT orders in the last hour',
    given: ordering({}, 3, () => customerWithOrders(PER_HOUR, { deleted: true })),
    ...bothWays({ status: 429, message: orderMessages.tooManyOrders(PER_HOUR), code: 'ORDER_RATE_LIMITED' }),
  },
  {
    refusal: 'a tea sold out (less left than its minimum)',
    given: ordering({ quantity: 2, minOrder: 3 }, 3),
    form: { status: 409, message: orderMessages.soldOut, field: 'quantity' },
    cart: lineUnavailable(cartMessages.soldOut(NAME)),
  },
  {
    refusal: 'more than the stock',
    given: ordering({ quantity: 5, minOrder: 1 }, 6),
    form: { status: 409, message: orderMessages.quantityAboveStock(5), field: 'quantity' },
    cart: lineUnavailable(cartMessages.onlyLeft(NAME, 5)),
  },
  {
    refusal: 'less than the minimum order',
    given: ordering({ quantity: 50, minOrder: 3 }, 2),
    form: { status: 400, message: orderMessages.quantityBelowMin(3), field: 'quantity' },
    cart: lineUnavailable(cartMessages.belowMin(NAME, 3)),
  },
  {
    refusal: 'a line over $100,000',
    given: ordering({ quantity: 10, minOrder: 1, priceCents: 90_000_00 }, 2),
    form: { status: 400, message: orderMessages.totalTooHigh(1), field: 'quantity' },
    cart: lineUnavailable(cartMessages.tooDear(NAME, 1)),
  },
  {
    // A form orders one tea: its line is the order. A cart's lines may each fit and add up to too much.
    refusal: 'an order over $100,000 in all',
    given: async () => ({
      customer: await signUp(app),
      tea: await tea({ quantity: 10, minOrder: 1, priceCents: 60_000_00 }),
      quantity: 1,
      besides: [{ tea: await tea({ quantity: 10, minOrder: 1, priceCents: 50_000_00 }), quantity: 1 }],
      formQuantity: 2,
    }),
    form: { status: 400, message: orderMessages.totalTooHigh(1), field: 'quantity' },
    cart: { status: 400, message: cartMessages.totalTooHigh, field: 'lines' },
  },
  {
    refusal: 'more than UNPAID_SHARE_PERCENT of a tea’s stock',
    given: ordering({ quantity: 100, minOrder: 1 }, 26),
    ...heldUnpaid(orderMessages.holdShare(NAME, SHARE, 25, 25)),
  },
  {
    // 20 held unpaid of 100: the share is 25 of the 100 the shop had before the buyer's order took them.
    refusal: 'a tea’s share already held by the buyer’s unpaid orders',
    given: async () => {
      const customer = await signUp(app);
      const teaId = await tea({ quantity: 100, minOrder: 1 });
      await placeOrder(app, customer, teaId, 20);
      return { customer, tea: teaId, quantity: 6 };
    },
    ...heldUnpaid(orderMessages.holdShare(NAME, SHARE, 25, 5)),
  },
  {
    refusal: 'unpaid orders over UNPAID_VALUE_MAX in all',
    given: async () => {
      const customer = await signUp(app);
      await placeOrder(app, customer, await tea({ quantity: 100, minOrder: 1, priceCents: 300_01 }), 1);
      return { customer, tea: await tea({ quantity: 100, minOrder: 1, priceCents: 350_00 }), quantity: 2 };
    },
    ...heldUnpaid(orderMessages.holdValue(VALUE_MAX_CENTS, 699_99), 'lines'),
  },
  {
    refusal: 'a tea no longer sold',
    given: async () => ({ customer: await signUp(app), tea: await tea(), quantity: 3, gone: true }),
    form: { status: 404, message: 'This product does not exist', field: 'productId' },
    cart: lineUnavailable(cartMessages.gone(NAME)),
  },
  {
    refusal: 'more of a size than the grams in stock hold',
    given: async () => {
      const { id, sizeIds } = await teaInSizes();
      return { customer: await signUp(app), tea: id, sizeId: sizeIds[0], quantity: 5 };
    },
    form: { status: 409, message: orderMessages.quantityAboveStock(4), field: 'quantity' },
    cart: lineUnavailable(cartMessages.onlyLeft(`${NAME}, 250 g pouch`, 4)),
  },
  {
    refusal: 'a size retired once it was in the cart',
    given: async () => {
      const { id, sizeIds } = await teaInSizes();
      const customer = await signUp(app);
      return { customer, tea: id, sizeId: sizeIds[1], quantity: 1, afterCart: () => retireSize(app, sizeIds[1]!) };
    },
    ...sizeNotSold,
  },
  {
    refusal: 'a size of another tea',
    given: async () => {
      const other = await teaInSizes();
      return {
        customer: await signUp(app),
        tea: await tea({ quantity: 50, minOrder: 1 }),
        sizeId: other.sizeIds[0],
        quantity: 1,
      };
    },
    ...sizeNotSold,
  },
  {
    refusal: 'an unverified address, before a line that does not fit',
    given: ordering({ quantity: 50, minOrder: 3 }, 2, () => signUp(app, { verified: false })),
    ...bothWays({ status: 403, message: orderMessages.verifyFirst, code: 'EMAIL_NOT_VERIFIED' }),
  },
  {
    refusal: 'MAX_UNPAID_ORDERS, before a tea no longer sold',
    given: async () => ({
      customer: await customerWithOrders(MAX_UNPAID, { deleted: false }),
      tea: await tea(),
      quantity: 3,
      gone: true,
    }),
    ...bothWays({ status: 429, message: orderMessages.tooManyUnpaid(MAX_UNPAID), code: 'TOO_MANY_UNPAID_ORDERS' }),
  },
];

const userIdOf = async (who: Session) =>
  (await app.db.select({ id: user.id }).from(user).where(eq(user.email, who.email)))[0]!.id;
const stockOf = async (id: string) =>
  (
    await app.db
      .select({ quantity: sql<number>`${products.stock} / 100`.mapWith(Number) })
      .from(products)
      .where(eq(products.id, id))
  )[0]?.quantity;
const ordersOf = async (userId: string) =>
  (await app.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).length;
const cartOf = async (userId: string) =>
  (
    await app.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
  ).sort((a, b) => (a.productId < b.productId ? -1 : 1));

/** The lines straight into the cart: adding them through the API would refuse most of them first. */
async function fillCart(userId: string, lines: { tea: string; quantity: number; sizeId?: string }[]) {
  for (const line of lines) {
    await app.db.insert(cartItems).values({
      userId,
      productId: line.tea,
      sizeId: line.sizeId ?? `size_${line.tea}`,
      name: NAME,
      quantity: line.quantity,
    });
  }
}

function expectAnswer(res: Awaited<ReturnType<typeof app.inject>>, answer: Answer, teaId: string) {
  const field = answer.field?.replace('TEA', teaId);
  const body = expectApiError(res, answer.status, field, answer.message);
  expect(body.message).toBe(answer.message);
  if (field) expect(body.fields[field]).toBe(answer.message);
  if (answer.code) expect(body.code).toBe(answer.code);
}

describe.each(REFUSALS)('an order refused for $refusal', ({ given, form, cart }) => {
  it('is refused by the purchase form, writing nothing', async () => {
    const { customer, tea: teaId, quantity, formQuantity = quantity, gone, sizeId, afterCart } = await given();
    const userId = await userIdOf(customer);
    if (gone) await app.db.delete(products).where(eq(products.id, teaId));
    await afterCart?.();
    const placed = await ordersOf(userId);
    const stock = await stockOf(teaId);

    const res = await app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: customer.headers,
      payload: { productId: teaId, sizeId, quantity: formQuantity, address: ADDRESS },
    });
    expectAnswer(res, form, teaId);
    expect(await ordersOf(userId)).toBe(placed);
    expect(await stockOf(teaId)).toBe(stock);
  });

  it('is refused by a cart’s checkout, writing nothing and keeping the cart', async () => {
    const { customer, tea: teaId, quantity, gone, besides = [], sizeId, afterCart } = await given();
    const userId = await userIdOf(customer);
    const lines = [{ tea: teaId, quantity, sizeId }, ...besides];
    await fillCart(userId, lines);
    if (gone) await app.db.delete(products).where(eq(products.id, teaId));
    await afterCart?.();
    const placed = await ordersOf(userId);
    const stocks = await Promise.all(lines.map((line) => stockOf(line.tea)));
    const held = await cartOf(userId);

    const res = await checkOut(app, customer);
    expectAnswer(res, cart, teaId);
    expect(await ordersOf(userId)).toBe(placed);
    expect(await Promise.all(lines.map((line) => stockOf(line.tea)))).toEqual(stocks);
    expect(await cartOf(userId)).toEqual(held);
  });
});
