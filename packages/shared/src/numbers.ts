/**
 * A whole number with thousands separators ("12,000"), as `toLocaleString('en')` writes it. Written by
 * hand: a browser's first locale formatter loads its locale data, a long task on a phone, and a page
 * would pay it on load for a sentence it may never show.
 */
export function withThousands(whole: number): string {
  const sign = whole < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(whole))).replace(/\B(?=(\d{3})+$)/g, ',');
}
