import { z } from 'zod';
import { formatPrice } from '../money.ts';
import { requiredText } from './fields.ts';

/**
 * A refund of part of a paid order (docs/decisions/0034-refunds.md): some of its lines (all of a line's
 * tins or fewer), its shipping, an amount of the administrator's choosing, or any of these together,
 * with the reason the customer reads. Whether the returned tins go back to stock is chosen each time.
 */

export const REFUND_REASON_MAX = 500;

export const refundMessages = {
  nothingChosen: 'Choose the teas, the shipping or an amount to refund',
  reasonRequired: 'Say why you refund: the customer reads it',
  notALine: 'This tea is not part of this order',
  lineTwice: 'This tea is listed twice',
  noneLeft: (name: string) => `Nothing is left to refund of ${name}`,
  fewerLeft: (left: number, name: string) => `Only ${left} left to refund of ${name}`,
  shippingRefunded: 'The shipping was refunded already',
  noShipping: 'This order had no shipping to pay',
  tooMuch: (leftCents: number) => `At most ${formatPrice(leftCents / 100)} is left to refund on this order`,
  notRefundable: (status: string) => `An order that is ${status} cannot be refunded in part`,
};

const amountField = z
  .number({ error: 'Amount must be a number' })
  .min(0, { error: 'Amount must be 0 or more' })
  .max(100000, { error: 'Amount must be at most 100000' })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'Amount can have at most two decimals' });

/** Some tins of one of an order's lines, as a refund or a return (returns.ts) names them. */
export const lineTins = z.object({
  lineId: z.string().min(1).max(64),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int({ error: 'Quantity must be a whole number' })
    .min(1, { error: 'Quantity must be at least 1' })
    .max(1000, { error: 'Quantity must be at most 1000' }),
});

/** Why tins are refunded or returned, which the other side reads: required, at most REFUND_REASON_MAX characters. */
export const reasonField = (required: string) =>
  requiredText(required).max(REFUND_REASON_MAX, { error: `Reason must be at most ${REFUND_REASON_MAX} characters` });

/** POST /api/purchase/{id}/refunds (admin). */
export const refundInput = z.object({
  lines: z.array(lineTins).max(100).default([]),
  shipping: z.boolean().default(false),
  /** An amount in dollars beside the lines and the shipping (a goodwill gesture, a dented tin kept). */
  amount: amountField.default(0),
  reason: reasonField(refundMessages.reasonRequired),
  /** The refunded tins go back on the shelf (food that came back usually cannot be sold again). */
  restock: z.boolean().default(false),
});
export type RefundInput = z.infer<typeof refundInput>;

/** One refund as an order's answer lists it. */
export const orderRefund = z.object({
  id: z.string(),
  amount: z.number(),
  /** `part` for a refund of lines, shipping or an amount; `cancelled` for what a cancellation sent back. */
  kind: z.enum(['part', 'cancelled', 'not_payable']),
  reason: z.string().nullable(),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int(), amount: z.number() })),
  shipping: z.number(),
  restocked: z.boolean(),
  at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefund>;
