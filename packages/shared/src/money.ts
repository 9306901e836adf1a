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

export function formatPrice(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}
