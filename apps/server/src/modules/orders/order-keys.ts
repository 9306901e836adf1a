import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderKeys } from '../../db/schema/index.ts';

/**
 * The keys of a guest's order (docs/decisions/0027-guest-orders.md). A key is 32 random bytes (256
 * bits), written in base64url into the link of one mail of the order; the table keeps only its
 * SHA-256, so neither a copy of the database nor its backups open any order. Each mail of the order
 * carries a key of its own, and each opens the order until ORDER_KEY_DAYS after it was made.
 */

/** How long one mailed link opens its order. */
export const ORDER_KEY_DAYS = 180;

/** What the browser sends a key in: never in the address of an API call, which logs and proxies keep. */
export const ORDER_KEY_HEADER = 'x-order-key';

const DAY_MS = 24 * 60 * 60_000;

/** A key's stored form. */
export const hashOrderKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key for an order, and the row that makes it open the order; the caller writes the row with its change. */
export function newOrderKey(orderId: string, now = new Date()) {
  const key = randomBytes(32).toString('base64url');
  return {
    key,
    row: { keyHash: hashOrderKey(key), orderId, expiresAt: new Date(now.getTime() + ORDER_KEY_DAYS * DAY_MS) },
  };
}

/** Makes a new key of an order, in the transaction of the mail that carries it, and answers it. */
export async function issueOrderKey(tx: Executor, orderId: string) {
  const { key, row } = newOrderKey(orderId);
  await tx.insert(orderKeys).values(row);
  return key;
}

/** Whether this key opens this order now: a key of another order, or one past its time, opens nothing. */
export async function keyOpens(db: Executor, orderId: string, key: string) {
  // Keys are base64url of 32 bytes: anything else is not one, and costs no query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(key)) return false;
  const [found] = await db
    .select({ orderId: orderKeys.orderId })
    .from(orderKeys)
    .where(
      and(
        eq(orderKeys.keyHash, hashOrderKey(key)),
        eq(orderKeys.orderId, orderId),
        gt(orderKeys.expiresAt, new Date()),
      ),
    );
  return Boolean(found);
}

/** Who opens an order: its customer, signed in, or whoever holds a key of a guest's order. */
export type OrderOpener = { customerId: string; key?: never } | { key: string; customerId?: never };

/** The opener of a request through `requireBuyer`: its order key, or its signed-in customer. */
export const openerOf = (request: { orderKey: string | null; user: { id: string } | null }): OrderOpener =>
  request.orderKey ? { key: request.orderKey } : { customerId: request.user!.id };

/**
 * Whether this opener may open this order: its own customer's, or a guest's order this key opens; a
 * deleted order opens for neither. An administrator's reach is the caller's to add.
 */
export async function opens(
  db: Executor,
  order: { id: string; userId: string | null; status: string },
  opener: OrderOpener,
) {
  if (order.status === 'deleted') return false;
  if (opener.customerId !== undefined) return order.userId === opener.customerId;
  return keyOpens(db, order.id, opener.key);
}
