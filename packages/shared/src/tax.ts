/**
 * Tax and an order's totals (docs/decisions/0033-shipping-and-tax.md). Every amount is integer cents and
 * every rate an integer number of thousandths of a percent (7 % is 7000, 8.875 % is 8875), so the same
 * lines give the same cents in the cart, the payment, the receipt and the books. The one rounding rule:
 * each line's tax (each tea's line, and the shipping) is worked out on the line's whole amount and
 * rounded half up to a cent, once; the order's tax is the sum of its lines' taxes.
 */

import { roundHalfUp } from './numbers.ts';
import { type AppliedPromotion, type Discounts, NO_DISCOUNTS } from './promotions.ts';

/** The tax classes a tea (or the shipping) belongs to: most tea is food, taxed at a reduced rate where one exists. */
export const TAX_CLASSES = ['standard', 'reduced', 'zero'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export const TAX_CLASS_NAMES: Record<TaxClass, string> = {
  standard: 'Standard',
  reduced: 'Reduced (food)',
  zero: 'Zero-rated',
};

/** A rate's unit: thousandths of a percent, so 100 % is 100,000. */
export const RATE_SCALE = 100_000;

/** A rate as people write it (7, 8.875) in the shop's unit; at most three decimals. */
export const toRateUnits = (percent: number) => Math.round(percent * 1000);
export const toPercent = (units: number) => units / 1000;

/** A rate in percent as every page, mail and export writes it: "7 %", "8.875 %". */
export const percentText = (percent: number) => `${percent} %`;

/**
 * The tax in one line of `cents` at `rate`: on top of the amount when prices exclude tax, or the part of
 * it that is tax when they include it (the amount less its net, the net rounded half up).
 */
export function lineTaxCents(cents: number, rate: number, pricesIncludeTax: boolean): number {
  if (rate === 0 || cents === 0) return 0;
  if (!pricesIncludeTax) return roundHalfUp(cents * rate, RATE_SCALE);
  return cents - roundHalfUp(cents * RATE_SCALE, RATE_SCALE + rate);
}

/** One line of an order as tax reads it: its amount as priced (with or without tax, as the shop enters prices) and its rate. */
export interface TaxedLine {
  cents: number;
  rate: number;
}

/** The tax of one rate in an order. */
export interface TaxOfRate {
  rate: number;
  cents: number;
}

/** An order's money, broken down: what every page, mail, export and the payment show alike. */
export interface Totals {
  /** The teas, as priced (with tax when the shop's prices include it), before any discount. */
  subtotalCents: number;
  /** The delivery, as priced, before any discount. */
  shippingCents: number;
  /** What promotions take off, the teas' and the shipping's (docs/decisions/0035-promotions.md). */
  discountCents: number;
  /** Each line's share of the discount, in the order of the lines. */
  lineDiscountCents: number[];
  /** The part of `discountCents` taken off the shipping. */
  shippingDiscountCents: number;
  /** The promotions used, each with what it takes off. */
  promotions: AppliedPromotion[];
  /** All the tax in the order: added on top, or contained in the prices. */
  taxCents: number;
  /** The part of `taxCents` that is the delivery's. */
  shippingTaxCents: number;
  /** Each line's own tax, in the order of the lines: a line refunded is refunded with it. */
  lineTaxCents: number[];
  /** The tax of each rate, highest rate first; rates that come to nothing are left out. */
  taxes: TaxOfRate[];
  /** What the buyer pays. */
  totalCents: number;
  pricesIncludeTax: boolean;
}

/**
 * The totals of teas' lines and a shipping line, by the one rounding rule. Tax is worked out on what is
 * left of each line once its share of the discounts is taken off (docs/decisions/0035-promotions.md).
 */
export function totalsOf(
  lines: readonly TaxedLine[],
  shipping: TaxedLine,
  pricesIncludeTax: boolean,
  discounts: Discounts = NO_DISCOUNTS(lines.length),
): Totals {
  const lineTax = lines.map((line, i) =>
    lineTaxCents(line.cents - (discounts.lineCents[i] ?? 0), line.rate, pricesIncludeTax),
  );
  const shippingTaxCents = lineTaxCents(shipping.cents - discounts.shippingCents, shipping.rate, pricesIncludeTax);
  const byRate = new Map<number, number>();
  let taxCents = 0;
  for (const [i, line] of [...lines, shipping].entries()) {
    const tax = i < lines.length ? lineTax[i]! : shippingTaxCents;
    if (tax === 0) continue;
    byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + tax);
    taxCents += tax;
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const lineDiscountCents = lines.map((_, i) => discounts.lineCents[i] ?? 0);
  const discountCents = lineDiscountCents.reduce((sum, cents) => sum + cents, 0) + discounts.shippingCents;
  return {
    subtotalCents,
    shippingCents: shipping.cents,
    discountCents,
    lineDiscountCents,
    shippingDiscountCents: discounts.shippingCents,
    promotions: discounts.applied,
    taxCents,
    shippingTaxCents,
    lineTaxCents: lineTax,
    taxes: [...byRate].sort(([a], [b]) => b - a).map(([rate, cents]) => ({ rate, cents })),
    totalCents: subtotalCents + shipping.cents - discountCents + (pricesIncludeTax ? 0 : taxCents),
    pricesIncludeTax,
  };
}
