import type { DeliveredTo } from '@teatree/shared/schemas/order';
import type { ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { AddressFields } from '../../../components/forms/address-fields';

/** What the cart page gives either checkout, a customer's or a guest's, beside what is its own. */
export type CheckoutExtras = {
  /** Where an earlier order went, when the cart was filled from it ("Buy again"). */
  delivery?: DeliveredTo | null;
  /** The choice of delivery method, drawn inside the form (it reads the address typed). */
  deliveryMethods?: ReactNode;
  /** The discount code given in the cart, sent with the order (docs/decisions/0035-promotions.md). */
  discountCode?: string;
};

/**
 * The delivery address of a checkout, field by field by its country's rules (docs/product.md,
 * "Delivery addresses"), under `address.` in the form's values, as the API names its problems.
 */
export function DeliveryAddressFields({ shopCountry }: { shopCountry: string }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-lg font-semibold">Delivery address</legend>
      <AddressFields
        shopCountry={shopCountry}
        prefix="address."
        phoneHint="Only for the courier, if they cannot find you."
      />
    </fieldset>
  );
}

// The checkout's blank address, in the shop's country with the buyer's name where it is known.
export { blankAddress } from '../../../lib/blank-address';

/** The fields the server may name in a checkout's refusal. */
export const ADDRESS_FIELDS = [
  'address.fullName',
  'address.country',
  'address.line1',
  'address.line2',
  'address.city',
  'address.region',
  'address.postalCode',
  'address.phone',
] as const satisfies readonly Path<{ address: DeliveredTo }>[];
