import { and, asc, eq, inArray } from 'drizzle-orm';
import { asValues, builtOnce } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/index.ts';

/** Payments and refunds: reads and writes of these two tables only. Nothing here ever deletes a row. */
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** An intent that may still be confirmed: Stripe's statuses before `succeeded` or `canceled`. */
export const LIVE_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
] as const;

export const isLive = (status: string) => (LIVE_INTENT_STATUSES as readonly string[]).includes(status);

/*
 * The statements of every payment are built once (db/built-once.ts), as the orders' are
 * (modules/orders/repository.ts): Drizzle would build each one's SQL anew on every call.
 */
const selectLiveIntent = builtOnce<{ orderId: string }>()('lock_live_intent', (tx, v) =>
  tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, v.orderId), inArray(payments.status, [...LIVE_INTENT_STATUSES])))
    .for('update'),
);
const selectPayment = builtOnce<{ id: string }>()('find_payment', (db, v) =>
  db.select().from(payments).where(eq(payments.id, v.id)).limit(1),
);
type NewIntent = typeof payments.$inferInsert;
const insertIntent = builtOnce<NewIntent>()('record_intent', (tx, v) =>
  tx.insert(payments).values(v).onConflictDoNothing(),
);
type StatusChange = { status: string; lastError: string | null; updatedAt: Date };
const updateStatus = builtOnce<{ id: string; set: StatusChange }>()('set_payment_status', (tx, v) =>
  tx.update(payments).set(asValues<StatusChange>(v.set)).where(eq(payments.id, v.id)),
);

/** The order's live intent (at most one: a unique index says so), locked until the transaction ends. */
export async function lockLiveIntent(tx: Executor, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await selectLiveIntent(tx, { orderId });
  return row;
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await selectPayment(db, { id });
  return row;
}

/** Records an intent the provider made (the test provider has written it already: nothing changes then). */
export async function recordIntent(tx: Executor, row: NewIntent) {
  await insertIntent(tx, row);
}

export async function setPaymentStatus(tx: Executor, id: string, status: string, lastError: string | null = null) {
  await updateStatus(tx, { id, set: { status, lastError, updatedAt: new Date() } });
}

/** A payment's refunds, oldest first. */
export function refundsOfPayment(db: Executor, paymentId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** An order's refunds, oldest first: what its page lists. */
export function refundsOfOrder(db: Executor, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** What refunds have sent back, or are sending (a refund the provider failed sent nothing). */
export const sentBack = (rows: readonly Pick<RefundRow, 'amountCents' | 'status'>[]) =>
  rows.filter((r) => r.status === 'succeeded' || r.status === 'pending').reduce((sum, r) => sum + r.amountCents, 0);

export async function recordRefund(tx: Executor, row: typeof refunds.$inferInsert) {
  await tx.insert(refunds).values(row).onConflictDoNothing();
}
