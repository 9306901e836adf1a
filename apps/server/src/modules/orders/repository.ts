import { maxQuantityForPrice, ORDER_TOTAL_MAX_CENTS } from '@teatree/shared/constants';
import { toDollars } from '@teatree/shared/money';
import { ORDER_STATUS_MOVES, type Order, type OrderStatus, orderMessages } from '@teatree/shared/schemas/order';
import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { orders, products } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';

export type OrderRow = typeof orders.$inferSelect;

export function toOrderDto(row: OrderRow): Order {
  return {
    _id: row.id,
    productId: row.productId,
    name: row.name,
    category: row.category,
    brand: row.brand,
    description: row.description,
    photo: row.photo,
    price: toDollars(row.unitPriceCents),
    quantity: row.quantity,
    total: toDollars(row.totalCents),
    user: row.customerName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    paid: row.paidAt !== null,
    transactionId: row.transactionId,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export interface Customer {
  id: string;
  name: string;
  email: string;
}

export interface PurchaseValues {
  productId: string;
  quantity: number;
  address: string;
  phone: string;
}

/**
 * Places an order: the stock is taken by one conditional UPDATE (the row is locked by it, and a
 * concurrent buyer's UPDATE re-checks `quantity >= n` after the first commits), and the order is
 * written in the same transaction. Concurrent buyers can never take more than there is.
 */
export async function placeOrder(db: Database, input: PurchaseValues, customer: Customer): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${input.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(products.id, input.productId),
          gte(products.quantity, input.quantity),
          sql`${products.minOrder} <= ${input.quantity}`,
          // 64-bit arithmetic: a price of $100,000 times 1,000 would overflow a 32-bit total.
          sql`${products.priceCents}::bigint * ${input.quantity} <= ${ORDER_TOTAL_MAX_CENTS}`,
        ),
      )
      .returning();
    if (!product) throw await whyNotPlaced(tx, input);

    const [row] = await tx
      .insert(orders)
      .values({
        id: newId('ord'),
        productId: product.id,
        userId: customer.id,
        name: product.name,
        category: product.category,
        brand: product.brand,
        description: product.description,
        photo: product.photo,
        unitPriceCents: product.priceCents,
        quantity: input.quantity,
        totalCents: product.priceCents * input.quantity,
        customerName: customer.name,
        email: customer.email,
        phone: input.phone,
        address: input.address,
      })
      .returning();
    return row!;
  });
}

async function whyNotPlaced(db: Executor, input: PurchaseValues): Promise<HttpError> {
  const [product] = await db
    .select({ quantity: products.quantity, minOrder: products.minOrder, priceCents: products.priceCents })
    .from(products)
    .where(eq(products.id, input.productId));
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

export interface OrderFilter {
  userId?: string;
  email?: string;
  status?: OrderStatus;
  limit: number;
  offset: number;
}

/** Orders newest first, with the total that matches the filter. */
export async function listOrders(db: Executor, filter: OrderFilter) {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
  if (filter.email) conditions.push(eq(orders.email, filter.email));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** An order still holds its goods in the shop (their quantity returns to stock if it ends). */
const holdsStock = (status: string) => status === 'pending' || status === 'paid';

async function returnStock(tx: Executor, row: OrderRow) {
  if (!row.productId || !holdsStock(row.status)) return false;
  const back = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${row.quantity}`, updatedAt: new Date() })
    .where(eq(products.id, row.productId))
    .returning({ id: products.id });
  return back.length > 0;
}

export interface Caller {
  id: string;
  role: string;
}

/**
 * Deletes an order: its customer may delete it while unpaid, an admin any. Goods not yet shipped go
 * back to stock. Answers whether the stock changed (the catalogue must then be refreshed).
 */
export async function deleteOrder(db: Database, id: string, caller: Caller) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row || (row.userId !== caller.id && caller.role !== 'admin')) throw notFound('This order does not exist');
    if (caller.role !== 'admin' && row.status !== 'pending') {
      throw conflict('A paid order cannot be deleted. Please contact us to cancel it.');
    }
    const stockChanged = await returnStock(tx, row);
    await tx.delete(orders).where(eq(orders.id, id));
    return { row, stockChanged };
  });
}

/** An administrator's move along ORDER_STATUS_MOVES; cancelling returns unshipped goods to stock. */
export async function moveOrder(db: Database, id: string, status: OrderStatus) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound('This order does not exist');
    const current = row.status as OrderStatus;
    if (current === status) return { row, stockChanged: false };
    if (!ORDER_STATUS_MOVES[current].includes(status)) {
      throw conflict(`An order that is ${current} cannot become ${status}`);
    }
    const stockChanged = status === 'cancelled' ? await returnStock(tx, row) : false;
    const [updated] = await tx.update(orders).set({ status }).where(eq(orders.id, id)).returning();
    return { row: updated!, stockChanged };
  });
}

/**
 * Marks a pending order paid with the provider's payment id. Only a pending order changes; the
 * answer says whether this call was the one that paid it.
 */
export async function markPaid(db: Executor, id: string, transactionId: string) {
  const [row] = await db
    .update(orders)
    .set({ status: 'paid', transactionId, paidAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning();
  return row;
}
