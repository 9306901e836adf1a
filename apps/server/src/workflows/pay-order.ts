import { orderMessages } from '@teatree/shared/schemas/order';
import type { TestCardConfirmInput } from '@teatree/shared/schemas/payment';
import type { Executor } from '../db/client.ts';
import { conflict, notFound, paymentRequired } from '../lib/http-errors.ts';
import { orderMails } from '../modules/orders/mails.ts';
import { type OrderOpener, opens } from '../modules/orders/order-keys.ts';
import { addEvent, linesOf, lockOrder, moveTo, type OrderRow } from '../modules/orders/repository.ts';
import { CardError, CURRENCY, type Intent } from '../modules/payments/provider.ts';
import {
  findPayment,
  lockLiveIntent,
  recordIntent,
  refundsOfPayment,
  setPaymentStatus,
} from '../modules/payments/repository.ts';
import type { ShopContext } from './context.ts';
import { guestKey, moneyText, refundPayment } from './steps.ts';

/**
 * Paying an order (docs/decisions/0011-order-states.md). Every step locks the order first, so
 * preparing, confirming, cancelling, deleting and expiring one order happen one after the other, and
 * at most one payment ever succeeds for it.
 */

/** Why an order cannot take a payment now, or null when it can. */
function notPayable(order: OrderRow, now = new Date()): string | null {
  switch (order.status) {
    case 'pending':
      return order.expiresAt && order.expiresAt <= now ? orderMessages.expired : null;
    case 'cancelled':
    case 'refunded':
      return orderMessages.cancelled;
    case 'expired':
      return orderMessages.expired;
    case 'deleted':
      return orderMessages.deleted;
    default:
      return orderMessages.alreadyPaid;
  }
}

/** The order, locked, when this opener may pay it: its customer, or the holder of a guest order's key. */
async function lockOwnOrder(tx: Executor, orderId: string, opener: OrderOpener) {
  const order = await lockOrder(tx, orderId);
  if (!order || !(await opens(tx, order, opener))) throw notFound('This order does not exist');
  return order;
}

/**
 * The order's one live intent for its total: made on the first call, the same one after that, however
 * many calls come at once. Opening the payment page only prepares it; nothing is charged.
 */
export async function startPayment(ctx: ShopContext, orderId: string, opener: OrderOpener) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, orderId, opener);
    const refusal = notPayable(order);
    if (refusal) throw conflict(refusal);
    const live = await lockLiveIntent(tx, order.id);
    if (live && live.amountCents === order.totalCents && live.provider === ctx.provider.name) {
      return { clientSecret: live.clientSecret, amount: live.amountCents, currency: live.currency };
    }
    if (live) {
      // An intent for another amount or provider (the shop's settings changed): it must not be paid.
      const stopped = await ctx.provider.cancelIntent(live.id, tx).catch(() => null);
      await setPaymentStatus(tx, live.id, stopped?.status ?? 'canceled');
    }
    const intent = await ctx.provider.createIntent(
      { orderId: order.id, amountCents: order.totalCents, currency: CURRENCY, email: order.email },
      tx,
    );
    await writeIntent(ctx, tx, order, intent);
    return { clientSecret: intent.clientSecret, amount: intent.amountCents, currency: intent.currency };
  });
}

/** Writes an intent in the payments table, unless it is there already (the test provider writes its own). */
function writeIntent(ctx: ShopContext, tx: Executor, order: OrderRow, intent: Intent) {
  return recordIntent(tx, {
    id: intent.id,
    orderId: order.id,
    provider: ctx.provider.name,
    amountCents: intent.amountCents,
    currency: intent.currency,
    clientSecret: intent.clientSecret,
    status: intent.status,
  });
}

/** A payment the provider confirmed, as recorded: the order paid by it, or the reason it was refunded. */
type Recorded = { order: OrderRow; recorded: boolean } | { refused: string };

/**
 * The one place a payment is recorded, whichever way the provider confirmed it (the test card's
 * confirmation, PATCH /api/purchase/{id} after Stripe.js, Stripe's webhook), in the transaction that
 * locked the order: the order becomes paid only on the provider's word that this intent, made for
 * this order and its whole total, succeeded; then the payment row, the order's new state and its
 * event, the receipt and the shop's notice are written together. The same payment again records
 * nothing (`recorded: false`). Money that arrives for an order that can no longer take it (deleted,
 * cancelled, expired, paid with another intent) is refunded through the provider, the refund
 * recorded, and the customer told.
 */
