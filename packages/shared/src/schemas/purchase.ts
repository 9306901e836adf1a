import { z } from 'zod';
import { maxQuantityForPrice } from '../constants.ts';
import { toCents } from '../money.ts';
import { formNumber, requiredText } from './fields.ts';
import { orderMessages } from './order.ts';

/** What orders a tea from its page (POST /api/purchase, and the order form of /products/{id}): its quantity, address and phone. */

/**
 * A quantity of tins: a whole number from `min` to `max`, said as the order form says it. `above` is the
 * refusal over `max` (by default "only so many in stock").
 */
export function quantityBetween(min: number, max: number, above = orderMessages.quantityAboveStock(max)) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? orderMessages.quantityRequired : orderMessages.quantityWhole),
    })
    .int({ error: orderMessages.quantityWhole })
    .min(min, { error: orderMessages.quantityBelowMin(min) })
    .max(max, { error: above });
}

/**
 * The most any quantity sent to the API may be: the database's integer. Anything above the tea's own
 * bounds is refused by the tea, naming its real stock ("Only 450 in stock"), not a bound of the schema.
 */
const QUANTITY_WIRE_MAX = 2_147_483_647;

/**
 * Any quantity the API takes before it knows the tea: a JSON whole number, never text or a list; its own
 * bounds are checked against the tea.
 */
export const quantityField = quantityBetween(1, QUANTITY_WIRE_MAX, orderMessages.quantityTooLarge);

const addressField = requiredText(orderMessages.addressRequired).max(300, { error: orderMessages.addressTooLong });

const phoneField = z
  .string()
  .trim()
  .max(30, { error: orderMessages.phoneInvalid })
  .regex(/^[0-9 +()-]*$/, { error: orderMessages.phoneInvalid })
  .optional()
  .default('');

/**
 * POST /api/purchase. The original site's body also carries the product's name, category, price… and the
 * user's name and e-mail: those keys are accepted and ignored (zod drops them); the server copies the
 * product from the database and the customer from the session.
 */
export const purchaseInput = z.object({
  productId: z.string({ error: 'Product is required' }).min(1, { error: 'Product is required' }).max(64),
  /** The size ordered; without one, the tea's default size (docs/decisions/0032-sizes-and-stock-by-weight.md). */
  sizeId: z.string().min(1).max(64).optional(),
  quantity: quantityField,
  address: addressField,
  phone: phoneField,
});
export type PurchaseInput = z.input<typeof purchaseInput>;

/**
 * The order form of /products/{id}: the same rules, with this product's minimum, its stock and the
 * most one order may come to at its price (dollars, as the API gives it).
 */
export function purchaseFormSchema(product: { minOrder: number; quantity: number; price: number }) {
  const affordable = maxQuantityForPrice(toCents(product.price));
  return z.object({
    quantity: formNumber(
      quantityBetween(
        product.minOrder,
        product.quantity,
        product.quantity < product.minOrder ? orderMessages.soldOut : undefined,
      ).max(affordable, { error: orderMessages.totalTooHigh(affordable) }),
    ),
    address: addressField,
    phone: phoneField,
  });
}
