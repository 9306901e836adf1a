import type { ReturnStatus } from '@teatree/shared/schemas/returns';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderEvents, orderReturns, orders } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/** Returns asked by customers (docs/decisions/0034-refunds.md, "Returns"): reads and writes of `order_returns`. */
export type ReturnRow = typeof orderReturns.$inferSelect;

/** When the order last became delivered: its returns are counted from then. */
export async function deliveredAt(db: Executor, orderId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return row?.at;
}

/** The order's return waiting for an answer, if any (at most one: a unique index says so). */
export async function openReturn(db: Executor, orderId: string): Promise<ReturnRow | undefined> {
  const [row] = await db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.status, 'asked')));
  return row;
}

/** One return of one order, locked until the transaction ends. */
export async function lockReturn(tx: Executor, orderId: string, id: string): Promise<ReturnRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.id, id), eq(orderReturns.orderId, orderId)))
    .for('update');
  return row;
}

export function returnsOf(db: Executor, orderId: string): Promise<ReturnRow[]> {
  return db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
}

export async function addReturn(
  tx: Executor,
  row: Pick<ReturnRow, 'orderId' | 'lines' | 'reason'>,
): Promise<ReturnRow> {
  const [added] = await tx
    .insert(orderReturns)
    .values({ ...row, id: newId('ret'), status: 'asked' })
    .returning();
  await tx.update(orders).set({ returnStatus: 'asked' }).where(eq(orders.id, row.orderId));
  return added!;
}

/** The shop's answer to a return, and the order's latest return state with it. */
export async function answerReturn(
  tx: Executor,
  row: ReturnRow,
  status: Exclude<ReturnStatus, 'asked'>,
  answer: string | null,
  refundId: string | null = null,
): Promise<ReturnRow> {
  const [answered] = await tx
    .update(orderReturns)
    .set({ status, answer, refundId, answeredAt: new Date() })
    .where(eq(orderReturns.id, row.id))
    .returning();
  await tx.update(orders).set({ returnStatus: status }).where(eq(orders.id, row.orderId));
  return answered!;
}
