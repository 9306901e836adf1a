/**
 * Sizes and stock by weight (docs/decisions/0032-sizes-and-stock-by-weight.md), without the schema
 * library: a page reads them to show a size's count and price per 100 g before it asks the server.
 *
 * A tea's stock is kept once, in grams (a tea sold by weight) or in pieces (a teapot, a gift box: one
 * size, counted in pieces). A size draws on it: its weight in grams for each one sold, or one piece.
 */

export const STOCKED_BY = ['weight', 'piece'] as const;
export type StockedBy = (typeof STOCKED_BY)[number];

/** The most sizes a tea may offer, retired ones aside. */
export const SIZES_MAX = 8;
/** A size's weight, in grams: at least 1 g, at most 50 kg. */
export const SIZE_GRAMS_MIN = 1;
export const SIZE_GRAMS_MAX = 50_000;
/** The most a tea's stock may hold: 10 tonnes of leaves, or ten million pieces. */
export const STOCK_MAX = 10_000_000;
export const SIZE_LABEL_MAX = 40;
export const SKU_MAX = 64;

/** The size every tea gets when its owner names none, and that every tea sold before sizes became: a 100 g tin. */
export const FIRST_SIZE = { label: '100 g tin', grams: 100 } as const;

/** How much of the tea's stock one of this size takes: its grams, or one piece. */
export function stockEach(stockedBy: StockedBy, grams: number): number {
  return stockedBy === 'weight' ? grams : 1;
}

/** How many of a size the tea's stock holds today: the spec's `quantity` of its default size. */
export function sizeCount(stock: number, stockedBy: StockedBy, grams: number): number {
  return Math.floor(stock / stockEach(stockedBy, grams));
}

/** A price per 100 g in cents, rounded to the cent, from a size's price in cents and its weight. */
export function centsPer100g(priceCents: number, grams: number): number {
  return Math.round((priceCents * 100) / grams);
}

/** How a stock reads ("1,000 g", "1.2 kg", "12 pieces"). */
export function formatStock(stock: number, stockedBy: StockedBy): string {
  if (stockedBy === 'piece') return `${stock.toLocaleString('en-US')} ${stock === 1 ? 'piece' : 'pieces'}`;
  return formatGrams(stock);
}

/** A weight as a shop writes it: "25 g", "250 g", "1 kg", "1.5 kg". */
export function formatGrams(grams: number): string {
  if (grams < 1000) return `${grams.toLocaleString('en-US')} g`;
  return `${(grams / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} kg`;
}
