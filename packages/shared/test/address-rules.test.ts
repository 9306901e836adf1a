import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatsText } from '../scripts/address-formats.mjs';
import { addressFormat, addressLine, countryOptions, deliveryAddressInput } from '../src/schemas/address.ts';
import { ADA, adaIn } from './addresses.ts';

/** The field and message of each problem. */
function problems(input: Record<string, unknown>) {
  const result = deliveryAddressInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the address data', () => {
  it('is what the script writes from the maintained package, never edited by hand', () => {
    const kept = readFileSync(new URL('../src/address/formats.json', import.meta.url), 'utf8');
    // Compared as data: the formatter lays the file out its own way.
    expect(JSON.parse(kept)).toEqual(JSON.parse(formatsText()));
  });
});

describe('a delivery address', () => {
  it('takes a United States address and writes it as one line in its order', () => {
    const address = deliveryAddressInput.parse(ADA);
    expect(address).toEqual(ADA);
    expect(addressLine(address)).toBe('Ada Lovelace, 12 Tea Lane, Flat 2, Springfield, IL 62701, United States');
  });

  it('names the field of each problem, with the country words', () => {
    expect(problems({ ...ADA, postalCode: '6270' })).toEqual({ postalCode: 'Enter a ZIP code like 95014' });
    expect(problems({ ...ADA, region: '' })).toEqual({ region: 'Choose a state' });
    expect(problems({ ...ADA, region: 'Narnia' })).toEqual({ region: 'Choose a state' });
    expect(problems({ ...ADA, city: ' ', line1: '' })).toEqual({
      city: 'Enter a city',
      line1: 'Enter the street address',
    });
    expect(problems({ ...ADA, fullName: '' })).toEqual({ fullName: 'Enter the full name of who receives the order' });
    expect(problems(adaIn('XX'))).toEqual({ country: 'Choose a country' });
  });

  it('asks for a real phone number', () => {
    for (const phone of ['', '12345', 'call me', '+1 555 0100 ext 2', '1'.repeat(21)]) {
      expect(Object.keys(problems({ ...ADA, phone }))).toEqual(['phone']);
    }
    expect(problems({ ...ADA, phone: '(020) 7946-0018' })).toEqual({});
  });

  it('asks no postcode in Hong Kong and drops one sent', () => {
    const format = addressFormat('HK')!;
    expect(format.fields.map((field) => field.name)).not.toContain('postalCode');
    const address = deliveryAddressInput.parse(
      adaIn('HK', { region: 'Kowloon', city: 'Mong Kok', postalCode: '999077' }),
    );
    expect(address.postalCode).toBe('');
    expect(addressLine(address)).toBe('Ada Lovelace, 12 Tea Lane, Flat 2, Mong Kok, Kowloon, Hong Kong SAR China');
  });

  it('takes an Irish address without an Eircode, and checks one that is given', () => {
    const irish = adaIn('IE', { region: '', city: 'Dublin', postalCode: '' });
    expect(problems(irish)).toEqual({});
    expect(problems({ ...irish, postalCode: 'D02' })).toEqual({ postalCode: 'Enter an Eircode like A65 F4E2' });
    expect(deliveryAddressInput.parse({ ...irish, postalCode: 'd02 x285' }).postalCode).toBe('D02 X285');
  });

  it('asks a state, a province or a region where the country has them', () => {
    expect(problems(adaIn('CA', { region: '', postalCode: 'H3Z 2Y7' }))).toEqual({
      region: 'Choose a province',
    });
    expect(problems(adaIn('AU', { region: 'NSW', postalCode: '2000' }))).toEqual({});
    expect(problems(adaIn('BR', { region: 'XX', postalCode: '40301-110' }))).toEqual({
      region: 'Choose a state',
    });
  });

  it('writes a German address with its postcode before the city', () => {
    const address = deliveryAddressInput.parse(
      adaIn('DE', { line2: '', region: '', city: 'Berlin', postalCode: '10115' }),
    );
    expect(address.region).toBe('');
    expect(addressLine(address)).toBe('Ada Lovelace, 12 Tea Lane, 10115 Berlin, Germany');
  });
});

describe('a form of a country', () => {
  it('has the fields, labels and regions in the country order', () => {
    const us = addressFormat('US')!;
    expect(us.fields.map((field) => [field.name, field.label, field.required])).toEqual([
      ['fullName', 'Full name', true],
      ['line1', 'Address', true],
      ['line2', 'Apartment, suite, etc. (optional)', false],
      ['city', 'City', true],
      ['region', 'State', true],
      ['postalCode', 'ZIP code', true],
    ]);
    expect(us.regions).toContainEqual({ value: 'IL', label: 'Illinois' });
    expect(us.postcodeExample).toBe('95014');
    expect(addressFormat('GB')!.fields.map((field) => field.name)).toEqual([
      'fullName',
      'line1',
      'line2',
      'city',
      'postalCode',
    ]);
    expect(addressFormat('ZZ')).toBeUndefined();
  });

  it("lists every country with the shop's first", () => {
    const options = countryOptions('GB');
    expect(options[0]).toEqual({ value: 'GB', label: 'United Kingdom' });
    expect(options.length).toBeGreaterThan(240);
    expect(options).toContainEqual({ value: 'US', label: 'United States' });
  });
});
