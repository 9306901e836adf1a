import { toDollars } from '@teatree/shared/money';
import { bestDiscounts, byMethod, NO_DISCOUNTS, type PromotionRule, servesMethod } from '@teatree/shared/promotions';
import { countryName } from '@teatree/shared/schemas/address';
import type { ShippedBy } from '@teatree/shared/schemas/order';
import type { Quote, QuotedMethod, TotalsAnswer } from '@teatree/shared/schemas/quote';
import { shippingMessages } from '@teatree/shared/schemas/shipping';
import { centsToFreeShipping, type MethodRate, type Parcel, shippingCents } from '@teatree/shared/shipping';
import { type TaxClass, type Totals, toPercent, totalsOf } from '@teatree/shared/tax';
import type { Executor } from '../../db/client.ts';
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
import { type Destination, type KeptShipping, rateAt, type ShippingRules } from './rules.ts';
import type { MethodRow } from './setup.ts';

/**
 * What delivery and tax add to an order (docs/decisions/0033-shipping-and-tax.md): the methods that
 * serve a country, each method's price for the parcel, and the order's totals by the one rounding rule
 * (@teatree/shared/tax). The cart's estimate and the checkout's are priced here; the order the server
 * writes, by `priceOrder` (./price-order.ts), from the same parts.
 */

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
export const shippedBy = (method: MethodRow): ShippedBy => ({
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
  shipping: KeptShipping;
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
    shop.shipping.rulesTo(db, to, shop.shopCountry),
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
  const alone = rules.configured ? null : teasAlone(lines, usable);
  return {
    code: usable.code,
    codeMessage:
      usable.refusal ??
      (methods.length ? codeLeftOutOfAnswer(usable, methods) : alone ? codeLeftOut(usable, alone.promotions) : null),
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
    totals: alone && totalsAnswer(alone),
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
export function teasAlone(lines: readonly PricedLine[], usable: UsablePromotions): Totals {
  const taxFree = lines.map((line) => ({ cents: line.cents, rate: 0 }));
  const discounts = usable.rules.length ? bestDiscounts(usable.rules, lines, 0) : NO_DISCOUNTS(lines.length);
  return totalsOf(taxFree, { cents: 0, rate: 0 }, false, discounts);
}

/** Why the code was left out of every method's totals, or null when some method uses it (or none was given). */
function codeLeftOutOfAnswer(usable: UsablePromotions, methods: readonly QuotedMethod[]): string | null {
  if (!usable.code || methods.some((m) => m.totals.promotions.some((p) => p.code === usable.code))) return null;
  return codeLeftOut(usable, methods[0]?.totals.promotions ?? []);
}
