import type { AppliedPromotion } from '@teatree/shared/promotions';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.ts';
import { builtOnce } from '../db/built-once.ts';
import type { Executor } from '../db/client.ts';
import { cartItems, orderKeys, orderLines, orders, products, promotionUses } from '../db/schema/index.ts';
import { NUMBER_TO_COME } from '../modules/orders/mails.ts';
import { type OrderRows, orderWrites } from '../modules/orders/new-order.ts';
import { type OutboxRow, outboxInsert } from '../modules/outbox/repository.ts';
import type { Buyer, HoldLimits, OrderLimits } from './order-buyer.ts';

/**
 * The one statement that places an order, from a tea's page or from a cart
 * (docs/decisions/0024-one-order-path.md, which amends 0021-one-statement-orders.md). The rules of an
 * account live in migration 0021's `order_customer_refusal` (checked alone, for an order refused before
 * it is sent, by `checkBuyer` in order-buyer.ts), the rules of a line in `lineProblems`
 * (@teatree/shared/cart-rules): the statement only compares what it was given with what it finds, and
 * refuses (`refuse_order`, migration 0016) when anything is not as the order assumed.
 */

/** An order to place: its rows, and what the statement checks them against. */
export interface OrderToPlace {
  buyer: Buyer;
  /** Where the order comes from: a guest's orders are counted by it too. */
  clientAddress: string | null;
  /** A guest's order is written with the first key of its link (modules/orders/order-keys.ts). */
  key?: { keyHash: string; expiresAt: Date };
  limits: OrderLimits;
  holds: HoldLimits;
  now: Date;
  rows: OrderRows;
  /** Each line's size's minimum as the order read it: its stock is taken only while it is still so. */
  minOrders: readonly number[];
  /** The lines come from the customer's cart, which the statement empties of them. */
  fromCart: boolean;
  /** How many lines a gift added, last of `rows.lines`: they are not the cart's (modules/promotions/gifts.ts). */
  gifts: number;
  /** The promotions the order uses: one use of each is taken, and refused when none is left (migration 0034). */
  promotions: readonly AppliedPromotion[];
  mail: OutboxRow;
}

/**
 * A statement's lines, one array per column, each bound as one text (db/array-literal.ts), sorted by
 * their teas' ids and then their sizes' ids: the order their stock is taken in (migration 0029's
 * `take_order_stock`). `positions` keeps the order the customer chose.
 */
type LineArrays = Record<
  | 'ids'
  | 'positions'
  | 'productIds'
  | 'sizeIds'
  | 'labels'
  | 'grams'
  | 'stockEach'
  | 'names'
  | 'categories'
  | 'brands'
  | 'descriptions'
  | 'photos'
  | 'prices'
  | 'quantities'
  | 'totals'
  | 'taxes'
  | 'discounts'
  | 'minOrders',
  string
>;

type StatementValues = {
  customerId: string | null;
  guestEmail: string | null;
  client: string | null;
  keyHash: string | null;
  keyExpiresAt: Date;
  since: Date;
  maxUnpaid: number;
  perHour: number;
  sharePercent: number;
  maxValueCents: number;
  now: Date;
  /** The order's row but its JSON values (its address's fields, its taxes, its delivery), each bound as one text. */
  order: Omit<OrderRows['order'], 'delivery' | 'taxes' | 'shippingMethod' | 'promotions'>;
  delivery: string | null;
  taxes: string;
  /** The order's promotions as JSON, and their ids and cents as arrays (db/array-literal.ts). */
  promotions: string;
  promotionIds: string;
  promotionCents: string;
  shippingMethod: string | null;
  event: OrderRows['event'];
  lines: LineArrays;
  lineCount: number;
  /** The lines that come from the cart: all but a gift's. */
  cartLineCount: number;
  fromCart: boolean;
  mail: OutboxRow;
};

/** Compares two ids code unit by code unit, as the statement's `COLLATE "C"` does. */
const codeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Places an order in one statement, sent once: it answers the time and the number (migration 0026's
 * trigger, docs/decisions/0031-order-numbers.md) the database gave the order, or
 * fails with the reason `orderRefusal` (db/errors.ts) reads.
 */
