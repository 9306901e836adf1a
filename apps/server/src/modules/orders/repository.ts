import type { OrderEventKind, OrderStatus } from '@teatree/shared/schemas/order';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { asValues, builtOnce } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import { orderEvents, orderLines, orders } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The orders, their lines and their history: reads and writes of these three tables only. What an
 * order may become, and what else changes with it, is decided in src/workflows; a new order's rows are
 * made in new-order.ts, the lists of orders read in order-list.ts, and its answers read in
 * @teatree/shared/schemas/order-answers.
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
