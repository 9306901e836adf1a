import { maxQuantityForPrice } from '@teatree/shared/constants';
import { orderMessages } from '@teatree/shared/schemas/order';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { orderMails } from '../modules/orders/mails.ts';
import { insertOrder, orderCounts } from '../modules/orders/repository.ts';
import { findProduct, takeStock } from '../modules/products/repository.ts';
import type { ShopContext } from './context.ts';

export interface PurchaseValues {
  productId: string;
  quantity: number;
  address: string;
  phone: string;
}

const HOUR_MS = 60 * 60_000;

/**
 * Places an order (docs/decisions/0011-order-states.md): a verified customer within their limits
 * takes the goods from stock, and the order holds them for UNPAID_ORDER_MINUTES. The customer's
 * account row is locked first, so one customer's orders are placed one at a time and the limits count
 * what is really there; the stock is taken by one conditional UPDATE per line. The order, its lines,
 * its first event and the "placed" mail are written in one transaction.
 */
export async function placeOrder(ctx: ShopContext, input: PurchaseValues, customerId: string, origin: string) {
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ name: user.name, email: user.email, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, customerId))
      .for('update');
    if (!account) throw new HttpError(401, 'Please sign in again');
    if (!account.emailVerified) throw new HttpError(403, orderMessages.verifyFirst, undefined, 'EMAIL_NOT_VERIFIED');

    const { maxUnpaidOrders, ordersPerHour, unpaidOrderMinutes } = ctx.rules;
    const counts = await orderCounts(tx, customerId, new Date(Date.now() - HOUR_MS));
    if (counts.unpaid >= maxUnpaidOrders) {
      throw new HttpError(429, orderMessages.tooManyUnpaid(maxUnpaidOrders), undefined, 'TOO_MANY_UNPAID_ORDERS');
    }
    if (counts.recent >= ordersPerHour) {
      throw new HttpError(429, orderMessages.tooManyOrders(ordersPerHour), undefined, 'ORDER_RATE_LIMITED');
    }

    const product = await takeStock(tx, input.productId, input.quantity);
    if (!product) throw await whyNotPlaced(tx, input);

    const line = {
      productId: product.id,
      name: product.name,
      category: product.category,
      brand: product.brand,
      description: product.description,
      photo: product.photo,
      unitPriceCents: product.priceCents,
      quantity: input.quantity,
      totalCents: product.priceCents * input.quantity,
    };
    const placed = await insertOrder(
      tx,
      {
        userId: customerId,
        customerName: account.name,
        email: account.email,
        phone: input.phone,
        address: input.address,
        expiresAt: new Date(Date.now() + unpaidOrderMinutes * 60_000),
      },
      [line],
    );
    await ctx.mailer.send(orderMails.placed({ ...placed, origin }, unpaidOrderMinutes), tx);
    return placed;
  });
}

async function whyNotPlaced(db: Executor, input: PurchaseValues): Promise<HttpError> {
  const product = await findProduct(db, input.productId);
  if (!product) return new HttpError(404, 'This product does not exist', { productId: 'This product does not exist' });
  if (input.quantity < product.minOrder) {
    const message = orderMessages.quantityBelowMin(product.minOrder);
    return badRequest(message, { quantity: message });
  }
  if (input.quantity > maxQuantityForPrice(product.priceCents)) {
    const message = orderMessages.totalTooHigh(maxQuantityForPrice(product.priceCents));
    return badRequest(message, { quantity: message });
  }
  const message =
    product.quantity < product.minOrder ? orderMessages.soldOut : orderMessages.quantityAboveStock(product.quantity);
  return new HttpError(409, message, { quantity: message });
}
