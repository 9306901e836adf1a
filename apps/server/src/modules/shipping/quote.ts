import { formatPrice, toDollars } from '@teatree/shared/money';
import { bestDiscounts, byMethod, NO_DISCOUNTS, type PromotionRule, servesMethod } from '@teatree/shared/promotions';
import { countryName } from '@teatree/shared/schemas/address';
import type { ShippedBy } from '@teatree/shared/schemas/order';
import { type Quote, type QuotedMethod, shippingMessages, type TotalsAnswer } from '@teatree/shared/schemas/shipping';
import { centsToFreeShipping, type MethodRate, type Parcel, shippingCents } from '@teatree/shared/shipping';
import { type TaxClass, type Totals, toPercent, totalsOf } from '@teatree/shared/tax';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shippingMethods, shippingZoneCountries, shippingZones, taxRates, taxSettings } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { type BrowserLine, soldNow, uniqueLines } from '../cart/repository.ts';
import { catalogueOf, lineName, type TeaAsSold } from '../products/teas-as-sold.ts';
import { giftsFor } from '../promotions/gifts.ts';
import type { KeptPromotions } from '../promotions/kept-promotions.ts';
import {
  codeLeftOut,
  NO_PROMOTIONS,
  type PromotionBuyer,
  readCandidates,
  type UsablePromotions,
  usablePromotions,
} from '../promotions/usable.ts';
import type { MethodRow } from './setup.ts';

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
  /** What a promotion reads of the line's tea (docs/decisions/0035-promotions.md). */
  unitCents: number;
  productId: string;
  sizeId: string;
  category: string;
  /** A tea a gift added (modules/promotions/gifts.ts): it weighs, but counts for no "free over" subtotal. */
  gift?: true;
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

const rateOf = (row: MethodRow): MethodRate => ({
  kind: row.kind,
  flatCents: row.flatCents,
  bands: row.bands,
  packagingGrams: row.packagingGrams,
  freeOverCents: row.freeOverCents,
});

/**
 * What a parcel of these lines weighs (the teas alone; a weight rate adds its packaging) and what the
 * teas the buyer chose cost (a gift's tea weighs, but is not bought).
 */
export function parcelOf(lines: readonly PricedLine[]): Parcel {
  return {
    grams: lines.reduce((sum, line) => sum + line.grams, 0),
    subtotalCents: lines.reduce((sum, line) => sum + (line.gift ? 0 : line.cents), 0),
  };
}

/** A tea and a size as an order prices them: its price for the quantity, its weight, its class. */
export const pricedLine = (tea: TeaAsSold, quantity: number, gift?: true): PricedLine => ({
  cents: tea.priceCents * quantity,
  grams: tea.sizeGrams * quantity,
  taxClass: tea.taxClass,
  unitCents: tea.priceCents,
  productId: tea.id,
  sizeId: tea.sizeId,
  category: tea.category,
  ...(gift ? { gift } : {}),
});

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
  promotions: readonly PromotionRule[] = [],
): Totals | undefined {
  const price = shippingCents(rateOf(method), parcel);
  if (price === undefined) return undefined;
  const taxedAt: Destination = method.collect ? { country: rules.shopCountry, region: '' } : to;
  return totalsOf(
    lines.map((line) => ({ cents: line.cents, rate: rateAt(rules, taxedAt, line.taxClass) })),
    { cents: price, rate: rateAt(rules, taxedAt, rules.shippingClass) },
    rules.pricesIncludeTax,
    bestDiscounts(byMethod(promotions, method.id), lines, price),
  );
}

/** Totals as the API answers them: dollars, rates in percent. */
export function totalsAnswer(totals: Totals): TotalsAnswer {
  return {
    subtotal: toDollars(totals.subtotalCents),
    shipping: toDollars(totals.shippingCents),
    discount: toDollars(totals.discountCents),
    promotions: totals.promotions.map((p) => ({ code: p.code, name: p.name, amount: toDollars(p.cents) })),
    tax: toDollars(totals.taxCents),
    taxes: totals.taxes.map((t) => ({ rate: toPercent(t.rate), amount: toDollars(t.cents) })),
    total: toDollars(totals.totalCents),
    pricesIncludeTax: totals.pricesIncludeTax,
  };
}

/** A method as an offer and an order name it: its id, name, whether it is collected, its estimate. */
const shippedBy = (method: MethodRow): ShippedBy => ({
  id: method.id,
  name: method.name,
  collect: method.collect,
  days: method.minDays === null || method.maxDays === null ? null : { min: method.minDays, max: method.maxDays },
});

/** Every method on offer at a destination, priced for these lines; the ones that do not take the parcel are left out. */
export function offers(
  rules: ShippingRules,
  lines: readonly PricedLine[],
  parcel: Parcel,
  to: Destination,
  usable: UsablePromotions = NO_PROMOTIONS,
): QuotedMethod[] {
  return rules.methods.flatMap((method) => {
    const totals = totalsBy(rules, method, lines, parcel, to, usable.rules);
    if (!totals) return [];
    const price = totals.shippingCents - totals.shippingDiscountCents;
    // The nearer of the method's own "free over" and an offer of free shipping from a subtotal not reached yet.
    const byOffers = usable.freeShippingFrom
      .filter((offer) => servesMethod(offer.methodIds, method.id))
      .map((offer) => offer.cents - parcel.subtotalCents);
    const ownRule = centsToFreeShipping(rateOf(method), parcel.subtotalCents);
    const more = price === 0 ? null : Math.min(ownRule ?? Number.POSITIVE_INFINITY, ...byOffers);
    return [
      {
        ...shippedBy(method),
        price: toDollars(price),
        addForFree: more === null || more === Number.POSITIVE_INFINITY ? null : toDollars(more),
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
        unitCents: found.size.priceCents,
        productId: found.tea.id,
        sizeId: found.size.id,
        category: found.tea.category,
      },
    ];
  });
}

