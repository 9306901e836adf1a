/** `numerator / denominator` rounded half up, for non-negative integers, in exact integer arithmetic. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * A whole number with thousands separators ("12,000"), as `toLocaleString('en')` writes it. Written by
 * hand: a browser's first locale formatter loads its locale data, a long task on a phone, and a page
 * would pay it on load for a sentence it may never show.
 */
export function withThousands(whole: number): string {
  const sign = whole < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(whole))).replace(/\B(?=(\d{3})+$)/g, ',');
}
