import { apiCalls } from './api-calls.ts';
import type { TestApp } from './app.ts';
import type { Session } from './sessions.ts';

/**
 * The shop in Germany that the tests of shipping, promotions and refunds keep
 * (docs/decisions/0033-shipping-and-tax.md): how it taxes, where it ships, and an address there.
 */

/** Germany's tax as the owner keeps it: prices without tax, tea ("reduced") at 7 %, delivery ("standard") at 19 %. */
export const GERMAN_TAX = {
  pricesIncludeTax: false,
  shippingClass: 'standard',
  rates: [
    { country: 'DE', taxClass: 'reduced', rate: 7 },
    { country: 'DE', taxClass: 'standard', rate: 19 },
  ],
};

/** An address in Berlin, field by field, for a checkout in the shop in Germany. */
export const BERLIN = {
  fullName: 'Lena Blatt',
  country: 'DE',
  line1: 'Teestraße 4',
  line2: '',
  city: 'Berlin',
  region: '',
  postalCode: '10115',
  phone: '+49 30 1234567',
};

/** The tax of an order under GERMAN_TAX, rate by rate as quotes and orders list it: delivery's 19 % first, then the tea's 7 %. */
export const germanTaxes = ({ delivery, tea }: { delivery: number; tea: number }) => [
  { rate: 19, amount: delivery },
  { rate: 7, amount: tea },
];

/**
 * Sets the shop up in Germany as its owner does through the API: one zone, Germany, served by the
 * `methods` given, and GERMAN_TAX. Answers the methods' ids, in the order given.
 */
export async function shipWithinGermany<const Methods extends readonly { name: string }[]>(
  app: TestApp,
  admin: Session,
  methods: Methods,
): Promise<{ [M in keyof Methods]: string }> {
  const { ok } = apiCalls(app, () => admin);
  const zone = (await ok('POST', '/api/shipping/zones', { name: 'Germany', countries: ['DE'] })).zones[0];
  const ids: string[] = [];
  for (const method of methods) {
    const { zones } = await ok('POST', `/api/shipping/zones/${zone.id}/methods`, method);
    const made = zones
      .find((z: { id: string }) => z.id === zone.id)
      .methods.find((m: { name: string }) => m.name === method.name);
    ids.push(made.id);
  }
  await ok('PUT', '/api/tax', GERMAN_TAX);
  return ids as { [M in keyof Methods]: string };
}
