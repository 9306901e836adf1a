import { formatPrice, toDollars } from '@teatree/shared/money';
import { countryName } from '@teatree/shared/schemas/address';
import type { ShippedBy } from '@teatree/shared/schemas/order';
import { type Quote, type QuotedMethod, shippingMessages, type TotalsAnswer } from '@teatree/shared/schemas/shipping';
import { centsToFreeShipping, type MethodRate, type Parcel, shippingCents } from '@teatree/shared/shipping';
import { type TaxClass, type Totals, toPercent, totalsOf } from '@teatree/shared/tax';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shippingMethods, shippingZoneCountries, shippingZones, taxRates } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { type BrowserLine, soldNow, uniqueLines } from '../cart/repository.ts';
import { catalogueOf } from '../products/teas-as-sold.ts';
import { type MethodRow, readTaxSettings } from './setup.ts';

/**
 * What delivery and tax add to an order (docs/decisions/0033-shipping-and-tax.md): the methods that
 * serve a country, each method's price for the parcel, and the order's totals by the one rounding rule
 * (@teatree/shared/tax). The cart's estimate, the checkout's choice and the order the server writes
 * are all priced here.
 */

/** Where a parcel goes: a country, and its region where tax differs by region. */
export interface Destination {
  country: string;
  region: string;
}