/** Where the shop is and who asks: what a quote's promotions are read for. */
export interface QuoteContext {
  shopCountry: string;
  timeZone: string;
  buyer: PromotionBuyer;
  promotions: KeptPromotions;
}

/**
 * POST /api/shipping/quote: what these teas cost delivered to a country (and region), by each method
 * that takes them, with the promotions they may use and the code given (docs/decisions/0035-promotions.md).
 */
export async function quoteFor(
  db: Executor,
  input: Destination & { lines: readonly BrowserLine[]; code?: string | undefined },
  shop: QuoteContext,
): Promise<Quote> {
  const to = { country: input.country, region: input.region };
  const [rules, chosen, candidates] = await Promise.all([
    shippingRules(db, to, shop.shopCountry),
    pricedLines(db, input.lines),
    readCandidates(db, shop.promotions, input.code, shop.buyer),
  ]);
  const usable = usablePromotions(candidates, input.code, {
    lines: chosen,
    now: new Date(),
    timeZone: shop.timeZone,
  });
  const gifts = await giftsFor(
    db,
    usable,
    chosen.map((line) => line.sizeId),
  );
  const lines = [...chosen, ...gifts.map((gift) => pricedLine(gift, 1, true))];
  const parcel = parcelOf(lines);
  const methods = rules.configured ? offers(rules, lines, parcel, to, usable) : [];
  const untaxed = rules.configured ? null : totalsAnswer(teasAlone(lines, usable));
  return {
    code: usable.code,
    codeMessage:
      usable.refusal ??
      (methods.length
        ? codeLeftOutOfAnswer(usable, methods)
        : untaxed
          ? codeLeftOut(usable, teasAlone(lines, usable).promotions)
          : null),
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
    totals: untaxed,
    gifts: gifts.map((gift) => ({
      productId: gift.id,
      sizeId: gift.sizeId,
      name: lineName(gift, gift.sizeCount),
      photo: gift.photo,
      price: toDollars(gift.priceCents),
    })),
  };
}

/** An order's totals while the shop has set up no shipping: its teas alone, less their discounts, untaxed. */
function teasAlone(lines: readonly PricedLine[], usable: UsablePromotions): Totals {
  const taxFree = lines.map((line) => ({ cents: line.cents, rate: 0 }));
  const discounts = usable.rules.length ? bestDiscounts(usable.rules, lines, 0) : NO_DISCOUNTS(lines.length);
  return totalsOf(taxFree, { cents: 0, rate: 0 }, false, discounts);
}

/** Why the code was left out of every method's totals, or null when some method uses it (or none was given). */
function codeLeftOutOfAnswer(usable: UsablePromotions, methods: readonly QuotedMethod[]): string | null {
  if (!usable.code || methods.some((m) => m.totals.promotions.some((p) => p.code === usable.code))) return null;
  return codeLeftOut(usable, methods[0]?.totals.promotions ?? []);
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
  /** The fields a refusal names: the address's country, the method, and the discount code. */
  fields: { country: string; method: string; code?: string };
}

/** An order's money and the delivery it keeps a copy of, as `priceOrder` works them out. */
export interface PricedOrder {
  totals: Totals;
  method: ShippedBy | null;
}

/**
 * Prices an order of these lines by the delivery chosen, or refuses it, naming the field: a country no
 * zone takes, a method not offered there (or none chosen where one must be), a method that does not take
 * the parcel, or a total other than the one the shopper was shown. Until the owner makes a zone, an
 * order is its teas alone, as before shipping and tax.
 */
export function priceOrder(
  rules: ShippingRules,
  lines: readonly PricedLine[],
  choice: DeliveryChoice,
  usable: UsablePromotions = NO_PROMOTIONS,
): PricedOrder {
  const { to, fields } = choice;
  const codeField = fields.code ?? 'discountCode';
  if (usable.refusal) throw badRequest(usable.refusal, { [codeField]: usable.refusal });
  let priced: PricedOrder;
  if (!rules.configured) {
    priced = { totals: teasAlone(lines, usable), method: null };
  } else {
    const country = countryName(to.country);
    if (rules.methods.length === 0) {
      const message = shippingMessages.noShipping(country);
      throw badRequest(message, { [fields.country]: message });
    }
    const parcel = parcelOf(lines);
    const by = (method: MethodRow) => {
      const totals = totalsBy(rules, method, lines, parcel, to, usable.rules);
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
  const leftOut = codeLeftOut(usable, priced.totals.promotions);
  if (leftOut) throw badRequest(leftOut, { [codeField]: leftOut });
  if (choice.shownTotalCents !== undefined && choice.shownTotalCents !== priced.totals.totalCents) {
    const message = shippingMessages.totalChanged(formatPrice(toDollars(priced.totals.totalCents)));
    throw conflict(message, { total: message });
  }
  return priced;
}
