import { formatPrice, toDollars } from '@teatree/shared/money';
import type { OrderStatus } from '@teatree/shared/schemas/order';
import type { Executor } from '../db/client.ts';
import { orderMails } from '../modules/orders/mails.ts';
import { issueOrderKey } from '../modules/orders/order-keys.ts';
import { linesOf, moveTo, type OrderRow } from '../modules/orders/repository.ts';
import {
  lockLiveIntent,
  type PaymentRow,
  type RefundRow,
  recordRefund,
  refundsOfPayment,
  sentBack,
  setPaymentStatus,
} from '../modules/payments/repository.ts';
import { returnStock } from '../modules/products/repository.ts';
import { releaseUses } from '../modules/promotions/repository.ts';
import type { ShopContext } from './context.ts';

/** The steps several workflows share. Each takes the transaction of the workflow that calls it. */

type MailKind = Exclude<
  keyof typeof orderMails,
  | 'placed'
  | 'paidToShop'
  | 'lateMoneyRefunded'
  | 'partRefunded'
  | 'returnAsked'
  | 'returnAskedToShop'
  | 'returnDeclined'
>;

/** Queues one of the order's mails to its customer, in the transaction of the change it reports. */
export async function mailCustomer(
  ctx: ShopContext,
  tx: Executor,
  kind: MailKind,
  order: OrderRow,
  origin: string,
  refundCents?: number,
) {
  const lines = (await linesOf(tx, [order.id])).get(order.id) ?? [];
  await ctx.mailer.send(orderMails[kind]({ order, lines, origin, key: await guestKey(tx, order), refundCents }), tx);
}

/**
 * The key a mail of a guest's order links with: a new one each mail, written in its transaction
 * (docs/decisions/0027-guest-orders.md). A customer's order needs none: they sign in.
 */
export const guestKey = (tx: Executor, order: Pick<OrderRow, 'id' | 'placedAsGuest'>) =>
  order.placedAsGuest ? issueOrderKey(tx, order.id) : Promise.resolve(undefined);

export const moneyText = (cents: number) => formatPrice(toDollars(cents));

/**
 * Makes sure the order's live intent can no longer be charged: the provider cancels it (Stripe: the
 * moment the order ends, so a card confirmed later in the browser fails at Stripe). Answers `stopped`
 * when nothing can charge the order any more, or the provider's status when it was too late
 * (`succeeded`, `processing`): a payment is on its way and the order must stay as it is.
 */
export async function stopLiveIntent(ctx: ShopContext, tx: Executor, order: OrderRow): Promise<string> {
  const live = await lockLiveIntent(tx, order.id);
  if (!live) return 'stopped';
  const intent = await ctx.provider.cancelIntent(live.id, tx);
  await setPaymentStatus(tx, live.id, intent.status, live.lastError);
  return intent.status === 'canceled' ? 'stopped' : intent.status;
}

/**
 * Ends an unpaid order (cancelled, expired or deleted): its intent is stopped, its goods go back to
 * stock, its promotions' uses are given back and its history records the step. Answers null, changing nothing, when a payment is on its way.
 */
export async function endUnpaidOrder(
  ctx: ShopContext,
  tx: Executor,
  order: OrderRow,
  status: Extract<OrderStatus, 'cancelled' | 'expired' | 'deleted'>,
  note: string | null = null,
) {
  const stopped = await stopLiveIntent(ctx, tx, order);
  if (stopped !== 'stopped') return null;
  const lines = (await linesOf(tx, [order.id])).get(order.id) ?? [];
  const stockChanged = await returnStock(tx, lines);
  await releaseUses(tx, order.id);
  const row = await moveTo(tx, order.id, status, {}, note);
  return { row, stockChanged };
}

/**
 * Sends what is left of a succeeded payment back through the provider, once: all of it, or the rest
 * after refunds of parts (docs/decisions/0034-refunds.md). The idempotency key is the payment's, so a
 * retried call gets the same refund. Answers null when parts refunded had sent all of it back already.
 * Throws RefundRefused when the provider refuses.
 */
export async function refundPayment(
  ctx: ShopContext,
  tx: Executor,
  payment: PaymentRow,
  reason: 'cancelled' | 'not_payable',
  /** What the refund sends back of the order's lines and shipping, as its row records it. */
  refundedFor: Partial<Pick<RefundRow, 'lines' | 'shippingCents' | 'shippingTaxCents' | 'taxCents' | 'restocked'>> = {},
) {
  const earlier = await refundsOfPayment(tx, payment.id);
  const whole = earlier.find((refund) => refund.reason !== 'part');
  if (whole) return whole;
  const leftCents = payment.amountCents - sentBack(earlier);
  if (leftCents <= 0) return null;
  const idempotencyKey = earlier.length === 0 ? `teatree-refund-${payment.id}` : `teatree-refund-${payment.id}-rest`;
  const refund = await ctx.provider.refund({ intentId: payment.id, amountCents: leftCents, idempotencyKey }, tx);
  const row = {
    id: refund.id,
    paymentId: payment.id,
    orderId: payment.orderId,
    provider: payment.provider,
    amountCents: refund.amountCents,
    status: refund.status,
    reason,
    ...refundedFor,
  };
  await recordRefund(tx, row);
  return row;
}