/** One line of teas as delivery and tax read it. */
export interface PricedLine {
  cents: number;
  grams: number;
  taxClass: TaxClass;
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

/** The zone that takes a country: the one naming it, else the rest of the world; and whether any zone exists. */
async function zoneFor(db: Executor, country: string) {
  const zones = await db
    .select({ id: shippingZones.id, restOfWorld: shippingZones.restOfWorld, named: shippingZoneCountries.country })
    .from(shippingZones)
    .leftJoin(
      shippingZoneCountries,
      and(eq(shippingZoneCountries.zoneId, shippingZones.id), eq(shippingZoneCountries.country, country)),
    );
  const zone = zones.find((z) => z.named !== null) ?? zones.find((z) => z.restOfWorld);
  return { configured: zones.length > 0, zoneId: zone?.id };
}

export async function shippingRules(db: Executor, to: Destination, shopCountry: string): Promise<ShippingRules> {
  const [{ configured, zoneId }, settings, rates] = await Promise.all([
    zoneFor(db, to.country),
    readTaxSettings(db),
    db
      .select({ country: taxRates.country, region: taxRates.region, taxClass: taxRates.taxClass, rate: taxRates.rate })
      .from(taxRates)
      .where(or(eq(taxRates.country, to.country), eq(taxRates.country, shopCountry))),
  ]);
  const methods = zoneId
    ? await db
        .select()
        .from(shippingMethods)
        .where(and(eq(shippingMethods.zoneId, zoneId), eq(shippingMethods.enabled, true)))
        .orderBy(asc(shippingMethods.position))
    : [];
  return { configured, methods, ...settings, rates, shopCountry };
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

const rateOf = (row: MethodRow): MethodRate => ({
  kind: row.kind,
  flatCents: row.flatCents,
  bands: row.bands,
  packagingGrams: row.packagingGrams,
  freeOverCents: row.freeOverCents,
});

/** What a parcel of these lines weighs (the teas alone; a weight rate adds its packaging) and what its teas cost. */
export function parcelOf(lines: readonly PricedLine[]): Parcel {
  return {
    grams: lines.reduce((sum, line) => sum + line.grams, 0),
    subtotalCents: lines.reduce((sum, line) => sum + line.cents, 0),
  };
}

/**
 * An order's totals by one method (its shipping among them), or undefined when the method does not take
 * the parcel. A parcel collected at the shop is taxed where the shop is, in its country's rates.
 */
export function totalsBy(
  rules: ShippingRules,
  method: MethodRow,
  lines: readonly PricedLine[],
  parcel: Parcel,
  to: Destination,
): Totals | undefined {
  const price = shippingCents(rateOf(method), parcel);
  if (price === undefined) return undefined;
  const taxedAt: Destination = method.collect ? { country: rules.shopCountry, region: '' } : to;
  return totalsOf(
    lines.map((line) => ({ cents: line.cents, rate: rateAt(rules, taxedAt, line.taxClass) })),
    { cents: price, rate: rateAt(rules, taxedAt, rules.shippingClass) },
    rules.pricesIncludeTax,
  );
}

/** Totals as the API answers them: dollars, rates in percent. */
export function totalsAnswer(totals: Totals): TotalsAnswer {
  return {
    subtotal: toDollars(totals.subtotalCents),
    shipping: toDollars(totals.shippingCents),
    tax: toDollars(totals.taxCents),
    taxes: totals.taxes.map((t) => ({ rate: toPercent(t.rate), amount: toDollars(t.cents) })),
    total: toDollars(totals.totalCents),
    pricesIncludeTax: totals.pricesIncludeTax,
  };
}

/** Every method on offer at a destination, priced for these lines; the ones that do not take the parcel are left out. */
export function offers(
  rules: ShippingRules,
  lines: readonly PricedLine[],
  parcel: Parcel,
  to: Destination,
): QuotedMethod[] {
  return rules.methods.flatMap((method) => {
    const totals = totalsBy(rules, method, lines, parcel, to);
    if (!totals) return [];
    const more = centsToFreeShipping(rateOf(method), parcel.subtotalCents);
    return [
      {
        id: method.id,
        name: method.name,
        collect: method.collect,
        price: toDollars(totals.shippingCents),
        days: method.minDays === null || method.maxDays === null ? null : { min: method.minDays, max: method.maxDays },
        addForFree: more === null ? null : toDollars(more),
        totals: totalsAnswer(totals),
      },
    ];
  });
}

/** A cart's lines that can be ordered, as delivery and tax read them: their price today, their weight, their class. */
export async function pricedLines(db: Executor, lines: readonly BrowserLine[]) {
  const catalogue = await catalogueOf(db, lines);
  return uniqueLines(lines, catalogue).flatMap((line): PricedLine[] => {
    const found = soldNow(line, catalogue);
    if (!found) return [];
    return [
      {
        cents: found.size.priceCents * line.quantity,
        grams: found.size.grams * line.quantity,
        taxClass: found.tea.taxClass,
      },
    ];
  });
}

/** POST /api/shipping/quote: what these teas cost delivered to a country (and region), by each method that takes them. */
export async function quoteFor(
  db: Executor,
  input: Destination & { lines: readonly BrowserLine[] },
  shopCountry: string,
): Promise<Quote> {
  const to = { country: input.country, region: input.region };
  const [rules, lines] = await Promise.all([shippingRules(db, to, shopCountry), pricedLines(db, input.lines)]);
  const parcel = parcelOf(lines);
  const methods = rules.configured ? offers(rules, lines, parcel, to) : [];
  return {
    configured: rules.configured,
    country: input.country,
    message:
      !rules.configured || methods.length > 0
        ? null
        : rules.methods.length === 0
          ? shippingMessages.noShipping(countryName(input.country))
          : shippingMessages.noMethodTakes,
    grams: parcel.grams,
    methods,
  };
}

/**
 * How an order is to be delivered: where to, the method the shopper picked among those offered there,
 * and the total they were shown. The purchase form of a tea's page names neither: its order goes within
 * the shop's own country by the first method there that delivers it (docs/product.md, "Shipping and tax").
 */
export interface DeliveryChoice {
  to: Destination;
  /** The method the shopper picked, or the shop's own choice (the purchase form). */
  methodId: string | undefined | 'shop';
  /** The total the shopper was shown, in cents: an order that no longer comes to it is refused. */
  shownTotalCents?: number;
  /** The fields a refusal names: the address's country, and the method. */
  fields: { country: string; method: string };
}

/** An order's money and the delivery it keeps a copy of, as `priceOrder` works them out. */
export interface PricedOrder {
  totals: Totals;
  method: ShippedBy | null;
}

const shippedBy = (method: MethodRow): ShippedBy => ({
  id: method.id,
  name: method.name,
  collect: method.collect,
  days: method.minDays === null || method.maxDays === null ? null : { min: method.minDays, max: method.maxDays },
});

/**
 * Prices an order of these lines by the delivery chosen, or refuses it, naming the field: a country no
 * zone takes, a method not offered there (or none chosen where one must be), a method that does not take
 * the parcel, or a total other than the one the shopper was shown. Until the owner makes a zone, an
 * order is its teas alone, as before shipping and tax.
 */
export function priceOrder(rules: ShippingRules, lines: readonly PricedLine[], choice: DeliveryChoice): PricedOrder {
  const { to, fields } = choice;
  let priced: PricedOrder;
  if (!rules.configured) {
    const taxFree = lines.map((line) => ({ cents: line.cents, rate: 0 }));
    priced = { totals: totalsOf(taxFree, { cents: 0, rate: 0 }, false), method: null };
  } else {
    const country = countryName(to.country);
    if (rules.methods.length === 0) {
      const message = shippingMessages.noShipping(country);
      throw badRequest(message, { [fields.country]: message });
    }
    const parcel = parcelOf(lines);
    const by = (method: MethodRow) => {
      const totals = totalsBy(rules, method, lines, parcel, to);
      return totals && { totals, method: shippedBy(method) };
    };
    if (choice.methodId === undefined) {
      throw badRequest(shippingMessages.chooseMethod, { [fields.method]: shippingMessages.chooseMethod });
    }
    if (choice.methodId === 'shop') {
      // The purchase form: the first method that delivers (not one collected at the shop), else the first that takes it.
      const delivering = rules.methods.filter((m) => !m.collect);
      const found = [...delivering, ...rules.methods].map(by).find((p) => p !== undefined);
      if (!found) throw badRequest(shippingMessages.noMethodTakes, { [fields.method]: shippingMessages.noMethodTakes });
      priced = found;
    } else {
      const method = rules.methods.find((m) => m.id === choice.methodId);
      if (!method) {
        const message = shippingMessages.methodNotOffered(country);
        throw badRequest(message, { [fields.method]: message });
      }
      const found = by(method);
      if (!found) {
        const message = shippingMessages.methodCannotTake(method.name);
        throw badRequest(message, { [fields.method]: message });
      }
      priced = found;
    }
  }
  if (choice.shownTotalCents !== undefined && choice.shownTotalCents !== priced.totals.totalCents) {
    const message = shippingMessages.totalChanged(formatPrice(toDollars(priced.totals.totalCents)));
    throw conflict(message, { total: message });
  }
  return priced;
}
