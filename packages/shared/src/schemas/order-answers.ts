import { toDollars } from '../money.ts';
import type { AppliedPromotion } from '../promotions.ts';
import { type TaxOfRate, toPercent } from '../tax.ts';
import type {
  DeliveredTo,
  Order,
  OrderDetail,
  OrderEvent,
  OrderEventKind,
  OrderLine,
  OrderStatus,
  ShippedBy,
} from './order.ts';
import type { OrderRefund } from './refund.ts';
import type { OrderReturn, ReturnStatus } from './returns.ts';

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
  discountCents: number;
  shippingDiscountCents: number;
  promotions: readonly AppliedPromotion[];
  taxCents: number;
  taxes: readonly TaxOfRate[];
  pricesIncludeTax: boolean;
  shippingMethod: ShippedBy | null;
  refundedCents: number;
  shippingRefunded: boolean;
  returnStatus: ReturnStatus | null;
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
  id: string;
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
  discountCents: number;
  refundedQuantity: number;
}

/** A step of an order's history as stored. */
export interface OrderEventRecord {
  status: OrderStatus;
  note: string | null;
  kind: OrderEventKind | null;
  createdAt: Date;
}

function toLineDto(line: OrderLineRecord): OrderLine {
  return {
    id: line.id,
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
    discount: toDollars(line.discountCents),
    refundedQuantity: line.refundedQuantity,
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
    discount: toDollars(row.discountCents),
    shippingDiscount: toDollars(row.shippingDiscountCents),
    promotions: row.promotions.map((p) => ({ code: p.code, name: p.name, amount: toDollars(p.cents) })),
    tax: toDollars(row.taxCents),
    taxes: row.taxes.map((t) => ({ rate: toPercent(t.rate), amount: toDollars(t.cents) })),
    pricesIncludeTax: row.pricesIncludeTax,
    shippingMethod: row.shippingMethod,
    refunded: toDollars(row.refundedCents),
    shippingRefunded: row.shippingRefunded,
    returnStatus: row.returnStatus,
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

/** A refund as stored (docs/decisions/0034-refunds.md). */
export interface RefundRecord {
  id: string;
  amountCents: number;
  reason: string;
  note: string | null;
  lines: readonly { lineId: string; quantity: number; cents: number }[];
  shippingCents: number;
  restocked: boolean;
  createdAt: Date;
}

/** A return as stored. */
export interface ReturnRecord {
  id: string;
  status: ReturnStatus;
  lines: readonly { lineId: string; quantity: number }[];
  reason: string;
  answer: string | null;
  createdAt: Date;
  answeredAt: Date | null;
}

export function toReturnDto(row: ReturnRecord): OrderReturn {
  return {
    id: row.id,
    status: row.status,
    lines: row.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })),
    reason: row.reason,
    answer: row.answer,
    at: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

const REFUND_KINDS = ['part', 'cancelled', 'not_payable'] as const;

function toRefundDto(refund: RefundRecord): OrderRefund {
  const kind = REFUND_KINDS.find((k) => k === refund.reason) ?? 'part';
  return {
    id: refund.id,
    amount: toDollars(refund.amountCents),
    kind,
    reason: refund.note,
    lines: refund.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity, amount: toDollars(l.cents) })),
    shipping: toDollars(refund.shippingCents),
    restocked: refund.restocked,
    at: refund.createdAt.toISOString(),
  };
}

export function toOrderDetail(
  row: OrderRecord,
  lines: readonly OrderLineRecord[],
  events: readonly OrderEventRecord[],
  refunds: readonly RefundRecord[] = [],
  returns: readonly ReturnRecord[] = [],
): OrderDetail {
  const history: OrderEvent[] = events.map((e) => ({
    status: e.status,
    at: e.createdAt.toISOString(),
    note: e.note,
    kind: e.kind,
  }));
  return { ...toOrderDto(row, lines), history, refunds: refunds.map(toRefundDto), returns: returns.map(toReturnDto) };
}
