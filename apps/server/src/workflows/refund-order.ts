import { type RefundInput, refundMessages } from '@teatree/shared/schemas/refund';
import type { Executor } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../lib/http-errors.ts';
import { orderMails } from '../modules/orders/mails.ts';
import {
  addEvent,
  addRefunded,
  addRefundedLines,
  linesOf,
  lockOrder,
  type OrderLineRow,
  type OrderRow,
} from '../modules/orders/repository.ts';
import { RefundRefused } from '../modules/payments/provider.ts';
import { findPayment, recordRefund, refundsOfPayment } from '../modules/payments/repository.ts';
import { returnStock } from '../modules/products/repository.ts';
import type { ShopContext } from './context.ts';
import { guestKey, moneyText } from './steps.ts';

/**
 * Refunding part of a paid order (docs/decisions/0034-refunds.md): some of its tins, its shipping, an
 * amount, or these together, through the provider, in the transaction that locks the order. So two
 * refunds of one order happen one after the other, and what they send back never passes what was paid
 * (a check on `orders.refunded_cents` says so too).
 */

/** The states whose payment is kept, and so can be refunded in part. */
const REFUNDABLE = new Set(['paid', 'shipped', 'delivered']);

/**
 * What a line cost the buyer: its price less its share of the discounts (docs/decisions/0035-promotions.md),
 * and its tax when the prices were without it.
 */
const paidFor = (order: OrderRow, line: OrderLineRow) =>
  line.totalCents - line.discountCents + (order.pricesIncludeTax ? 0 : line.taxCents);

/** What the shipping cost the buyer: its price less its discount, its tax with it. */
export const shippingPaid = (
  order: Pick<OrderRow, 'shippingCents' | 'shippingDiscountCents' | 'shippingTaxCents' | 'pricesIncludeTax'>,
) => order.shippingCents - order.shippingDiscountCents + (order.pricesIncludeTax ? 0 : order.shippingTaxCents);

/**
 * A line's part of a refund, to the cent, and the tax in it: the last tins left take what is left of
 * the line, so the tins of a line refunded one by one come to what the line cost.
 */
function linePart(order: OrderRow, line: OrderLineRow, quantity: number) {
  if (quantity === line.quantity - line.refundedQuantity) {
    return { cents: paidFor(order, line) - line.refundedCents, taxCents: line.taxCents - line.refundedTaxCents };
  }
  return {
    cents: Math.round((paidFor(order, line) * quantity) / line.quantity),
    taxCents: Math.round((line.taxCents * quantity) / line.quantity),
  };
}

/** What a refund of parts sends back, and what it was for. */
export interface Parts {
  parts: { line: OrderLineRow; quantity: number; cents: number; taxCents: number }[];
  shippingCents: number;
  shippingTaxCents: number;
  amountCents: number;
  totalCents: number;
}

/** Everything of an order not refunded yet: what a cancellation sends back of its lines and its shipping. */
export function restOf(order: OrderRow, lines: readonly OrderLineRow[]): Parts {
  const parts = lines
    .filter((line) => line.refundedQuantity < line.quantity)
    .map((line) => {
      const quantity = line.quantity - line.refundedQuantity;
      return { line, quantity, ...linePart(order, line, quantity) };
    });
  const shippingCents = order.shippingRefunded ? 0 : shippingPaid(order);
  const shippingTaxCents = order.shippingRefunded ? 0 : order.shippingTaxCents;
  return { parts, shippingCents, shippingTaxCents, amountCents: 0, totalCents: order.totalCents - order.refundedCents };
}

/** The columns of a refund's row that say what it was for. */
export const refundedFor = (parts: Parts) => ({
  lines: parts.parts.map((part) => ({
    lineId: part.line.id,
    quantity: part.quantity,
    cents: part.cents,
    taxCents: part.taxCents,
  })),
  shippingCents: parts.shippingCents,
  shippingTaxCents: parts.shippingTaxCents,
  taxCents: parts.parts.reduce((sum, part) => sum + part.taxCents, 0) + parts.shippingTaxCents,
});

/** Writes a refund's parts into its lines: how many, for how much, and how many went back on the shelf. */
export const refundLines = (tx: Executor, parts: Parts, restock: boolean) =>
  addRefundedLines(
    tx,
    parts.parts.map((part) => ({
      lineId: part.line.id,
      quantity: part.quantity,
      cents: part.cents,
      taxCents: part.taxCents,
      restocked: restock ? part.quantity : 0,
    })),
  );

/** A line as refunds and returns name it: "Sencha, 100 g tin". */
export const lineLabel = (line: Pick<OrderLineRow, 'name' | 'sizeLabel'>) =>
  line.sizeLabel ? `${line.name}, ${line.sizeLabel}` : line.name;

/** How a refund or a return refuses a line asked: not the order's, asked twice, more of it than is left. */
interface LineRefusals {
  notALine: string;
  lineTwice: string;
  tooMany: (left: number, label: string) => string;
}

/**
 * The tins asked of an order's lines (a refund's, a return's), checked against the lines as they are
 * now: each is a line of the order, asked once, and no more of it than is not refunded yet. Each
 * refusal names its field.
 */
