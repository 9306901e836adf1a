/**
 * Money is kept in integer cents everywhere inside the shop; the wire speaks dollars with at most two
 * decimals (docs/product.md, departure 9). These are the only two crossings.
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as every page and mail shows it: thousands separators and two decimals ("94,990.50"). */
export function formatAmount(dollars: number): string {
  return AMOUNT.format(dollars);
}

/** A price or total with its dollar sign ("$94,990.50"): the one way money is written to a person. */
export function formatPrice(dollars: number): string {
  return `$${formatAmount(dollars)}`;
}
