import { z } from 'zod';
import { deliveredTo } from './order.ts';

/**
 * Delivery addresses (docs/product.md, "Delivery addresses"; docs/decisions/0030-delivery-addresses.md):
 * one rule set for the forms and the API, by the rules of each country's post. The address data loads
 * with this module: the web app imports it only on the screens with an address form.
 */
export {
  type AddressField,
  type AddressFieldFormat,
  type AddressFormat,
  addressFormat,
  COUNTRY_CODES,
  countryName,
  countryOptions,
  isCountry,
} from '../address/formats.ts';
export { type AddressParts, addressLine } from '../address/line.ts';
export {
  ADDRESS_LIMITS,
  addressMessages,
  type DeliveryAddress,
  type DeliveryAddressInput,
  deliveryAddressInput,
  PHONE_DIGITS,
  PHONE_PATTERN,
} from '../address/rules.ts';

/** The most addresses one account keeps. */
export const ADDRESSES_MAX = 20;

export const addressBookMessages = {
  full: `You can keep at most ${ADDRESSES_MAX} addresses: delete one first`,
  notFound: 'There is no such address',
} as const;

/** One of a customer's kept addresses, as GET /api/addresses answers it: an order's fields, and its own. */
export const savedAddress = deliveredTo.extend({
  id: z.string(),
  isDefault: z.boolean(),
  /** The address as one line, in its country's order ("Ada Lovelace, 12 Tea Lane, Springfield, IL 62701, United States"). */
  line: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddress>;
