import type { TaxClass } from '@teatree/shared/tax';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shippingMethods, shippingZoneCountries, shippingZones, taxRates, taxSettings } from '../../db/schema/index.ts';
import { KeptReading } from '../../lib/kept-reading.ts';
import type { MethodRow } from './setup.ts';

/**
 * What the shop knows of delivery and tax to one destination (docs/decisions/0033-shipping-and-tax.md),
 * worked out by every quote and every order from the setup each app server keeps.
 */
/** Where a parcel goes: a country, and its region where tax differs by region. */
export interface Destination {
  country: string;
  region: string;
}

/** What the shop knows of delivery to one destination. */
export interface ShippingRules {
  /** Whether the owner has made any zone: until then delivery is free everywhere and no tax is added. */
  configured: boolean;
  /** The methods on offer there, in the owner's order; none when no zone takes the country. */
  methods: MethodRow[];
  pricesIncludeTax: boolean;
  shippingClass: TaxClass;
  /** The rates that may apply: the destination's and the shop's own country's (a parcel collected there). */
  rates: { country: string; region: string; taxClass: TaxClass; rate: number }[];
  shopCountry: string;
}

/** The shop's delivery and tax whole, as each app server keeps it (`KeptShipping`). */
export interface DeliverySetup {
  /** The zone that names each country. */
  zoneOf: Map<string, string>;
  /** The zone that takes every country no zone names, if any. */
  restOfWorld: string | null;
  /** Each zone's enabled methods, in the owner's order: one entry a zone, so none while the owner has made none. */
  methods: Map<string, MethodRow[]>;
  pricesIncludeTax: boolean;
  shippingClass: TaxClass;
  rates: ShippingRules['rates'];
}

/** What `readDelivery` reads, in one row. */
interface SetupRow {
  zones: { id: string; restOfWorld: boolean }[] | null;
  countries: { zoneId: string; country: string }[] | null;
  methods: (Omit<MethodRow, 'createdAt'> & { createdAt: string })[] | null;
  settings: { pricesIncludeTax: boolean; shippingClass: TaxClass } | null;
  rates: ShippingRules['rates'] | null;
}

/** The shop's delivery and tax whole, in one round trip: its zones, their countries and enabled methods, its tax. */
async function readDelivery(db: Executor): Promise<DeliverySetup> {
  const result = (await db.execute(sql`
    select
      (select json_agg(json_build_object('id', z.id, 'restOfWorld', z.rest_of_world)) from ${shippingZones} z) as zones,
      (select json_agg(json_build_object('zoneId', c.zone_id, 'country', c.country)) from ${shippingZoneCountries} c) as countries,
      (select json_agg(json_build_object(
          'id', m.id, 'zoneId', m.zone_id, 'position', m.position, 'name', m.name, 'kind', m.kind,
          'flatCents', m.flat_cents, 'bands', m.bands, 'packagingGrams', m.packaging_grams,
          'freeOverCents', m.free_over_cents, 'minDays', m.min_days, 'maxDays', m.max_days,
          'collect', m.collect, 'enabled', m.enabled, 'createdAt', m.created_at
        ) order by m.position)
        from ${shippingMethods} m where m.enabled) as methods,
      (select json_build_object('pricesIncludeTax', s.prices_include_tax, 'shippingClass', s.shipping_class)
        from ${taxSettings} s limit 1) as settings,
      (select json_agg(json_build_object('country', r.country, 'region', r.region, 'taxClass', r.tax_class, 'rate', r.rate))
        from ${taxRates} r) as rates`)) as unknown as { rows: SetupRow[] };
  const row = result.rows[0]!;
  const zones = row.zones ?? [];
  const methods = new Map<string, MethodRow[]>(zones.map((zone) => [zone.id, []]));
  for (const method of row.methods ?? [])
    methods.get(method.zoneId)?.push({ ...method, createdAt: new Date(method.createdAt) });
  return {
    zoneOf: new Map((row.countries ?? []).map((c) => [c.country, c.zoneId])),
    restOfWorld: zones.find((zone) => zone.restOfWorld)?.id ?? null,
    methods,
    pricesIncludeTax: row.settings?.pricesIncludeTax ?? false,
    shippingClass: row.settings?.shippingClass ?? 'standard',
    rates: row.rates ?? [],
  };
}

/** The tables whose change the database announces on `shop_changed` (migration 0044): the setup kept is forgotten. */
export const DELIVERY_TABLES = [
  'shipping_zones',
  'shipping_zone_countries',
  'shipping_methods',
  'tax_settings',
  'tax_rates',
] as const;

/**
 * The shop's delivery and tax, kept in memory on each app server while the owner changes none of it
 * (docs/decisions/0033-shipping-and-tax.md), so that a quote or an order reads it without asking the
 * database; forgotten on this server at once (`shippingChanged` in lib/effects.ts), on every server as
 * the database announces a change of its tables (migration 0044).
 */
export class KeptShipping extends KeptReading<DeliverySetup> {
  constructor() {
    super(readDelivery);
  }

  /** What the shop knows of delivery to a destination, from the setup kept (read first if none is). */
  async rulesTo(db: Executor, to: Destination, shopCountry: string): Promise<ShippingRules> {
    return shippingRules(await this.read(db), to, shopCountry);
  }
}

/**
 * What the shop knows of delivery to a destination, as every quote and every order asks it: whether
 * any zone exists, the enabled methods of the zone that takes the country (the one naming it, else the
 * rest of the world), the tax setting, and the rates of the destination's country and the shop's.
 */
function shippingRules(setup: DeliverySetup, to: Destination, shopCountry: string): ShippingRules {
  const zone = setup.zoneOf.get(to.country) ?? setup.restOfWorld;
  return {
    configured: setup.methods.size > 0,
    methods: zone === null ? [] : (setup.methods.get(zone) ?? []),
    pricesIncludeTax: setup.pricesIncludeTax,
    shippingClass: setup.shippingClass,
    rates: setup.rates.filter((r) => r.country === to.country || r.country === shopCountry),
    shopCountry,
  };
}

/** The rate of a class at a destination: its region's, else its country's, else none. */
export function rateAt(rules: ShippingRules, to: Destination, taxClass: TaxClass): number {
  const region = to.region.toUpperCase();
  const found =
    rules.rates.find(
      (r) => r.country === to.country && r.region === region && r.taxClass === taxClass && region !== '',
    ) ?? rules.rates.find((r) => r.country === to.country && r.region === '' && r.taxClass === taxClass);
  return found?.rate ?? 0;
}
