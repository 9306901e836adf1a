import { z } from 'zod';
import { cartMessages } from '../cart-rules.ts';
import { deliveryAddressInput } from './address.ts';
import { browserCartInput } from './cart.ts';
import { emailField, requiredText } from './fields.ts';
import { placedOrder } from './order.ts';
import { discountCodeField } from './promotion.ts';
import { shippingMessages } from './shipping.ts';

/**
 * A cart's checkout: where the order goes, field by field by the rules of its country
 * (docs/product.md, "Delivery addresses"), for a customer or a guest. Apart from the cart's schemas,
 * so that the countries' address data loads only with the checkout's forms.
 */

/**
 * POST /api/cart/checkout: where the order goes (a problem names its field, `address.postalCode`), the
 * delivery method chosen among those that serve it, and the total the shopper was shown: an order whose
 * total is no longer that is refused, nothing charged (docs/decisions/0033-shipping-and-tax.md). A
 * shop that charges no shipping needs no method.
 */
export const checkoutInput = z.object({
  address: deliveryAddressInput,
  shippingMethodId: requiredText(shippingMessages.chooseMethod)
    .max(64, { error: shippingMessages.chooseMethod })
    .optional(),
  total: z
    .number({ error: 'Total must be a number' })
    .nonnegative({ error: 'Total must be a number' })
    .max(1_000_000, { error: 'Total must be a number' })
    .optional(),
  /** A discount code (docs/decisions/0035-promotions.md): one the order cannot use refuses it, naming `discountCode`. */
  discountCode: discountCodeField,
});
export type CheckoutInput = z.input<typeof checkoutInput>;

/**
 * POST /api/cart/checkout/guest: a visitor's checkout without an account (docs/decisions/0027-guest-orders.md):
 * their e-mail address, where the order goes (its full name names the buyer), and the cart their browser kept.
 */
export const guestCheckoutInput = checkoutInput.extend({
  email: emailField,
  lines: browserCartInput.shape.lines.min(1, { error: cartMessages.empty }),
});
export type GuestCheckoutInput = z.input<typeof guestCheckoutInput>;

/**
 * The answer to a guest's checkout: the order, and the key that opens it, given this once (every mail
 * of the order carries a key of its own).
 */
export const guestPlacedOrder = placedOrder.extend({ orderKey: z.string() });
export type GuestPlacedOrder = z.infer<typeof guestPlacedOrder>;
