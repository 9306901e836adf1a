import type { Band, RateKind } from '@teatree/shared/shipping';
import { TAX_CLASSES, type TaxClass } from '@teatree/shared/tax';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, refTo } from './columns.ts';

const inClasses = (column: string) => sql.raw(`${column} in (${TAX_CLASSES.map((c) => `'${c}'`).join(', ')})`);

/**
 * Where the shop ships (docs/decisions/0033-shipping-and-tax.md): a zone is a name and its countries
 * (`shipping_zone_countries`); one zone may be the rest of the world, taking every country no other
 * zone names. A shop with no zone at all ships everywhere at no charge, as it did before zones.
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: id(),
    name: text('name').notNull(),
    restOfWorld: boolean('rest_of_world').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipping_zones_name_key').on(sql`lower(${t.name})`),
    // At most one zone takes the rest of the world.
    uniqueIndex('shipping_zones_rest_key').on(t.restOfWorld).where(sql`${t.restOfWorld}`),
  ],
);

/** The countries of each zone: a country (its ISO 3166-1 alpha-2 code) is in one zone at most. */
export const shippingZoneCountries = pgTable(
  'shipping_zone_countries',
  {
    country: text('country').primaryKey(),
    zoneId: refTo('zone_id', () => shippingZones.id, 'cascade'),
  },
  (t) => [index('shipping_zone_countries_zone_idx').on(t.zoneId)],
);

/**
 * A way a zone's parcels go ("Standard", "Express", "Collect at the shop"), and its price: flat, or by
 * bands of the parcel's weight (the sizes' grams plus the packaging) or of its subtotal; free from
 * `free_over_cents` on. Bands are kept as the owner gave them, checked whole (@teatree/shared/shipping).
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: id(),
    zoneId: refTo('zone_id', () => shippingZones.id, 'cascade'),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<RateKind>().notNull(),
    flatCents: integer('flat_cents').notNull().default(0),
    bands: jsonb('bands').$type<Band[]>().notNull().default([]),
    packagingGrams: integer('packaging_grams').notNull().default(0),
    freeOverCents: integer('free_over_cents'),
    /** How many days delivery takes, at least and at most; null: no estimate given. */
    minDays: integer('min_days'),
    maxDays: integer('max_days'),
    /** The buyer collects the parcel at the shop: nothing is posted, and it is taxed where the shop is. */
    collect: boolean('collect').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipping_methods_zone_idx').on(t.zoneId, t.position),
    uniqueIndex('shipping_methods_name_key').on(t.zoneId, sql`lower(${t.name})`),
    check('shipping_methods_kind_check', sql`${t.kind} in ('flat', 'weight', 'value')`),
    check('shipping_methods_flat_check', sql`${t.flatCents} between 0 and 1000000`),
    check('shipping_methods_free_over_check', sql`${t.freeOverCents} between 0 and 1000000`),
    check('shipping_methods_packaging_check', sql`${t.packagingGrams} between 0 and 100000`),
    check(
      'shipping_methods_days_check',
      sql`${t.minDays} between 0 and 365 and ${t.maxDays} between ${t.minDays} and 365`,
    ),
  ],
);

/**
 * Tax rates, per country, or per region of a country where its regions differ (a US state); `region`
 * is '' for the whole country. The rate is in thousandths of a percent (7 % is 7000).
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    taxClass: text('tax_class').$type<TaxClass>().notNull(),
    rate: integer('rate').notNull(),
  },
  (t) => [
    uniqueIndex('tax_rates_key').on(t.country, t.region, t.taxClass),
    check('tax_rates_class_check', inClasses('tax_class')),
    check('tax_rates_rate_check', sql`${t.rate} between 0 and 100000`),
  ],
);

/** The shop's one tax setting row: whether its prices include tax, and the class its shipping is taxed in. */
export const taxSettings = pgTable(
  'tax_settings',
  {
    one: boolean('one').primaryKey().default(true),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    shippingClass: text('shipping_class').$type<TaxClass>().notNull().default('standard'),
  },
  (t) => [check('tax_settings_one_row', sql`${t.one}`), check('tax_settings_class_check', inClasses('shipping_class'))],
);
