import type { Locator, Page } from '@playwright/test';

/** A delivery address as a checkout's fields take it (docs/product.md, "Delivery addresses"). */
export interface TypedAddress {
  country?: string;
  fullName: string;
  line1: string;
  city?: string;
  /** The region's name as its list shows it ("Illinois", "Kowloon"). */
  region?: string;
  postalCode?: string;
  phone: string;
}

/** An address in the United States: a state from its list, a ZIP code. */
export const US_ADDRESS: TypedAddress = {
  country: 'United States',
  fullName: 'Kit Kettle',
  line1: '8 Kettle Row',
  city: 'Springfield',
  region: 'Illinois',
  postalCode: '62701',
  phone: '+1 217 555 0100',
};

/** Types an address into a checkout's fields, the country first (it decides which fields there are). */
export async function fillAddress(scope: Page | Locator, address: TypedAddress) {
  if (address.country) await scope.getByLabel('Country').selectOption({ label: address.country });
  await scope.getByLabel('Full name').fill(address.fullName);
  await scope.getByLabel('Address', { exact: true }).fill(address.line1);
  if (address.city !== undefined) await scope.getByLabel(/^(City|Town|Suburb|District)/).fill(address.city);
  if (address.region !== undefined)
    await scope.getByLabel(/^(State|Province|Area|Region|County)/).selectOption({ label: address.region });
  if (address.postalCode !== undefined)
    await scope.getByLabel(/^(ZIP code|Postal code|Postcode|PIN code|Eircode)/).fill(address.postalCode);
  await scope.getByLabel('Phone').fill(address.phone);
}
