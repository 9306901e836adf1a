import type { Order, OrderDetail } from '@teatree/shared/schemas/order';
import type { OrderReturn, ReturnInput } from '@teatree/shared/schemas/returns';
import { refundableLines, typedNumber } from './refund-form';

/** A return as the customer's dialog holds it: the tins of each line as typed, and why. */
export type ReturnDraft = {
  /** Tins to return, by line id, as typed ('' or '0' for none). */
  tins: Record<string, string>;
  reason: string;
};

export const emptyReturn: ReturnDraft = { tins: {}, reason: '' };

/** The newest return the customer asked, if any. */
export const latestReturn = (order: Pick<OrderDetail, 'returns'>): OrderReturn | undefined => order.returns.at(-1);

/**
 * Whether the customer may ask to return some tins: the order arrived, some of its tins were not sent
 * back, and no return waits for the shop's answer. How long after its delivery returns stay open is
 * the shop's rule: past it, the shop says so when asked.
 */
export const canAskReturn = (order: Pick<Order, 'status' | 'returnStatus' | 'lines'>) =>
  order.status === 'delivered' &&
  order.returnStatus !== 'asked' &&
  order.lines.some((line) => line.quantity > line.refundedQuantity);

/**
 * The return to send: only the lines with tins chosen, in the order's own order. The ids of the lines
 * sent come with it, since the shop names a line's error by its place in what was sent (`lines.0.quantity`).
 */
export function returnToSend(order: Order, draft: ReturnDraft): { asked: ReturnInput; sentLineIds: string[] } {
  const lines = refundableLines(order)
    .map((line) => ({ lineId: line.id, quantity: typedNumber(draft.tins[line.id] ?? '') }))
    .filter(({ quantity }) => typeof quantity !== 'number' || quantity !== 0);
  return { asked: { lines, reason: draft.reason }, sentLineIds: lines.map(({ lineId }) => lineId) };
}
