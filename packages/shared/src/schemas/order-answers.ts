import { toDollars } from '../money.ts';
import { type TaxOfRate, toPercent } from '../tax.ts';
import type { DeliveredTo, Order, OrderDetail, OrderEvent, OrderLine, OrderStatus, ShippedBy } from './order.ts';

/**
 * How an order as the server keeps it reads in the API's answers (the contracts in order.ts): its
 * cents become dollars, its dates text, and an order no longer awaiting payment shows no expiry. Any
 * module that answers with an order builds its answer here.
 */

/** An order's columns as the server stores them. */
export interface OrderRecord {
  id: string;
  number: number;
  productId: string | null;
  name: string;
  category: string;
  brand: string;
  description: string;
  photo: string;
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  taxes: readonly TaxOfRate[];
  pricesIncludeTax: boolean;
  shippingMethod: ShippedBy | null;
  customerName: string;
  email: string;
  phone: string;
  address: string;
  delivery: DeliveredTo | null;
  status: OrderStatus;
  transactionId: string | null;
  paidAt: Date | null;
  expiresAt: Date | null;
  carrier: string | null;
  trackingNumber: string | null;
  createdAt: Date;
}

/** What an order's answer shows of each of its lines. */
export interface OrderLineRecord {
  productId: string | null;
  name: string;
  category: string;
  brand: string;
  photo: string;
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
  /** The size sold (docs/decisions/0032-sizes-and-stock-by-weight.md); label and grams null for a line sold before sizes. */
  sizeId: string | null;
  sizeLabel: string | null;
  sizeGrams: number | null;
}

/** A step of an order's history as stored. */
export interface OrderEventRecord {
  status: OrderStatus;
  note: string | null;
  createdAt: Date;
}

function toLineDto(line: OrderLineRecord): OrderLine {
  return {
    productId: line.productId,
    name: line.name,
    size:
      line.sizeLabel === null || line.sizeGrams === null
        ? null
        : { id: line.sizeId, label: line.sizeLabel, grams: line.sizeGrams },
    category: line.category,
    brand: line.brand,
    photo: line.photo,
    price: toDollars(line.unitPriceCents),
    quantity: line.quantity,
    total: toDollars(line.totalCents),
  };
}

export function toOrderDto(row: OrderRecord, lines: readonly OrderLineRecord[]): Order {
  return {
    _id: row.id,
    number: row.number,
    productId: row.productId,
    name: row.name,
    category: row.category,
    brand: row.brand,
    description: row.description,
    photo: row.photo,
    price: toDollars(row.unitPriceCents),
    quantity: row.quantity,
    total: toDollars(row.totalCents),
    subtotal: toDollars(row.subtotalCents),
    shipping: toDollars(row.shippingCents),
    tax: toDollars(row.taxCents),
    taxes: row.taxes.map((t) => ({ rate: toPercent(t.rate), amount: toDollars(t.cents) })),
    pricesIncludeTax: row.pricesIncludeTax,
    shippingMethod: row.shippingMethod,
    user: row.customerName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    delivery: row.delivery ?? null,
    paid: row.paidAt !== null,
    transactionId: row.transactionId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    expiresAt: row.status === 'pending' ? (row.expiresAt?.toISOString() ?? null) : null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    lines: lines.map(toLineDto),
  };
}

export function toOrderDetail(
  row: OrderRecord,
  lines: readonly OrderLineRecord[],
  events: readonly OrderEventRecord[],
): OrderDetail {
  const history: OrderEvent[] = events.map((e) => ({
    status: e.status,
    at: e.createdAt.toISOString(),
    note: e.note,
  }));
  return { ...toOrderDto(row, lines), history };
}
