import { z } from 'zod';
import { orderNumberSearched } from '../orders/number.ts';
import { limitOffsetFields } from './fields.ts';
import { LISTED_ORDER_STATUSES, orderMessages } from './order.ts';

/** What the order routes take besides a new order: the lists' queries, and an administrator's move of an order. */

export const orderListQuery = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
  ...limitOffsetFields,
  status: z.enum(LISTED_ORDER_STATUSES).optional(),
});

/**
 * GET /api/allOrder (admin): the pages of Manage All Orders, and the one order a number names ("#1001"
 * or "1001", docs/decisions/0031-order-numbers.md); an empty search is no search.
 */
export const allOrdersQuery = orderListQuery.omit({ email: true }).extend({
  /** One account's orders: Manage All Users' link to a customer's orders (docs/decisions/0037-customers.md). */
  customer: z.string().max(64, { error: 'Customer must be an account id' }).optional(),
  number: z
    .string()
    .max(20, { error: orderMessages.numberSearched })
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return undefined;
      const number = orderNumberSearched(text);
      if (number === null) ctx.addIssue({ code: 'custom', message: orderMessages.numberSearched });
      return number ?? undefined;
    }),
});

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => v || undefined);

/**
 * PATCH /api/purchase/{id}/status (admin): a move from ORDER_STATUS_MOVES. Marking an order shipped
 * may name the carrier and the tracking number, which the customer then sees.
 */
export const orderStatusInput = z.object({
  status: z.enum(['shipped', 'delivered', 'cancelled'], { error: 'Status must be shipped, delivered or cancelled' }),
  carrier: optionalText(60, orderMessages.carrierTooLong),
  trackingNumber: optionalText(100, orderMessages.trackingTooLong),
});
export type OrderStatusInput = z.input<typeof orderStatusInput>;