export function askedLines(
  lines: readonly OrderLineRow[],
  asked: readonly { lineId: string; quantity: number }[],
  refusals: LineRefusals,
): { line: OrderLineRow; quantity: number }[] {
  const seen = new Set<string>();
  return asked.map(({ lineId, quantity }, i) => {
    const field = `lines.${i}.lineId`;
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw badRequest(refusals.notALine, { [field]: refusals.notALine });
    if (seen.has(line.id)) throw badRequest(refusals.lineTwice, { [field]: refusals.lineTwice });
    seen.add(line.id);
    const left = line.quantity - line.refundedQuantity;
    if (quantity > left) {
      const message = refusals.tooMany(left, lineLabel(line));
      throw badRequest(message, { [`lines.${i}.quantity`]: message });
    }
    return { line, quantity };
  });
}

/** The refund asked, checked against the order as it is now: each refusal names its field. */
function partsOf(order: OrderRow, lines: readonly OrderLineRow[], input: RefundInput): Parts {
  const parts = askedLines(lines, input.lines, {
    ...refundMessages,
    tooMany: (left, label) => (left === 0 ? refundMessages.noneLeft(label) : refundMessages.fewerLeft(left, label)),
  }).map(({ line, quantity }) => ({ line, quantity, ...linePart(order, line, quantity) }));
  let shippingCents = 0;
  let shippingTaxCents = 0;
  if (input.shipping) {
    const message = order.shippingRefunded
      ? refundMessages.shippingRefunded
      : shippingPaid(order) === 0
        ? refundMessages.noShipping
        : null;
    if (message) throw badRequest(message, { shipping: message });
    shippingCents = shippingPaid(order);
    shippingTaxCents = order.shippingTaxCents;
  }
  const amountCents = Math.round(input.amount * 100);
  const totalCents = parts.reduce((sum, part) => sum + part.cents, 0) + shippingCents + amountCents;
  if (totalCents === 0) throw badRequest(refundMessages.nothingChosen, { lines: refundMessages.nothingChosen });
  const leftCents = order.totalCents - order.refundedCents;
  if (totalCents > leftCents) {
    const message = refundMessages.tooMuch(leftCents);
    throw badRequest(message, { amount: message });
  }
  return { parts, shippingCents, shippingTaxCents, amountCents, totalCents };
}

/** What the mail and the history say the refund was for: "2 × Sencha, 100 g tin, the shipping, $3.00". */
function itemsOf(refund: Parts) {
  return [
    ...refund.parts.map((part) => `${part.quantity} × ${lineLabel(part.line)}`),
    ...(refund.shippingCents > 0 ? ['the shipping'] : []),
    ...(refund.amountCents > 0 ? [moneyText(refund.amountCents)] : []),
  ];
}

/** Refunds part of an order the caller has locked (a return accepted refunds its tins here too). */
export async function refundLocked(
  ctx: ShopContext,
  tx: Executor,
  order: OrderRow,
  input: RefundInput,
  origin: string,
) {
  if (!REFUNDABLE.has(order.status)) throw conflict(refundMessages.notRefundable(order.status));
  const payment = order.transactionId ? await findPayment(tx, order.transactionId) : undefined;
  if (!payment) throw conflict('The payment of this order is not on record, so it cannot be refunded here');
  const lines = (await linesOf(tx, [order.id])).get(order.id) ?? [];
  const asked = partsOf(order, lines, input);
  // The n-th refund of a payment always sends the same key: a retried request never refunds twice.
  const earlier = await refundsOfPayment(tx, payment.id);
  let refund: Awaited<ReturnType<typeof ctx.provider.refund>>;
  try {
    refund = await ctx.provider.refund(
      {
        intentId: payment.id,
        amountCents: asked.totalCents,
        idempotencyKey: `teatree-refund-${payment.id}-${earlier.length + 1}`,
      },
      tx,
    );
  } catch (err) {
    if (err instanceof RefundRefused)
      throw conflict(`The refund was refused: ${err.message}`, undefined, 'REFUND_REFUSED');
    throw err;
  }
  await recordRefund(tx, {
    id: refund.id,
    paymentId: payment.id,
    orderId: order.id,
    provider: payment.provider,
    amountCents: refund.amountCents,
    status: refund.status,
    reason: 'part',
    note: input.reason,
    ...refundedFor(asked),
    restocked: input.restock,
  });
  await refundLines(tx, asked, input.restock);
  const row = await addRefunded(tx, order.id, asked.totalCents, asked.shippingCents > 0);
  const stockChanged = input.restock
    ? await returnStock(
        tx,
        asked.parts.map((part) => ({ ...part.line, quantity: part.quantity })),
      )
    : false;
  const items = itemsOf(asked);
  await addEvent(
    tx,
    order.id,
    order.status,
    `Refunded ${moneyText(asked.totalCents)} (${refund.id}) for ${items.join(', ')}: ${input.reason}`,
    'refund',
  );
  // The lines as read above: a mail names them, their quantities and prices, which a refund does not change.
  await ctx.mailer.send(
    orderMails.partRefunded(
      { order: row, lines, origin, key: await guestKey(tx, row) },
      { amountCents: asked.totalCents, reason: input.reason, items },
    ),
    tx,
  );
  return { row, stockChanged, refundId: refund.id };
}

/** An administrator refunds part of an order, from its page or from Manage All Orders. */
export function refundPart(
  ctx: ShopContext,
  orderId: string,
  input: RefundInput,
  origin: string,
): Promise<{ row: OrderRow; stockChanged: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status === 'deleted') throw notFound('This order does not exist');
    return refundLocked(ctx, tx, order, input, origin);
  });
}
