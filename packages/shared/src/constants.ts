/** The shop's first categories; the owner keeps the list from there (docs/decisions/0041-owner-kept-categories.md). */
export const CATEGORIES = ['Organic', 'Green Tea', 'Black Tea', 'White Tea'] as const;

export const HOME_PRODUCT_COUNT = 8;
export const HOME_REVIEW_COUNT = 6;
export const PRODUCT_NAME_MAX = 20;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;
export const TABLE_DESCRIPTION_CUT = 60;
export const REVIEW_MAX = 2000;
/** A review's stars: one to five. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The most one order may come to, in cents ($100,000): more is a 400 naming the quantity. */
export const ORDER_TOTAL_MAX_CENTS = 10_000_000;

/** The most of a tea one order may hold at this unit price before its total passes ORDER_TOTAL_MAX_CENTS. */
export function maxQuantityForPrice(unitPriceCents: number): number {
  return Math.floor(ORDER_TOTAL_MAX_CENTS / unitPriceCents);
}

/** Cuts text to `max` characters for table cells, marking the cut with an ellipsis. */
export function cutText(text: string, max = TABLE_DESCRIPTION_CUT): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}
