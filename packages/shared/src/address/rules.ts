import { z } from 'zod';
import { PERSON_NAME_MAX } from '../field-rules.ts';
import { type AddressField, addressFormat } from './formats.ts';

/** The longest each part of an address may be. */
export const ADDRESS_LIMITS = {
  fullName: PERSON_NAME_MAX,
  line1: 120,
  line2: 120,
  city: 80,
  region: 80,
  postalCode: 20,
  phone: 30,
} as const;

/** A phone number: 6 to 20 digits, with a leading +, spaces, dashes and parentheses as people write them. */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
export const PHONE_DIGITS = { min: 6, max: 20 } as const;

/** "a ZIP code", "an Eircode": the label in a sentence. */
function aLabel(label: string): string {
  // A name of its own ("ZIP code", "Eircode") keeps its capitals.
  const word = /^[A-Z]{2}/.test(label) || label === 'Eircode' ? label : label.toLowerCase();
  return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${word}`;
}

export const addressMessages = {
  /** Anything but an address's fields where one is expected (a line of text, nothing at all). */
  addressRequired: 'Please enter your address',
  countryRequired: 'Choose a country',
  fullNameRequired: 'Enter the full name of who receives the order',
  line1Required: 'Enter the street address',
  phoneRequired: 'Enter a phone number',
  phoneInvalid: `Enter a phone number of ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits`,
  /** "Enter a city", "Enter a town or city". */
  required: (label: string) => `Enter ${aLabel(label)}`,
  /** "Choose a state", "Choose a province". */
  choose: (label: string) => `Choose ${aLabel(label)}`,
  /** "Enter a ZIP code like 95014", or without an example when the data has none. */
  postcode: (label: string, example: string) => `Enter ${aLabel(label)}${example ? ` like ${example}` : ''}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

const text = (field: keyof typeof ADDRESS_LIMITS, label: string) =>
  z
    .string()
    .trim()
    .max(ADDRESS_LIMITS[field], { error: addressMessages.tooLong(label, ADDRESS_LIMITS[field]) })
    .default('');

/**
 * A delivery address, checked by the rules of its country (docs/product.md, "Delivery addresses"): the
 * fields the country's post requires, its postcode's pattern, a region from its list. A part the
 * country does not use is dropped. Each problem names its field (`postalCode`), so nested under
 * `address` the API answers `fields: { 'address.postalCode': … }`.
 */
export const deliveryAddressInput = z
  .object(
    {
      fullName: text('fullName', 'Full name'),
      country: z
        .string({ error: addressMessages.countryRequired })
        .trim()
        .transform((code) => code.toUpperCase()),
      line1: text('line1', 'Address'),
      line2: text('line2', 'Address line 2'),
      city: text('city', 'City'),
      region: text('region', 'Region'),
      postalCode: text('postalCode', 'Postal code'),
      phone: text('phone', 'Phone'),
    },
    { error: addressMessages.addressRequired },
  )
  .superRefine((a, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!a.phone) problem('phone', addressMessages.phoneRequired);
    else {
      const digits = a.phone.replace(/\D/g, '').length;
      if (!PHONE_PATTERN.test(a.phone) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) {
        problem('phone', addressMessages.phoneInvalid);
      }
    }
    const format = addressFormat(a.country);
    if (!format) return problem('country', addressMessages.countryRequired);
    for (const field of format.fields) {
      const value = a[field.name];
      if (field.name === 'region' && format.regions.length > 0) {
        const known = format.regions.some((region) => region.value === value);
        if ((field.required || value) && !known) problem('region', addressMessages.choose(field.label));
      } else if (field.name === 'postalCode' && value && format.postcodePattern) {
        if (!format.postcodePattern.test(value)) {
          problem('postalCode', addressMessages.postcode(field.label, format.postcodeExample));
        }
      } else if (field.required && !value) {
        problem(field.name, requiredMessage(field.name, field.label, format.postcodeExample));
      }
    }
  })
  .transform((a) => {
    const format = addressFormat(a.country)!;
    const used = new Set<AddressField>(format.fields.map((field) => field.name));
    const kept = (field: AddressField) => (used.has(field) ? a[field] : '');
    return {
      fullName: a.fullName,
      country: a.country,
      line1: a.line1,
      line2: a.line2,
      city: kept('city'),
      region: kept('region'),
      // Postcodes are written in capitals wherever they hold letters ("D02 X285", "SW1A 1AA").
      postalCode: kept('postalCode').toUpperCase(),
      phone: a.phone,
    };
  });
export type DeliveryAddressInput = z.input<typeof deliveryAddressInput>;
export type DeliveryAddress = z.output<typeof deliveryAddressInput>;

function requiredMessage(field: AddressField, label: string, example: string): string {
  if (field === 'fullName') return addressMessages.fullNameRequired;
  if (field === 'line1') return addressMessages.line1Required;
  if (field === 'postalCode') return addressMessages.postcode(label, example);
  return addressMessages.required(label);
}
