import { z } from 'zod';
import { requiredText } from './fields.ts';
import { lineTins, REFUND_REASON_MAX, reasonField } from './refund.ts';

/**
 * Returns asked by the customer (docs/decisions/0034-refunds.md, "Returns"): on a delivered order,
 * within RETURN_DAYS of its delivery, the customer asks to send back some tins, saying why; the shop
 * accepts, refunding them, or declines with a note. One request waits for an answer at a time.
 */

export const RETURN_STATUSES = ['asked', 'accepted', 'declined'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const returnStatusLabels: Record<ReturnStatus, string> = {
  asked: 'Return asked',
  accepted: 'Return accepted',
  declined: 'Return declined',
};

export const returnMessages = {
  notDelivered: 'A return can be asked once the order has arrived',
  noReturns: 'This shop does not take returns',
  closed: (lastDay: string) => `Returns of this order closed on ${lastDay}`,
  waiting: "A return of this order is already waiting for the shop's answer",
  nothingChosen: 'Choose the teas you would like to return',
  reasonRequired: 'Tell us why you are returning them',
  notALine: 'This tea is not part of this order',
  lineTwice: 'This tea is listed twice',
  fewerLeft: (left: number, name: string) =>
    left === 0 ? `${name} was refunded already` : `You can return at most ${left} of ${name}`,
  answered: (status: ReturnStatus) => `This return was ${status} already`,
  noteRequired: 'Say why you decline: the customer reads it',
};

/** POST /api/purchase/{id}/returns: the order's customer (or its guest, with the key). */
export const returnInput = z.object({
  lines: z.array(lineTins).min(1, { error: returnMessages.nothingChosen }).max(100),
  reason: reasonField(returnMessages.reasonRequired),
});
export type ReturnInput = z.infer<typeof returnInput>;

/** PATCH /api/purchase/{id}/returns/{returnId} (admin): accept, refunding the tins, or decline with a note. */
export const returnAnswerInput = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('accept'),
    /** The returned tins go back on the shelf. */
    restock: z.boolean().default(false),
    /** The shipping refunded with them (a parcel that came wrong). */
    shipping: z.boolean().default(false),
    note: z.string().trim().max(REFUND_REASON_MAX).default(''),
  }),
  z.object({
    decision: z.literal('decline'),
    note: requiredText(returnMessages.noteRequired).max(REFUND_REASON_MAX, {
      error: `Note must be at most ${REFUND_REASON_MAX} characters`,
    }),
  }),
]);
export type ReturnAnswerInput = z.infer<typeof returnAnswerInput>;

/** One return as an order's answer lists it. */
export const orderReturn = z.object({
  id: z.string(),
  status: z.enum(RETURN_STATUSES),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int() })),
  reason: z.string(),
  /** The shop's note: why it declined, or a word with its acceptance. */
  answer: z.string().nullable(),
  at: z.string(),
  answeredAt: z.string().nullable(),
});
export type OrderReturn = z.infer<typeof orderReturn>;
