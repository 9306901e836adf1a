import { type ReturnAnswerInput, type ReturnInput, returnMessages } from '@teatree/shared/schemas/returns';
import type { Executor } from '../db/client.ts';
import { conflict, notFound } from '../lib/http-errors.ts';
import { orderMails } from '../modules/orders/mails.ts';
import { addEvent, linesOf, lockOrder, type OrderLineRow, type OrderRow } from '../modules/orders/repository.ts';
import {
  addReturn,
  answerReturn,
  deliveredAt,
  lockReturn,
  openReturn,
  type ReturnRow,
} from '../modules/orders/returns.ts';
import type { ShopContext } from './context.ts';
import { askedLines, lineLabel, refundLocked } from './refund-order.ts';
import { guestKey } from './steps.ts';

/**
 * Returns asked by the customer (docs/decisions/0034-refunds.md, "Returns"): on a delivered order,
 * within RETURN_DAYS of its delivery, the customer asks to send back some tins; the shop accepts,
 * refunding them as a refund of part of the order does, or declines with a note. Both sides are mailed
 * and the order's history keeps each step. Each runs in the transaction that locks the order.
 */

const DAY_MS = 86_400_000;

/** "2 × Sencha, 100 g tin": what the request names, for the mails and the history. */
const itemsOf = (asked: ReturnRow['lines'], lines: readonly OrderLineRow[]) =>
  asked.map((part) => {
    const line = lines.find((l) => l.id === part.lineId);
    return `${part.quantity} × ${line ? lineLabel(line) : 'a tea'}`;
  });

/** The last day returns are taken, as the customer's calendar reads it: "30 November". */
const dayText = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone }).format(at);

/** Mails a return's step to its customer, and a new request to the shop too. */
async function mailBoth(
  ctx: ShopContext,
  tx: Executor,
  order: OrderRow,
  kind: 'returnAsked' | 'returnDeclined',
  detail: { items: string[]; reason: string; note?: string },
  origin: string,
) {
  const lines = (await linesOf(tx, [order.id])).get(order.id) ?? [];
  await ctx.mailer.send(orderMails[kind]({ order, lines, origin, key: await guestKey(tx, order) }, detail), tx);
  if (kind === 'returnAsked')
    await ctx.mailer.send(orderMails.returnAskedToShop({ order, lines, origin }, ctx.shopEmail, detail), tx);
}

/** The order's customer asks to return some of its tins. */
export function askReturn(ctx: ShopContext, orderId: string, input: ReturnInput, origin: string): Promise<ReturnRow> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status === 'deleted') throw notFound('This order does not exist');
    if (ctx.rules.returnDays === 0) throw conflict(returnMessages.noReturns);
    if (order.status !== 'delivered') throw conflict(returnMessages.notDelivered);
    const arrived = (await deliveredAt(tx, order.id)) ?? order.createdAt;
    const closes = new Date(arrived.getTime() + ctx.rules.returnDays * DAY_MS);
    if (Date.now() > closes.getTime()) throw conflict(returnMessages.closed(dayText(closes, ctx.timeZone)));
    if (await openReturn(tx, order.id)) throw conflict(returnMessages.waiting);
    const lines = (await linesOf(tx, [order.id])).get(order.id) ?? [];
    askedLines(lines, input.lines, { ...returnMessages, tooMany: returnMessages.fewerLeft });
    const asked = await addReturn(tx, { orderId: order.id, lines: input.lines, reason: input.reason });
    const items = itemsOf(asked.lines, lines);
    await addEvent(tx, order.id, order.status, `${items.join(', ')}: ${input.reason}`, 'return_asked');
    await mailBoth(ctx, tx, order, 'returnAsked', { items, reason: input.reason }, origin);
    return asked;
  });
}

/**
 * The shop answers a return: accepting refunds its tins (and the shipping, when asked) through the
 * provider, as a refund of part of the order does; declining says why. Either way the customer is mailed.
 */
export function answerReturnRequest(
  ctx: ShopContext,
  orderId: string,
  returnId: string,
  input: ReturnAnswerInput,
  origin: string,
): Promise<{ row: OrderRow; stockChanged: boolean; answered: ReturnRow }> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status === 'deleted') throw notFound('This order does not exist');
    const asked = await lockReturn(tx, order.id, returnId);
    if (!asked) throw notFound('This return does not exist');
    if (asked.status !== 'asked') throw conflict(returnMessages.answered(asked.status as 'accepted' | 'declined'));
    const lines = (await linesOf(tx, [order.id])).get(order.id) ?? [];
    const items = itemsOf(asked.lines, lines);
    if (input.decision === 'decline') {
      const answered = await answerReturn(tx, asked, 'declined', input.note);
      await addEvent(tx, order.id, order.status, input.note, 'return_declined');
      await mailBoth(ctx, tx, order, 'returnDeclined', { items, reason: asked.reason, note: input.note }, origin);
      return { row: (await lockOrder(tx, order.id))!, stockChanged: false, answered };
    }
    const refunded = await refundLocked(
      ctx,
      tx,
      order,
      {
        lines: asked.lines,
        shipping: input.shipping,
        amount: 0,
        reason: input.note ? `Your return was accepted. ${input.note}` : 'Your return was accepted.',
        restock: input.restock,
      },
      origin,
    );
    const answered = await answerReturn(tx, asked, 'accepted', input.note || null, refunded.refundId);
    await addEvent(tx, order.id, order.status, items.join(', '), 'return_accepted');
    return { row: (await lockOrder(tx, order.id))!, stockChanged: refunded.stockChanged, answered };
  });
}
