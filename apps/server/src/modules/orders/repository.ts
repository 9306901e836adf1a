import type { Order, OrderEventKind, OrderStatus } from '@teatree/shared/schemas/order';
import { type OrderLineRecord, toOrderDto } from '@teatree/shared/schemas/order-answers';
import { and, asc, count, desc, eq, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { asValues, builtOnce } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import { orderEvents, orderLines, orders } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The orders, their lines and their history: reads and writes of these three tables only. What an
 * order may become, and what else changes with it, is decided in src/workflows; a new order's rows are
 * made in new-order.ts, and its answers read in @teatree/shared/schemas/order-answers.
 */
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/*
 * The statements every payment, cancellation and expiry runs are built once (db/built-once.ts):
 * Drizzle builds a statement's SQL anew on each call, and on the way from an order to its payment that
 * building cost more of the app server's time than anything the shop itself does.
 */
type EventValues = {
  id: string;
  orderId: string;
  status: OrderStatus;
  note: string | null;
  kind: OrderEventKind | null;
};
const insertEvent = builtOnce<EventValues>()('add_order_event', (tx, v) => tx.insert(orderEvents).values(v));

export async function addEvent(
  tx: Executor,
  orderId: string,
  status: OrderStatus,
  note: string | null = null,
  kind: OrderEventKind | null = null,
) {
  await insertEvent(tx, { id: newId('evt'), orderId, status, note, kind });
}

type OrderChange = Partial<Pick<OrderRow, 'transactionId' | 'paidAt' | 'carrier' | 'trackingNumber'>>;
type OrderMove = { status: OrderStatus } & OrderChange;
const updateOrder = builtOnce<{ id: string; set: OrderMove }>()('move_order', (tx, v) =>
  tx.update(orders).set(asValues<OrderMove>(v.set)).where(eq(orders.id, v.id)).returning(),
);
const setLinesPaidAt = builtOnce<{ orderId: string; paidAt: Date }>()('lines_paid_at', (tx, v) =>
  tx
    .update(orderLines)
    .set(asValues<{ paidAt: Date }>({ paidAt: v.paidAt }))
    .where(eq(orderLines.orderId, v.orderId)),
);

/**
 * Changes an order's columns (its status among them) and records the new status in its history. The
 * time it was paid is copied to its lines as well (the dashboard reads what sold from them).
 */
export async function moveTo(
  tx: Executor,
  orderId: string,
  status: OrderStatus,
  change: OrderChange = {},
  note: string | null = null,
): Promise<OrderRow> {
  const [row] = await updateOrder(tx, { id: orderId, set: { status, ...change } });
  if (change.paidAt) await setLinesPaidAt(tx, { orderId, paidAt: change.paidAt });
  await addEvent(tx, orderId, status, note);
  return row!;
}

/**
 * Adds a refund to what the order has sent back (a check keeps it within the order's total), and
 * answers the order as it now is.
 */
export async function addRefunded(tx: Executor, orderId: string, cents: number, shipping = false): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} + ${cents}`,
      ...(shipping ? { shippingRefunded: true } : {}),
    })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

/** Adds a refund's part to each of its lines: how many, for how much, and how many went back to stock. */
export async function addRefundedLines(
  tx: Executor,
  parts: readonly { lineId: string; quantity: number; cents: number; taxCents: number; restocked: number }[],
) {
  for (const part of parts) {
    await tx
      .update(orderLines)
      .set({
        refundedQuantity: sql`${orderLines.refundedQuantity} + ${part.quantity}`,
        refundedCents: sql`${orderLines.refundedCents} + ${part.cents}`,
        refundedTaxCents: sql`${orderLines.refundedTaxCents} + ${part.taxCents}`,
        restockedQuantity: sql`${orderLines.restockedQuantity} + ${part.restocked}`,
      })
      .where(eq(orderLines.id, part.lineId));
  }
}

const lockOrderRow = builtOnce<{ id: string }>()('lock_order', (tx, v) =>
  tx.select().from(orders).where(eq(orders.id, v.id)).for('update'),
);
const lockOrderUnlessHeld = builtOnce<{ id: string }>()('lock_order_skip_locked', (tx, v) =>
  tx.select().from(orders).where(eq(orders.id, v.id)).for('update', { skipLocked: true }),
);

/**
 * Reads an order and locks it until the transaction ends: every change of an order starts here. With
 * `skipLocked`, an order another transaction holds is answered as missing instead of waited for.
 */
export async function lockOrder(tx: Executor, id: string, { skipLocked = false } = {}): Promise<OrderRow | undefined> {
  const [row] = await (skipLocked ? lockOrderUnlessHeld : lockOrderRow)(tx, { id });
  return row;
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/**
 * Built once for each number of orders asked about (one, on every payment and mail of an order): the ids
 * one parameter each, so that PostgreSQL keeps one plan for the statement (modules/products/teas-as-sold.ts
 * says why an array would not).
 */
const selectLines = builtOnce<{ ids: string[] }>()('order_lines', (db, v) =>
  db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, v.ids))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
);

export async function linesOf(db: Executor, orderIds: readonly string[]): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await selectLines(db, { ids: [...orderIds] });
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export async function eventsOf(db: Executor, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export interface OrderFilter {
  userId?: string;
  email?: string;
  status?: OrderStatus;
  /** The order of this number alone (docs/decisions/0031-order-numbers.md). */
  number?: number;
  /** Deleted orders are in no list a page shows; a customer's data export holds them too. */
  withDeleted?: boolean;
  limit: number;
  offset: number;
}

/**
 * An order's lines as the answer shows them, in their order, read inside the order's own query. The
 * outer order is named in full ("orders"."id"): a bare column would be the line's own.
 */
const shownLines = sql<OrderLineRecord[]>`coalesce((
  select json_agg(json_build_object(
    'productId', l.product_id, 'name', l.name, 'category', l.category, 'brand', l.brand, 'photo', l.photo,
    'unitPriceCents', l.unit_price_cents, 'quantity', l.quantity, 'totalCents', l.total_cents,
    'sizeId', l.size_id, 'sizeLabel', l.size_label, 'sizeGrams', l.size_grams,
    'id', l.id, 'refundedQuantity', l.refunded_quantity, 'discountCents', l.discount_cents
  ) order by l.position)
  from ${orderLines} l where l.order_id = "orders"."id"
), '[]'::json)`;

/** The conditions of a filter, each value a placeholder of the prepared page (or the value itself, for a count). */
function filterConditions(filter: OrderFilter, value: (key: 'userId' | 'email' | 'status' | 'number') => unknown) {
  const conditions: SQL[] = filter.withDeleted ? [] : [ne(orders.status, 'deleted')];
  if (filter.userId) conditions.push(eq(orders.userId, value('userId') as string));
  if (filter.email) conditions.push(eq(orders.email, value('email') as string));
  if (filter.status) conditions.push(eq(orders.status, value('status') as OrderStatus));
  if (filter.number !== undefined) conditions.push(eq(orders.number, value('number') as number));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The page query of one shape of filter (whose conditions it has), built once per database: each list
 * then only binds its values, instead of building the same SQL on every request.
 */
function preparePage(db: Executor, filter: OrderFilter, name: string) {
  const where = filterConditions(filter, (key) => sql.placeholder(key));
  return db
    .select({
      order: orders,
      lines: shownLines,
      total: sql<number>`(select count(*) from ${orders} where ${where ?? sql`true`})`.mapWith(Number),
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

type PreparedPage = ReturnType<typeof preparePage>;
const preparedPages = new WeakMap<Executor, Map<string, PreparedPage>>();

/** The prepared page query of a filter's shape on this database, prepared on its first use. */
function pageQuery(db: Executor, filter: OrderFilter): PreparedPage {
  const flags = [filter.userId, filter.email, filter.status, filter.withDeleted, filter.number !== undefined].map(
    (v) => (v ? 1 : 0),
  );
  const shape = `orders_page_${flags.join('')}`;
  let pages = preparedPages.get(db);
  if (!pages) {
    pages = new Map();
    preparedPages.set(db, pages);
  }
  let page = pages.get(shape);
  if (!page) {
    page = preparePage(db, filter, shape);
    pages.set(shape, page);
  }
  return page;
}

/**
 * A page of orders newest first, each with its lines, and the number of orders that match the filter:
 * one query (the total is counted once for the whole statement, beside the page the index gives).
 */
export async function listOrders(db: Executor, filter: OrderFilter): Promise<{ items: Order[]; total: number }> {
  const page = pageQuery(db, filter);
  const rows = await page.execute({
    userId: filter.userId,
    email: filter.email,
    status: filter.status,
    number: filter.number,
    limit: filter.limit,
    offset: filter.offset,
  });
  // A page past the last has no row to carry the total: it is counted alone.
  const total =
    rows[0]?.total ??
    (filter.offset > 0
      ? ((
          await db
            .select({ n: count() })
            .from(orders)
            .where(filterConditions(filter, (key) => filter[key]))
        )[0]?.n ?? 0)
      : 0);
  return { items: rows.map((row) => toOrderDto(row.order, row.lines)), total };
}

/** Unpaid orders whose time ran out by `now`, the longest overdue first. */
export async function overdueOrderIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A customer's unpaid order ids, for closing an account. */
export async function unpaidOrderIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
  return rows.map((r) => r.id);
}

/** A removed account's orders stay for the books, but no longer keep its phone number (docs/decisions/0010-personal-data.md). */
export async function forgetPhoneOnOrdersOf(tx: Executor, userId: string): Promise<void> {
  await tx.update(orders).set({ phone: '' }).where(eq(orders.userId, userId));
}

/** Order states in which the money was taken and kept: their customers bought what the lines hold. */
const BOUGHT = ['paid', 'shipped', 'delivered'] as const;

/**
 * Which of these customers have paid for which of these teas, as `customer tea` keys: an order of
 * theirs that is paid, shipped or delivered holds a line of it (refunded, cancelled, expired and unpaid
 * orders do not count). One query for a whole page of reviews, from the customers' orders (by the
 * `user_id` index) to their lines (by `order_id`); asked per review inside the list's query, the
 * planner read every order line instead.
 */
export async function boughtTeas(
  db: Executor,
  customerIds: readonly string[],
  productIds: readonly string[],
): Promise<Set<string>> {
  const bought = new Set<string>();
  if (customerIds.length === 0 || productIds.length === 0) return bought;
  const pairs = await db
    .select({ userId: orders.userId, productId: orderLines.productId })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        inArray(orders.userId, [...customerIds]),
        inArray(orders.status, BOUGHT),
        inArray(orderLines.productId, [...productIds]),
      ),
    );
  for (const pair of pairs) bought.add(`${pair.userId} ${pair.productId}`);
  return bought;
}
