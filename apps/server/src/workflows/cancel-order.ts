import { whyNotDeletable } from '@teatree/shared/orders/deletable';
import { orderMessages } from '@teatree/shared/schemas/order';
import type { OrderStatusInput } from '@teatree/shared/schemas/order-requests';
import type { Executor } from '../db/client.ts';
import { conflict, notFound } from '../lib/http-errors.ts';
import {
  addRefunded,
  linesOf,
  lockOrder,
  moveTo,
  type OrderRow,
  unpaidOrderIdsOf,
} from '../modules/orders/repository.ts';
import { RefundRefused } from '../modules/payments/provider.ts';
import { findPayment } from '../modules/payments/repository.ts';
import { returnStock } from '../modules/products/repository.ts';
import type { ShopContext } from './context.ts';
import { planRefills } from './refill-reminders.ts';
import { refundedFor, refundLines, restOf } from './refund-order.ts';
import { endUnpaidOrder, mailCustomer, moneyText, refundPayment } from './steps.ts';

/**
 * Cancelling, refunding, shipping, delivering and deleting orders (docs/decisions/0011-order-states.md).
 * Each answers the order as it now is and whether stock came back (the catalogue must then refresh).
 */
export interface Moved {
  row: OrderRow;
  stockChanged: boolean;
}

export interface Caller {
  id: string;
  role: string;
}

/**
 * An administrator cancels an order: an unpaid one is cancelled (its intent stopped first), a paid one
 * not yet shipped is refunded through the provider and becomes `refunded`. Either way its goods go
 * back to stock and the customer is mailed. A refund the provider refuses changes nothing (409 with
 * the provider's reason).
 */
async function cancelLocked(ctx: ShopContext, tx: Executor, order: OrderRow, origin: string): Promise<Moved> {
  if (order.status === 'pending') {
    const ended = await endUnpaidOrder(ctx, tx, order, 'cancelled');
    if (!ended) throw conflict(orderMessages.paymentInProgress);
    await mailCustomer(ctx, tx, 'cancelled', ended.row, origin);
    return ended;
  }
  if (order.status === 'paid') {
    const payment = order.transactionId ? await findPayment(tx, order.transactionId) : undefined;
    if (!payment) throw conflict('The payment of this order is not on record, so it cannot be refunded here');
    const lines = (await linesOf(tx, [order.id])).get(order.id) ?? [];
    // What no refund of a part sent back yet: the rest of each line and the shipping, all back on the shelf.
    const rest = restOf(order, lines);
    let refund: Awaited<ReturnType<typeof refundPayment>>;
    try {
      refund = await refundPayment(ctx, tx, payment, 'cancelled', { ...refundedFor(rest), restocked: true });
    } catch (err) {
      if (err instanceof RefundRefused) {
        throw conflict(`The refund was refused: ${err.message}`, undefined, 'REFUND_REFUSED');
      }
      throw err;
    }
    // Tins a refund of a part put back on the shelf already are not put back twice.
    const stockChanged = await returnStock(
      tx,
      lines.map((line) => ({ ...line, quantity: line.quantity - line.restockedQuantity })),
    );
    await refundLines(tx, rest, true);
    const sent = refund?.amountCents ?? 0;
    await addRefunded(tx, order.id, sent, true);
    const row = await moveTo(
      tx,
      order.id,
      'refunded',
      {},
      refund ? `Refunded ${moneyText(sent)} (${refund.id})` : 'Refunded in full before',
    );
    await mailCustomer(ctx, tx, 'refunded', row, origin, sent);
    return { row, stockChanged };
  }
  if (order.status === 'shipped' || order.status === 'delivered') {
    throw conflict(`An order that is ${order.status} cannot be cancelled`);
  }
  // Cancelled, refunded or expired already: nothing more to do.
  return { row: order, stockChanged: false };
}

async function lockListedOrder(tx: Executor, id: string) {
  const order = await lockOrder(tx, id);
  if (!order || order.status === 'deleted') throw notFound('This order does not exist');
  return order;
}

/** An administrator's move from Manage Orders: ship (with carrier and tracking), deliver, or cancel. */
export async function moveOrder(ctx: ShopContext, id: string, move: OrderStatusInput, origin: string): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockListedOrder(tx, id);
    if (move.status === 'cancelled') return cancelLocked(ctx, tx, order, origin);
    if (order.status === move.status) return { row: order, stockChanged: false };
    const from = move.status === 'shipped' ? 'paid' : 'shipped';
    if (order.status !== from) throw conflict(`An order that is ${order.status} cannot become ${move.status}`);
    const change =
      move.status === 'shipped' ? { carrier: move.carrier ?? null, trackingNumber: move.trackingNumber ?? null } : {};
    const note =
      move.status === 'shipped' && (move.carrier || move.trackingNumber)
        ? [move.carrier, move.trackingNumber && `tracking number ${move.trackingNumber}`].filter(Boolean).join(', ')
        : null;
    const row = await moveTo(tx, id, move.status, change, note);
    if (move.status === 'delivered') await planRefills(tx, id, ctx.timeZone);
    await mailCustomer(ctx, tx, move.status, row, origin);
    return { row, stockChanged: false };
  });
}

/**
 * Delete on My Orders and Manage All Orders. A customer hides their own order while it is unpaid (it
 * ends, its goods go back) or once it has ended; a paid order, or one whose payment is on its way,
 * stays. An administrator's delete cancels the order (refunding a paid one); a shipped order cannot be
 * deleted; an ended one is hidden. The rows stay in the database for the books.
 */
export async function deleteOrder(ctx: ShopContext, id: string, caller: Caller, origin: string): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockListedOrder(tx, id);
    const admin = caller.role === 'admin';
    if (!admin && order.userId !== caller.id) throw notFound('This order does not exist');
    const refusal = whyNotDeletable(order.status, admin ? 'admin' : 'customer');
    if (refusal === 'paid') throw conflict(orderMessages.paidCannotBeDeleted);
    if (refusal === 'shipped') throw conflict(orderMessages.shippedCannotBeDeleted);
    switch (order.status) {
      case 'pending': {
        if (admin) return cancelLocked(ctx, tx, order, origin);
        const ended = await endUnpaidOrder(ctx, tx, order, 'deleted');
        if (!ended) throw conflict(orderMessages.paymentInProgress);
        return ended;
      }
      case 'paid':
        return cancelLocked(ctx, tx, order, origin);
      default:
        // Cancelled, refunded or expired: it ended already; deleting hides it.
        return { row: await moveTo(tx, id, 'deleted'), stockChanged: false };
    }
  });
}

/**
 * Cancels a customer's unpaid orders when their account closes, in the transaction that closes it.
 * An order whose payment is on its way stays, to be paid or to expire. Answers whether stock changed.
 */
export async function cancelUnpaidOrdersOf(ctx: ShopContext, tx: Executor, userId: string): Promise<boolean> {
  let stockChanged = false;
  for (const id of await unpaidOrderIdsOf(tx, userId)) {
    const order = await lockOrder(tx, id);
    if (order?.status !== 'pending') continue;
    const ended = await endUnpaidOrder(ctx, tx, order, 'cancelled', 'The account was closed');
    stockChanged ||= ended?.stockChanged ?? false;
  }
  return stockChanged;
}
