import type { TaxClass } from '@teatree/shared/tax';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shippingMethods, shippingZoneCountries, shippingZones, taxRates, taxSettings } from '../../db/schema/index.ts';
import type { MethodRow } from './setup.ts';

/**
 * What the shop knows of delivery and tax to one destination (docs/decisions/0033-shipping-and-tax.md),
 * read in one round trip by every quote and every order.
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

/** What `shippingRules` reads, in one row. */
interface RulesRow {
  configured: boolean;
  methods: (Omit<MethodRow, 'createdAt'> & { createdAt: string })[] | null;
  settings: { pricesIncludeTax: boolean; shippingClass: TaxClass } | null;
  rates: ShippingRules['rates'] | null;
}

/**
 * What the shop knows of delivery to a destination, read in one round trip, as every quote and every
 * order asks it: whether any zone exists, the enabled methods of the zone that takes the country (the
 * one naming it, else the rest of the world), the tax setting, and the rates of the destination's
 * country and the shop's.
 */
export async function shippingRules(db: Executor, to: Destination, shopCountry: string): Promise<ShippingRules> {
  const result = (await db.execute(sql`
    with zone as (
      select z.id from ${shippingZones} z
       where exists (select 1 from ${shippingZoneCountries} c where c.zone_id = z.id and c.country = ${to.country})
          or (z.rest_of_world and not exists (select 1 from ${shippingZoneCountries} c where c.country = ${to.country}))
       limit 1
    )
    select exists (select 1 from ${shippingZones}) as configured,
      (select json_agg(json_build_object(
          'id', m.id, 'zoneId', m.zone_id, 'position', m.position, 'name', m.name, 'kind', m.kind,
          'flatCents', m.flat_cents, 'bands', m.bands, 'packagingGrams', m.packaging_grams,
          'freeOverCents', m.free_over_cents, 'minDays', m.min_days, 'maxDays', m.max_days,
          'collect', m.collect, 'enabled', m.enabled, 'createdAt', m.created_at
        ) order by m.position)
        from ${shippingMethods} m where m.zone_id = (select id from zone) and m.enabled) as methods,
      (select json_build_object('pricesIncludeTax', s.prices_include_tax, 'shippingClass', s.shipping_class)
        from ${taxSettings} s limit 1) as settings,
      (select json_agg(json_build_object('country', r.country, 'region', r.region, 'taxClass', r.tax_class, 'rate', r.rate))
        from ${taxRates} r where r.country in (${to.country}, ${shopCountry})) as rates`)) as unknown as {
    rows: RulesRow[];
  };
  const row = result.rows[0]!;
  return {
    configured: row.configured,
    methods: (row.methods ?? []).map((m) => ({ ...m, createdAt: new Date(m.createdAt) })),
    pricesIncludeTax: row.settings?.pricesIncludeTax ?? false,
    shippingClass: row.settings?.shippingClass ?? 'standard',
    rates: row.rates ?? [],
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