export function sendOrder(db: Executor, order: OrderToPlace) {
  const byTea = order.rows.lines.map((line, i) => ({ line, minOrder: order.minOrders[i]! }));
  // Code units, as the statement's `COLLATE "C"` compares the ids.
  byTea.sort((a, b) => codeUnits(a.line.productId!, b.line.productId!) || codeUnits(a.line.sizeId!, b.line.sizeId!));
  const lines = byTea.map(({ line }) => line);
  const { delivery, taxes, shippingMethod, promotions, ...orderRow } = order.rows.order;
  return placeOrderStatement(db, {
    customerId: order.buyer.customerId ?? null,
    guestEmail: order.buyer.guestEmail ?? null,
    client: order.clientAddress,
    keyHash: order.key?.keyHash ?? null,
    keyExpiresAt: order.key?.expiresAt ?? order.now,
    since: order.limits.since,
    maxUnpaid: order.limits.maxUnpaid,
    perHour: order.limits.perHour,
    sharePercent: order.holds.sharePercent,
    maxValueCents: order.holds.maxValueCents,
    now: order.now,
    order: orderRow,
    delivery: delivery ? JSON.stringify(delivery) : null,
    taxes: JSON.stringify(taxes),
    promotions: JSON.stringify(promotions),
    promotionIds: arrayLiteral(order.promotions.map((p) => p.id)),
    promotionCents: arrayLiteral(order.promotions.map((p) => p.cents)),
    shippingMethod: shippingMethod ? JSON.stringify(shippingMethod) : null,
    event: order.rows.event,
    lines: {
      ids: arrayLiteral(lines.map((line) => line.id)),
      positions: arrayLiteral(lines.map((line) => line.position)),
      productIds: arrayLiteral(lines.map((line) => line.productId!)),
      sizeIds: arrayLiteral(lines.map((line) => line.sizeId!)),
      labels: arrayLiteral(lines.map((line) => line.sizeLabel!)),
      grams: arrayLiteral(lines.map((line) => line.sizeGrams!)),
      stockEach: arrayLiteral(lines.map((line) => line.stockEach)),
      names: arrayLiteral(lines.map((line) => line.name)),
      categories: arrayLiteral(lines.map((line) => line.category)),
      brands: arrayLiteral(lines.map((line) => line.brand)),
      descriptions: arrayLiteral(lines.map((line) => line.description)),
      photos: arrayLiteral(lines.map((line) => line.photo)),
      prices: arrayLiteral(lines.map((line) => line.unitPriceCents)),
      quantities: arrayLiteral(lines.map((line) => line.quantity)),
      totals: arrayLiteral(lines.map((line) => line.totalCents)),
      taxes: arrayLiteral(lines.map((line) => line.taxCents)),
      discounts: arrayLiteral(lines.map((line) => line.discountCents)),
      minOrders: arrayLiteral(byTea.map(({ minOrder }) => minOrder)),
    },
    lineCount: lines.length,
    cartLineCount: lines.length - order.gifts,
    fromCart: order.fromCart,
    mail: order.mail,
  });
}

/**
 * The statement, built once (db/built-once.ts): its text is the same for one line or twenty, for the
 * purchase form or a cart. Its parts run in the order their readings need: the order's owner, the
 * stock's gate and the cart's lines all read `customer`, so the account is locked and its orders counted
 * before any stock is taken or cart line removed (every order locks its account first, then its teas, in
 * the order of their ids) and before the new order exists. The refusal reads the account's, then
 * whether every line's stock was taken, then whether the cart still held exactly the lines read.
 */
