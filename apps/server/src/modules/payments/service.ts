import { BRAND } from '@teatree/shared/messages';
import { formatPrice, toDollars } from '@teatree/shared/money';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { findOrder, markPaid, type OrderRow } from '../orders/repository.ts';
import { CURRENCY, type PaymentProvider } from './provider.ts';

export interface PaymentContext {
  db: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const paymentRequired = (message: string) => new HttpError(402, message);

function refuseIfSettled(order: OrderRow) {
  if (order.status === 'cancelled') throw conflict('This order was cancelled');
  if (order.status !== 'pending') throw conflict('This order is already paid');
}

/**
 * The client secret for paying an order: the amount is the order's total from the database. An
 * unfinished intent for the same amount is reused, so reopening the page never makes a second one.
 */
export async function startPayment(ctx: PaymentContext, order: OrderRow) {
  refuseIfSettled(order);
  const [open] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.provider, ctx.provider.name),
        eq(payments.amountCents, order.totalCents),
        ne(payments.status, 'succeeded'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (open) return { clientSecret: open.clientSecret, amount: open.amountCents, currency: open.currency };

  const intent = await ctx.provider.createIntent({
    orderId: order.id,
    amountCents: order.totalCents,
    currency: CURRENCY,
    email: order.email,
  });
  // The test provider keeps its intents in this table itself; Stripe's are recorded here.
  await ctx.db
    .insert(payments)
    .values({
      id: intent.id,
      orderId: order.id,
      provider: ctx.provider.name,
      amountCents: intent.amountCents,
      currency: intent.currency,
      clientSecret: intent.clientSecret,
      status: intent.status,
    })
    .onConflictDoNothing();
  return { clientSecret: intent.clientSecret, amount: intent.amountCents, currency: intent.currency };
}

/**
 * Marks an order paid with a payment id, only once the provider confirms that this payment
 * succeeded, for this order and for its whole total. Replaying the same payment changes nothing;
 * any other payment of a paid order is refused. Sends the receipt when this call paid the order.
 */
export async function completePayment(ctx: PaymentContext, orderId: string, transactionId: string) {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound('This order does not exist');
  if (order.status !== 'pending') {
    if (order.transactionId === transactionId) return order;
    refuseIfSettled(order);
  }

  const intent = await ctx.provider.retrieveIntent(transactionId);
  if (!intent) throw paymentRequired('This payment does not exist');
  if (intent.orderId !== order.id) throw conflict('This payment is for another order');
  if (intent.amountCents !== order.totalCents || intent.currency !== CURRENCY) {
    throw conflict("This payment's amount does not match the order's total");
  }
  if (intent.status !== 'succeeded') throw paymentRequired('The payment for this order has not succeeded');

  const paid = await markPaid(ctx.db, order.id, intent.id).catch((err: unknown) => {
    // The unique transaction id: a payment can settle one order only.
    if ((err as { code?: string; cause?: { code?: string } }).cause?.code === '23505') return undefined;
    if ((err as { code?: string }).code === '23505') return undefined;
    throw err;
  });
  await ctx.db
    .update(payments)
    .set({ status: 'succeeded', lastError: null, updatedAt: new Date() })
    .where(eq(payments.id, intent.id));
  if (!paid) {
    // Someone else's call paid it a moment ago: the same payment is fine, another one is not.
    const now = await findOrder(ctx.db, order.id);
    if (now?.transactionId === intent.id) return now;
    throw conflict('This order is already paid');
  }
  await sendReceipt(ctx, paid);
  return paid;
}

async function sendReceipt(ctx: PaymentContext, order: OrderRow) {
  try {
    await ctx.mailer.send({
      to: order.email,
      subject: `Your ${BRAND} receipt for ${order.name}`,
      text: [
        `Hello ${order.customerName},`,
        '',
        'Thank you for shopping with us. We have received your payment:',
        '',
        `  ${order.name} (${order.brand}) × ${order.quantity} at ${formatPrice(toDollars(order.unitPriceCents))}`,
        `  Total paid: ${formatPrice(toDollars(order.totalCents))}`,
        `  Transaction ID: ${order.transactionId}`,
        `  Order: ${order.id}`,
        '',
        `We will ship to: ${order.address}`,
        '',
        `${BRAND}: organic tea since 1995`,
        '',
      ].join('\n'),
    });
  } catch (err) {
    // The payment stands; a lost receipt is logged, never a failed payment.
    ctx.log.error({ err, orderId: order.id }, 'could not send a payment receipt');
  }
}
