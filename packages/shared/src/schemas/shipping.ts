import { z } from 'zod';
import { countryName, isCountry } from '../address/formats.ts';
import { RATE_KINDS } from '../shipping.ts';
import { TAX_CLASSES } from '../tax.ts';
import { deliveryDays } from './answer-fields.ts';
import { requiredText } from './fields.ts';

/**
 * Shipping zones, methods and tax as the owner keeps them and the API answers them
 * (docs/decisions/0033-shipping-and-tax.md). Money is in dollars on the wire, weights in grams, tax
 * rates in percent with at most three decimals.
 */

export const SHIPPING_LIMITS = {
  zones: 50,
  methodsPerZone: 10,
  bands: 20,
  name: 60,
  /** The most a rate, a band's price or "free over" may be, in dollars. */
  price: 10_000,
  /** The heaviest band's upper limit and the heaviest packaging, in grams. */
  grams: 1_000_000,
  packagingGrams: 100_000,
  days: 365,
  taxRates: 500,
} as const;

export const shippingMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SHIPPING_LIMITS.name} characters`,
  zoneNameTaken: (name: string) => `There is already a zone called "${name}"`,
  methodNameTaken: (name: string) => `This zone already has a method called "${name}"`,
  country: 'Choose a country from the list',
  countriesRequired: 'Add at least one country, or make this the rest of the world',
  countryRepeated: (country: string) => `${country} is listed twice`,
  countryTaken: (country: string, zone: string) => `${country} is already in the zone "${zone}"`,
  restOfWorldTaken: (zone: string) => `"${zone}" already takes the rest of the world`,
  tooManyZones: `The shop can have at most ${SHIPPING_LIMITS.zones} zones`,
  tooManyMethods: `A zone can have at most ${SHIPPING_LIMITS.methodsPerZone} methods`,
  price: 'Price must be a number',
  priceMin: 'Price must be 0 or more',
  priceMax: 'Price must be at most $10,000',
  priceCents: 'Price can have at most two decimals',
  grams: 'Weight must be a whole number of grams',
  gramsMax: `Weight must be at most ${SHIPPING_LIMITS.grams} g`,
  packagingMax: `Packaging must weigh at most ${SHIPPING_LIMITS.packagingGrams} g`,
  bandsMax: `A rate can have at most ${SHIPPING_LIMITS.bands} bands`,
  days: 'Days must be a whole number from 0 to 365',
  daysOrder: 'The most days cannot be fewer than the fewest',
  zoneNotFound: 'There is no such shipping zone',
  methodNotFound: 'There is no such shipping method',
  taxRate: 'Rate must be a percentage from 0 to 100',
  taxRateDecimals: 'Rate can have at most three decimals',
  taxClass: `Tax class must be one of ${TAX_CLASSES.join(', ')}`,
  taxRateRepeated: 'This country, region and class already has a rate',
  tooManyTaxRates: `The shop can have at most ${SHIPPING_LIMITS.taxRates} tax rates`,
  region: 'Region must be at most 80 characters',
  noShipping: (country: string) => `We do not ship to ${country} yet`,
  noMethodTakes: 'None of our delivery methods takes an order this large: please contact us',
  chooseMethod: 'Choose how your order is delivered',
  methodNotOffered: (country: string) => `This delivery method does not deliver to ${country}: choose another`,
  methodCannotTake: (method: string) => `${method} does not take an order this large: choose another`,
  totalChanged: (total: string) =>
    `Delivery or tax changed since this page was shown: your order now comes to ${total}. Nothing was charged; check it and place your order again.`,
} as const;

const name = requiredText(shippingMessages.nameRequired).max(SHIPPING_LIMITS.name, {
  error: shippingMessages.nameTooLong,
});

/** An amount of money the owner gives shipping: 0 to $10,000, to the cent. */
export const shippingPrice = z
  .number({ error: shippingMessages.price })
  .min(0, { error: shippingMessages.priceMin })
  .max(SHIPPING_LIMITS.price, { error: shippingMessages.priceMax })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: shippingMessages.priceCents });

const grams = z
  .number({ error: shippingMessages.grams })
  .int({ error: shippingMessages.grams })
  .min(0, { error: shippingMessages.grams })
  .max(SHIPPING_LIMITS.grams, { error: shippingMessages.gramsMax });

const days = z
  .number({ error: shippingMessages.days })
  .int({ error: shippingMessages.days })
  .min(0, { error: shippingMessages.days })
  .max(SHIPPING_LIMITS.days, { error: shippingMessages.days });

const country = z.string({ error: shippingMessages.country }).trim().toUpperCase().refine(isCountry, {
  error: shippingMessages.country,
});

/** A country a quote or a zone names: ISO code, any case. */
export const countryField = country;

/** A zone as the owner writes it: a rest-of-the-world zone names no countries. */
export const zoneInput = z
  .object({
    name,
    countries: z.array(country).max(250).default([]),
    restOfWorld: z.boolean().default(false),
  })
  .superRefine((zone, ctx) => {
    if (!zone.restOfWorld && zone.countries.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['countries'], message: shippingMessages.countriesRequired });
    }
    const seen = new Set<string>();
    for (const [i, code] of zone.countries.entries()) {
      if (seen.has(code))
        ctx.addIssue({
          code: 'custom',
          path: ['countries', i],
          message: shippingMessages.countryRepeated(countryName(code)),
        });
      seen.add(code);
    }
  });
export type ZoneInput = z.infer<typeof zoneInput>;

const band = <T extends z.ZodType<number>>(bound: T) =>
  z.object({ from: bound, to: bound.nullable(), price: shippingPrice });

/** How a method prices a parcel, as the owner writes it (weight bands in grams, value bands in dollars). */
export const rateInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('flat'), price: shippingPrice }),
    z.object({
      kind: z.literal('weight'),
      packagingGrams: grams.max(SHIPPING_LIMITS.packagingGrams, { error: shippingMessages.packagingMax }).default(0),
      bands: z.array(band(grams)).max(SHIPPING_LIMITS.bands, { error: shippingMessages.bandsMax }),
    }),
    z.object({
      kind: z.literal('value'),
      bands: z.array(band(shippingPrice)).max(SHIPPING_LIMITS.bands, { error: shippingMessages.bandsMax }),
    }),
  ],
  { error: `Rate must be one of ${RATE_KINDS.join(', ')}` },
);
export type RateInput = z.infer<typeof rateInput>;

/** A method as the owner writes it; the bands are checked whole by the server (bandsProblem). */
export const methodInput = z
  .object({
    name,
    rate: rateInput,
    freeOver: shippingPrice.nullable().default(null),
    days: z.object({ min: days, max: days }).nullable().default(null),
    collect: z.boolean().default(false),
    enabled: z.boolean().default(true),
  })
  .superRefine((method, ctx) => {
    if (method.days && method.days.max < method.days.min) {
      ctx.addIssue({ code: 'custom', path: ['days', 'max'], message: shippingMessages.daysOrder });
    }
  });
export type MethodInput = z.infer<typeof methodInput>;

/** One tax rate: a country's, or one region's of it (`region` '' for the whole country). */
export const taxRateInput = z.object({
  country,
  region: z.string().trim().max(80, { error: shippingMessages.region }).default(''),
  taxClass: z.enum(TAX_CLASSES, { error: shippingMessages.taxClass }),
  rate: z
    .number({ error: shippingMessages.taxRate })
    .min(0, { error: shippingMessages.taxRate })
    .max(100, { error: shippingMessages.taxRate })
    .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, { error: shippingMessages.taxRateDecimals }),
});

/** The shop's tax, written whole: its setting and every rate. */
export const taxInput = z
  .object({
    pricesIncludeTax: z.boolean(),
    shippingClass: z.enum(TAX_CLASSES, { error: shippingMessages.taxClass }),
    rates: z.array(taxRateInput).max(SHIPPING_LIMITS.taxRates, { error: shippingMessages.tooManyTaxRates }),
  })
  .superRefine((tax, ctx) => {
    const seen = new Set<string>();
    for (const [i, rate] of tax.rates.entries()) {
      const key = `${rate.country}|${rate.region.toUpperCase()}|${rate.taxClass}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['rates', i], message: shippingMessages.taxRateRepeated });
      seen.add(key);
    }
  });
