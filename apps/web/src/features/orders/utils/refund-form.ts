import { formatPrice, toCents, toDollars } from '@teatree/shared/money';
import type { Order, OrderLine } from '@teatree/shared/schemas/order';
import type { RefundInput } from '@teatree/shared/schemas/refund';
import { sizeName } from '../../../components/product/size-text';

/** A partial refund as the dialog holds it: the tins of each line and the amount as typed. */
export type RefundDraft = {
  /** Tins to refund, by line id, as typed ('' or '0' for none). */
  tins: Record<string, string>;
  shipping: boolean;
  amount: string;
  reason: string;
  restock: boolean;
};

export const emptyRefund: RefundDraft = { tins: {}, shipping: false, amount: '', reason: '', restock: false };

/** How many tins of a line may still be refunded. */
export const tinsLeft = (line: Pick<OrderLine, 'quantity' | 'refundedQuantity'>) =>
  Math.max(0, line.quantity - line.refundedQuantity);

/** The lines that still have tins to refund. */
export const refundableLines = (order: Order) => order.lines.filter((line) => tinsLeft(line) > 0);

/** What is left to send back on an order, in dollars, counted in cents so no float creeps in. */
export const leftToRefund = (order: Pick<Order, 'total' | 'refunded'>) =>
  toDollars(Math.max(0, toCents(order.total) - toCents(order.refunded)));

/** Whether the shipping can still be refunded: the order paid some, and it was not sent back yet. */
export const shippingRefundable = (order: Pick<Order, 'shipping' | 'shippingDiscount' | 'shippingRefunded'>) =>
  shippingCharged(order) > 0 && !order.shippingRefunded;

/** What the shipping cost the buyer, before its tax: its price less its discount (docs/decisions/0035-promotions.md). */
export const shippingCharged = (order: Pick<Order, 'shipping' | 'shippingDiscount'>) =>
  Math.round((order.shipping - order.shippingDiscount) * 100) / 100;

/** Paid, shipped or delivered, and not all of it sent back: an order that can be refunded in part. */
export const canRefundInPart = (order: Pick<Order, 'status' | 'total' | 'refunded'>) =>
  (order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered') &&
  toCents(order.refunded) < toCents(order.total);

/** Some of the order sent back, not all of it. */
export const partlyRefunded = (order: Pick<Order, 'total' | 'refunded'>) =>
  order.refunded > 0 && toCents(order.refunded) < toCents(order.total);

/** A typed number: 0 when left empty, the text itself when it is no number, so the check names its field. */
export function typedNumber(text: string): number {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isNaN(value) ? (text as unknown as number) : value;
}

/**
 * The refund to send: only the lines with tins chosen, in the order's own order. The ids of the lines
 * sent come with it, since the server names a line's error by its place in what was sent (`lines.0.quantity`).
 */
export function refundToSend(order: Order, draft: RefundDraft): { refund: RefundInput; sentLineIds: string[] } {
  const lines = refundableLines(order)
    .map((line) => ({ lineId: line.id, quantity: typedNumber(draft.tins[line.id] ?? '') }))
    .filter(({ quantity }) => typeof quantity !== 'number' || quantity !== 0);
  return {
    refund: {
      lines,
      shipping: shippingRefundable(order) && draft.shipping,
      amount: typedNumber(draft.amount),
      reason: draft.reason,
      restock: draft.restock,
    },
    sentLineIds: lines.map(({ lineId }) => lineId),
  };
}

/**
 * The refusal's messages by what the dialog shows them under: a line's by its id (`lines.0.quantity`
 * is the first line sent), `lines`, `shipping`, `amount` and `reason` as they are.
 */
export function errorsByField(fields: Record<string, string>, sentLineIds: readonly string[]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const line = /^lines\.(\d+)(?:\.|$)/.exec(key);
    const lineId = line ? sentLineIds[Number(line[1])] : undefined;
    const name = lineId ? `line:${lineId}` : key.split('.')[0] === 'lines' ? 'lines' : key;
    shown[name] ??= message;
  }
  return shown;
}

/** The fields the dialog shows a message under; any other refusal goes in a toast. */
export const shownFields = (name: string) =>
  name.startsWith('line:') || ['lines', 'shipping', 'amount', 'reason'].includes(name);

const lineName = (line: OrderLine) => {
  const size = sizeName(line.size);
  return size ? `${line.name} (${size})` : line.name;
};

/** What the refund is made of, in words: "2 × Genmaicha, the shipping, $3.00"; null while nothing is chosen. */
export function chosenText(order: Order, refund: RefundInput): string | null {
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  const parts = refund.lines.flatMap(({ lineId, quantity }) => {
    const line = byId.get(lineId);
    return line && typeof quantity === 'number' && quantity > 0 ? [`${quantity} × ${lineName(line)}`] : [];
  });
  if (refund.shipping) parts.push('the shipping');
  if (typeof refund.amount === 'number' && refund.amount > 0) parts.push(formatPrice(refund.amount));
  return parts.length > 0 ? parts.join(', ') : null;
}