async function recordPayment(
  ctx: ShopContext,
  tx: Executor,
  order: OrderRow,
  intent: Intent,
  origin: string,
): Promise<Recorded> {
  if (order.transactionId === intent.id) return { order, recorded: false };
  if (intent.orderId !== order.id) throw conflict('This payment is for another order');
  if (intent.amountCents !== order.totalCents || intent.currency !== CURRENCY) {
    throw conflict("This payment's amount does not match the order's total");
  }
  if (intent.status !== 'succeeded') throw paymentRequired('The payment for this order has not succeeded');
  await writeIntent(ctx, tx, order, intent);
  await setPaymentStatus(tx, intent.id, 'succeeded');

  // Money taken while the order still holds its goods is welcome, even a moment past its time.
  if (order.status === 'pending') {
    const paid = await moveTo(tx, order.id, 'paid', { transactionId: intent.id, paidAt: new Date() });
    const lines = (await linesOf(tx, [order.id])).get(order.id) ?? [];
    await ctx.mailer.send(orderMails.paid({ order: paid, lines, origin, key: await guestKey(tx, paid) }), tx);
    await ctx.mailer.send(orderMails.paidToShop({ order: paid, lines, origin }, ctx.shopEmail), tx);
    return { order: paid, recorded: true };
  }

  const refusal = notPayable(order) ?? orderMessages.alreadyPaid;
  // A replayed webhook or a second look from the customer's page: refunded already, nothing more to say.
  if ((await refundsOfPayment(tx, intent.id)).length > 0) return { refused: refusal };
  const payment = (await findPayment(tx, intent.id))!;
  const refund = await refundPayment(ctx, tx, payment, 'not_payable');
  if (!refund) return { refused: refusal };
  await addEvent(
    tx,
    order.id,
    order.status,
    `A late payment of ${moneyText(refund.amountCents)} was refunded (${refund.id})`,
  );
  const lines = (await linesOf(tx, [order.id])).get(order.id) ?? [];
  await ctx.mailer.send(
    orderMails.lateMoneyRefunded({ order, lines, origin, key: await guestKey(tx, order) }, refund.amountCents),
    tx,
  );
  return { refused: refusal };
}

/** Answers a recorded payment once its transaction committed: what follows it (lib/effects.ts), or the refusal. */
function answer(ctx: ShopContext, outcome: Recorded): OrderRow {
  if ('refused' in outcome) {
    const sentence = outcome.refused.endsWith('.') ? outcome.refused : `${outcome.refused}.`;
    throw conflict(`${sentence} The payment was refunded.`);
  }
  if (outcome.recorded) ctx.effects.orderPaid(outcome.order.userId);
  return outcome.order;
}

/**
 * The test provider's card confirmation, standing in for Stripe.js and Stripe together: with the
 * order locked, an order that cannot be paid (paid, cancelled, expired, deleted) is refused before
 * the card is charged; a charged card pays the order in the same transaction.
 */
export async function confirmTestCard(
  ctx: ShopContext,
  clientSecret: string,
  card: TestCardConfirmInput['card'],
  opener: OrderOpener,
  origin: string,
) {
  const cards = ctx.provider.cards;
  if (!cards) throw notFound('This payment does not exist');
  const outcome = await ctx.db.transaction(async (tx) => {
    const known = await cards.findByClientSecret(clientSecret, tx);
    if (!known?.orderId) throw notFound('This payment does not exist');
    const order = await lockOwnOrder(tx, known.orderId, opener);
    // Read again under the order's lock: another confirmation may have charged it a moment ago.
    const intent = (await ctx.provider.retrieveIntent(known.id, tx))!;
    if (intent.status === 'succeeded' && order.transactionId === intent.id) {
      return { intent, recorded: { order, recorded: false } };
    }
    const refusal = notPayable(order);
    if (refusal) throw conflict(refusal);
    if (intent.status === 'canceled') throw conflict(orderMessages.cancelled);
    try {
      const charged = await cards.confirm(intent, card, tx);
      return { intent: charged, recorded: await recordPayment(ctx, tx, order, charged, origin) };
    } catch (err) {
      // A refused card is recorded on the intent (committed), then answered.
      if (err instanceof CardError) return { cardError: err };
      throw err;
    }
  });
  if ('cardError' in outcome && outcome.cardError) {
    const err = outcome.cardError;
    if (err.code === 'payment_intent_unexpected_state') throw conflict(err.message);
    throw paymentRequired(err.message, err.field ? { [err.field]: err.message } : undefined, err.code);
  }
  return { intent: outcome.intent!, order: answer(ctx, outcome.recorded!) };
}

/**
 * A payment the provider took, as the customer's page (after Stripe.js confirmed it) and Stripe's
 * webhook report it: the provider is asked about the intent again (the report is a hint, the intent
 * is the truth), and it is recorded as `recordPayment` says. Reporting a payment already recorded
 * answers the order as it is, without asking the provider.
 */
export async function completePayment(ctx: ShopContext, orderId: string, transactionId: string, origin: string) {
  const outcome = await ctx.db.transaction(async (tx): Promise<Recorded> => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('This order does not exist');
    if (order.transactionId === transactionId) return { order, recorded: false };
    const intent = await ctx.provider.retrieveIntent(transactionId, tx);
    if (!intent) throw paymentRequired('This payment does not exist');
    return recordPayment(ctx, tx, order, intent, origin);
  });
  return answer(ctx, outcome);
}