const placeOrderStatement = builtOnce<StatementValues>()('place_order', (db, v) => {
  const l = v.lines;
  // The account's refusal, and what the buyer may hold unpaid: read in the one row that locks the
  // account, before this statement's order or stock are written (a function's own queries would see them).
  const customer = db
    .$with('customer', {
      customerId: sql<string>`customer_id`,
      refusal: sql<string | null>`refusal`,
      hold: sql<string | null>`hold`,
    })
    .as(
      sql`select c.customer_id, c.refusal, order_buyer_hold_refusal(
        c.customer_id, ${v.guestEmail}::text, ${v.client}::text, ${l.productIds}::text[], ${l.sizeIds}::text[],
        ${l.quantities}::integer[], ${l.stockEach}::integer[], ${l.minOrders}::integer[], ${v.order.totalCents}::bigint, ${v.sharePercent}::integer, ${v.maxValueCents}::bigint
      ) as hold
      from order_buyer_refusal(
        ${v.customerId}::text, ${v.guestEmail}::text, ${v.client}::text, ${sql.param(v.since, orders.createdAt)},
        ${v.maxUnpaid}, ${v.perHour}, ${v.order.customerName}, ${v.order.email}
      ) c`,
    );
  // Taken once per row of `customer` (always one): after the account is locked, unless the hold is refused.
  const taken = db.$with('taken', { count: sql<number>`taken` }).as(
    sql`select take_order_stock(
      ${l.productIds}::text[], ${l.sizeIds}::text[], ${l.quantities}::integer[], ${l.stockEach}::integer[],
      ${l.names}::text[], ${l.categories}::text[], ${l.brands}::text[], ${l.descriptions}::text[], ${l.photos}::text[],
      ${l.labels}::text[], ${l.grams}::integer[], ${l.prices}::integer[], ${l.minOrders}::integer[],
      ${sql.param(v.now, products.updatedAt)}
    ) as taken from ${customer} where hold is null`,
  );
  // One use of each limited promotion, taken once the stock is (migration 0034's `take_promotion_uses`):
  // every order locks its account, then its teas, then its promotions, each in the order of their ids.
  const used = db.$with('used', { taken: sql<number>`taken`, refusal: sql<string | null>`refusal` }).as(
    sql`select t.taken, case when t.taken >= ${v.lineCount} then take_promotion_uses(
      ${v.promotionIds}::text[], ${v.customerId}::text, ${v.order.email}::text, ${sql.param(v.now, products.updatedAt)}
    ) end as refusal from ${taken} t`,
  );
  // The order's owner is read once the stock is taken, so that its row, and the number migration 0026's
  // trigger gives it, are written last: the counter's lock is the statement's last (docs/decisions/0031-order-numbers.md).
  const writes = orderWrites(db, {
    order: {
      ...v.order,
      delivery: sql`${v.delivery}::jsonb`,
      taxes: sql`${v.taxes}::jsonb`,
      shippingMethod: sql`${v.shippingMethod}::jsonb`,
      promotions: sql`${v.promotions}::jsonb`,
      userId: sql`(select customer_id from ${customer} where (select taken from ${used}) >= 0)`,
    },
    event: v.event,
  });
  const placedLines = db.$with('placed_lines', { id: sql<string>`id` }).as(
    sql`insert into ${orderLines} (id, order_id, position, product_id, name, category, brand, description, photo, unit_price_cents, quantity, total_cents, size_id, size_label, size_grams, stock_each, tax_cents, discount_cents)
    select l.id, ${v.order.id}, l.position, l.product_id, l.name, l.category, l.brand, l.description, l.photo, l.price, l.quantity, l.total, l.size_id, l.size_label, l.size_grams, l.stock_each, l.tax, l.discount
    from unnest(
      ${l.ids}::text[], ${l.positions}::integer[], ${l.productIds}::text[], ${l.names}::text[], ${l.categories}::text[],
      ${l.brands}::text[], ${l.descriptions}::text[], ${l.photos}::text[], ${l.prices}::integer[], ${l.quantities}::integer[],
      ${l.totals}::bigint[], ${l.sizeIds}::text[], ${l.labels}::text[], ${l.grams}::integer[], ${l.stockEach}::integer[],
      ${l.taxes}::bigint[], ${l.discounts}::bigint[]
    ) as l(id, position, product_id, name, category, brand, description, photo, price, quantity, total, size_id, size_label, size_grams, stock_each, tax, discount)
    returning id`,
  );
  const promotionUsed = db.$with('promotion_used', { promotionId: sql<string>`promotion_id` }).as(
    sql`insert into ${promotionUses} (promotion_id, order_id, customer_id, email, cents)
    select u.id, ${v.order.id}, (select customer_id from ${customer}), lower(${v.order.email}), u.cents
    from unnest(${v.promotionIds}::text[], ${v.promotionCents}::bigint[]) as u(id, cents)
    returning promotion_id`,
  );
  // A cart's lines as they are when the account is locked; none for an order from a tea's page.
  const cartLines = db
    .$with('cart_lines', { sizeId: sql<string>`size_id`, quantity: sql<number>`quantity` })
    .as(
      sql`delete from ${cartItems} where ${v.fromCart} and user_id = (select customer_id from ${customer}) returning size_id, quantity`,
    );
  // A guest's order is written with the first key of its link; an account's with none.
  const firstKey = db.$with('first_key', { keyHash: sql<string>`key_hash` }).as(
    sql`insert into ${orderKeys} (key_hash, order_id, expires_at)
    select ${v.keyHash}::text, ${v.order.id}, ${sql.param(v.keyExpiresAt, orderKeys.expiresAt)}
    where ${v.keyHash}::text is not null returning key_hash`,
  );
  // The "placed" mail names the number the trigger gave the order (docs/decisions/0031-order-numbers.md).
  const numbered = (text: SQLWrapper) =>
    sql<string>`replace(${text}, ${sql.raw(`'${NUMBER_TO_COME}'`)}, (select number::text from ${writes.placed}))`;
  const queuedMail = db.$with('queued_mail').as(
    outboxInsert(db, {
      ...v.mail,
      subject: numbered(v.mail.subject),
      text: numbered(v.mail.text),
      html: numbered(v.mail.html),
    }),
  );
  // The order's own values are known here: only the time and the number the database gave it come back.
  return db
    .with(customer, taken, used, ...writes.parts, placedLines, promotionUsed, firstKey, cartLines, queuedMail)
    .select({ createdAt: writes.placed.createdAt, number: writes.placed.number })
    .from(writes.placed)
    .where(
      sql`refuse_order(coalesce((select refusal from ${customer}), (select hold from ${customer}), case
        when (select taken from ${taken}) < ${v.lineCount} then 'not_taken'
        when ${v.fromCart} and (
          (select count(*) from ${cartLines}) <> ${v.cartLineCount}
          or exists (
            select size_id, quantity from ${cartLines}
            except select * from unnest(${l.sizeIds}::text[], ${l.quantities}::integer[])
          )
        ) then 'cart_changed'
        else (select refusal from ${used})
      end))`,
    );
});