export type TaxInput = z.infer<typeof taxInput>;

const answeredBand = z.object({ from: z.number(), to: z.number().nullable(), price: z.number() });

/** A method as the API answers it. */
export const shippingMethod = z.object({
  id: z.string(),
  name: z.string(),
  rate: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('flat'), price: z.number() }),
    z.object({ kind: z.literal('weight'), packagingGrams: z.number().int(), bands: z.array(answeredBand) }),
    z.object({ kind: z.literal('value'), bands: z.array(answeredBand) }),
  ]),
  freeOver: z.number().nullable(),
  days: deliveryDays,
  collect: z.boolean(),
  enabled: z.boolean(),
});
export type ShippingMethod = z.infer<typeof shippingMethod>;

export const shippingZone = z.object({
  id: z.string(),
  name: z.string(),
  restOfWorld: z.boolean(),
  countries: z.array(z.string()),
  methods: z.array(shippingMethod),
});
export type ShippingZone = z.infer<typeof shippingZone>;

export const taxSetup = z.object({
  pricesIncludeTax: z.boolean(),
  shippingClass: z.enum(TAX_CLASSES),
  rates: z.array(
    z.object({ country: z.string(), region: z.string(), taxClass: z.enum(TAX_CLASSES), rate: z.number() }),
  ),
});
export type TaxSetup = z.infer<typeof taxSetup>;

/** GET /api/shipping: everything the owner's Shipping screen shows. */
export const shippingSetup = z.object({ zones: z.array(shippingZone), tax: taxSetup });
export type ShippingSetup = z.infer<typeof shippingSetup>;
