import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orders, user } from '../db/schema/index.ts';
import { unauthorized } from '../lib/http-errors.ts';
import type { ShopContext } from './context.ts';

/**
 * Who places an order, and what the shop's rules allow them (docs/decisions/0024-one-order-path.md):
 * the account's or the guest's limits the statement checks (order-statement.ts), and the account as it
 * is now when the session's was not.
 */

const HOUR_MS = 60 * 60_000;

/** How far the account's rules count: MAX_UNPAID_ORDERS, and ORDER_RATE_LIMIT since `since`. */
export interface OrderLimits {
  since: Date;
  maxUnpaid: number;
  perHour: number;
}

/**
 * What one buyer may hold unpaid (migration 0022's `order_hold_refusal`): UNPAID_SHARE_PERCENT of each
 * tea's stock, and UNPAID_VALUE_MAX in all, in cents.
 */
export interface HoldLimits {
  sharePercent: number;
  maxValueCents: number;
}

/**
 * Who places an order: an account, locked and checked by migration 0021's `order_customer_refusal`, or
 * a guest (migration 0028's `order_guest_refusal`), counted per e-mail address and per client address.
 */
export type Buyer = { customerId: string; guestEmail?: never } | { customerId?: never; guestEmail: string };

/** The account's name and address as they are now, when the session's were not. */
export async function accountNow(ctx: ShopContext, customerId: string) {
  const [found] = await ctx.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, customerId));
  if (!found) throw unauthorized('Please sign in again');
  return found;
}

/** MAX_UNPAID_ORDERS, and ORDER_RATE_LIMIT over the last hour. */
export const limitsNow = (ctx: ShopContext): OrderLimits => ({
  since: new Date(Date.now() - HOUR_MS),
  maxUnpaid: ctx.rules.maxUnpaidOrders,
  perHour: ctx.rules.ordersPerHour,
});

/** What one buyer may hold unpaid (an administrator is not bounded: the statement reads the role). */
export const holdsOf = (ctx: ShopContext): HoldLimits => ({
  sharePercent: ctx.rules.unpaidSharePercent,
  maxValueCents: ctx.rules.unpaidValueMaxCents,
});

/**
 * The buyer's own rules alone (migration 0028's `order_buyer_refusal`: an account's, or a guest's per
 * e-mail and client address), for an order refused before it is sent: whatever the buyer's rules refuse
 * is answered first, as the statement would. Fails with the reason, as the statement does; answers
 * nothing when the buyer may order.
 */
export async function checkBuyer(db: Executor, buyer: Buyer, clientAddress: string | null, limits: OrderLimits) {
  await db.select({ allowed: sql<boolean>`refuse_order(refusal)` }).from(
    sql`order_buyer_refusal(
        ${buyer.customerId ?? null}::text, ${buyer.guestEmail ?? null}::text, ${clientAddress}::text,
        ${sql.param(limits.since, orders.createdAt)}, ${limits.maxUnpaid}, ${limits.perHour}, null, null
      )`,
  );
}
