import type { DeliveryAddress } from '@teatree/shared/schemas/address';
import type { OrderStatus } from '@teatree/shared/schemas/order';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { TeaAsSold } from '../products/teas-as-sold.ts';
import type { PricedOrder } from '../shipping/price-order.ts';
import type { OrderLineRow, OrderRow } from './repository.ts';

/**
 * A new order's rows, made before the statement that writes them (workflows/order-statement.ts): the
 * order, whose product columns sum its lines up, its lines with their own copy of each tea as sold, and
 * its first event.
 */

/** A line as an order is placed with it: what the catalogue said of the tea when it was ordered, not yet paid. */
export type NewLine = Omit<
  OrderLineRow,
  | 'id'
  | 'orderId'
  | 'position'
  | 'paidAt'
  | 'taxCents'
  | 'discountCents'
  | 'refundedQuantity'
  | 'refundedCents'
  | 'refundedTaxCents'
  | 'restockedQuantity'
>;

/** What an order of these sizes copies of each: the tea and its size as sold, and how many. */
export function soldLines(ordered: readonly { tea: TeaAsSold; quantity: number }[]): NewLine[] {
  return ordered.map(({ tea, quantity }) => ({
    productId: tea.id,
    name: tea.name,
    category: tea.category,
    brand: tea.brand,
    description: tea.description,
    photo: tea.photo,
    unitPriceCents: tea.priceCents,
    quantity,
    totalCents: tea.priceCents * quantity,
    sizeId: tea.sizeId,
    sizeLabel: tea.sizeLabel,
    sizeGrams: tea.sizeGrams,
    stockEach: tea.stockEach,
  }));
}

export interface NewOrder {
  /** Null for a guest's order (docs/decisions/0027-guest-orders.md). */
  userId: string | null;
  placedAsGuest: boolean;
  customerName: string;
  email: string;
  phone: string;
  address: string;
  expiresAt: Date;
  /** The network address the order came from (docs/decisions/0026-unpaid-holds-bounded.md). */
  clientAddress: string | null;
  /** Where it goes, field by field (docs/product.md, "Addresses"); `address` is its one line. */
  delivery: DeliveryAddress | null;
}

/**
 * What the order's own product columns say of its lines (docs/decisions/0013-carts.md): for one line,
 * that line; for several, the order as a whole: "Earl Grey Bloom and 2 more", every tin, the order's
 * total as its price, and the first line's tea, photo and category. The total is what the buyer pays,
 * shipping and tax with it (docs/decisions/0033-shipping-and-tax.md).
 */
export function orderSummary(lines: readonly NewLine[], totalCents: number) {
  const first = lines[0];
  if (!first) throw new Error('An order needs at least one line');
  if (lines.length === 1) return { ...first, totalCents };
  return {
    ...first,
    name: `${first.name} and ${lines.length - 1} more`,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    unitPriceCents: totalCents,
    totalCents,
  };
}

/** The rows of a new order, not yet written: see `orderWrites` and workflows/order-statement.ts. */
export function newOrderRows(order: NewOrder, lines: readonly NewLine[], { totals, method }: PricedOrder) {
  const summary = orderSummary(lines, totals.totalCents);
  const id = newId('ord');
  return {
    order: {
      id,
      ...order,
      productId: summary.productId,
      name: summary.name,
      category: summary.category,
      brand: summary.brand,
      description: summary.description,
      photo: summary.photo,
      unitPriceCents: summary.unitPriceCents,
      quantity: summary.quantity,
      totalCents: summary.totalCents,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      shippingTaxCents: totals.shippingTaxCents,
      discountCents: totals.discountCents,
      shippingDiscountCents: totals.shippingDiscountCents,
      promotions: totals.promotions,
      taxes: totals.taxes,
      pricesIncludeTax: totals.pricesIncludeTax,
      shippingMethod: method,
    },
    lines: lines.map(
      (line, i): OrderLineRow => ({
        ...line,
        id: newId('line'),
        orderId: id,
        position: i + 1,
        paidAt: null,
        taxCents: totals.lineTaxCents[i] ?? 0,
        discountCents: totals.lineDiscountCents[i] ?? 0,
        refundedQuantity: 0,
        refundedCents: 0,
        refundedTaxCents: 0,
        restockedQuantity: 0,
      }),
    ),
    event: { id: newId('evt'), orderId: id, status: 'pending' as OrderStatus, note: null as string | null },
  };
}

export type OrderRows = ReturnType<typeof newOrderRows>;

/**
 * The row a new order's rows wrote (`newOrderRows`): its own values, what a new order starts with
 * (pending, not paid, not shipped), and the time and the number the database gave it.
 */
export function placedOrder(order: OrderRows['order'], given: { createdAt: Date; number: number }): OrderRow {
  return {
    ...order,
    number: given.number,
    status: 'pending',
    transactionId: null,
    paidAt: null,
    carrier: null,
    trackingNumber: null,
    refundedCents: 0,
    shippingRefunded: false,
    returnStatus: null,
    createdAt: given.createdAt,
  };
}

/**
 * The parts of one statement that write an order's own row and its first event (data-modifying CTEs),
 * as the placeholders of a statement built once (db/built-once.ts), or SQL (a reading of the
 * statement's own). `placed` answers the order's row. Its lines are written by the statement itself,
 * from arrays (workflows/order-statement.ts).
 */
export function orderWrites(
  tx: Executor,
  rows: { order: PgInsertValue<typeof orders>; event: PgInsertValue<typeof orderEvents> },
) {
  const placed = tx.$with('placed').as(tx.insert(orders).values(rows.order).returning());
  const firstEvent = tx
    .$with('first_event')
    .as(tx.insert(orderEvents).values(rows.event).returning({ id: orderEvents.id }));
  return { placed, parts: [placed, firstEvent] as const };
}
