import { lockOrder, overdueOrderIds } from '../modules/orders/repository.ts';
import type { ShopContext } from './context.ts';
import { endUnpaidOrder, mailCustomer } from './steps.ts';

/**
 * Ends the unpaid orders whose time ran out (docs/decisions/0011-order-states.md): each becomes
 * `expired` in a transaction of its own, its intent cancelled at the provider, its goods back in stock,
 * its customer mailed. An order another server is expiring, or a payment is confirming, is locked:
 * it is skipped, and a later sweep sees it again if it is still unpaid. Safe on every app server at once.
 */
export async function expireUnpaidOrders(ctx: ShopContext, now = new Date(), batch = 100) {
  let expired = 0;
  let stockChanged = false;
  for (const id of await overdueOrderIds(ctx.db, now, batch)) {
    try {
      const ended = await ctx.db.transaction(async (tx) => {
        const order = await lockOrder(tx, id, { skipLocked: true });
        if (order?.status !== 'pending' || !order.expiresAt || order.expiresAt > now) return null;
        // Null when a payment is on its way (Stripe is processing a card): it will pay the order or fail.
        const done = await endUnpaidOrder(ctx, tx, order, 'expired');
        if (done) await mailCustomer(ctx, tx, 'expired', done.row, ctx.origin());
        return done;
      });
      if (ended) {
        expired += 1;
        stockChanged ||= ended.stockChanged;
      }
    } catch (err) {
      // One order the provider could not be asked about waits for the next sweep; the others go on.
      ctx.log.error({ err, orderId: id }, 'could not expire an unpaid order');
    }
  }
  return { expired, stockChanged };
}
