/**
 * What delivery costs (docs/decisions/0033-shipping-and-tax.md): a method's rate for one parcel, in
 * integer cents. The same rules price the cart's estimate, the checkout's choice and the order the
 * server writes, so the three never differ.
 */

/** How a method prices a parcel: one price, or bands of its weight (grams) or of its subtotal (cents). */
export const RATE_KINDS = ['flat', 'weight', 'value'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/**
 * One band of a rate: a parcel more than `from` and at most `to` (the first band from 0 takes 0 too; a
 * last band without `to` takes everything above), in grams for a weight rate and cents for a value rate.
 */
export interface Band {
  from: number;
  to: number | null;
  cents: number;
}

/** A shipping method's price rules, as kept in cents and grams. */
export interface MethodRate {
  kind: RateKind;
  /** A flat rate's price. */
  flatCents: number;
  bands: readonly Band[];
  /** What the box and its padding add to every parcel's weight, in grams. */
  packagingGrams: number;
  /** A subtotal at or above this ships free; null: never free. */
  freeOverCents: number | null;
}

/** One parcel as a rate reads it: what the teas weigh and what they cost. */
export interface Parcel {
  grams: number;
  subtotalCents: number;
}

/** The band that takes `amount`, or undefined when it is above the last band's `to`. */
export function bandFor(bands: readonly Band[], amount: number): Band | undefined {
  return bands.find((band) => (amount > band.from || band.from === 0) && (band.to === null || amount <= band.to));
}

/**
 * What a method charges for a parcel, in cents; undefined when it does not take the parcel (heavier or
 * dearer than its last band). A subtotal at or above "free over" ships for nothing.
 */
export function shippingCents(rate: MethodRate, parcel: Parcel): number | undefined {
  if (rate.freeOverCents !== null && parcel.subtotalCents >= rate.freeOverCents) {
    // Free, but only where the method goes at all: a parcel over its heaviest band is still not taken.
    return rate.kind === 'weight' && !bandFor(rate.bands, parcel.grams + rate.packagingGrams) ? undefined : 0;
  }
  if (rate.kind === 'flat') return rate.flatCents;
  const amount = rate.kind === 'weight' ? parcel.grams + rate.packagingGrams : parcel.subtotalCents;
  return bandFor(rate.bands, amount)?.cents;
}

/** How much more the teas must cost to ship free by this method (cents), or null when it never will or already does. */
export function centsToFreeShipping(rate: MethodRate, subtotalCents: number): number | null {
  if (rate.freeOverCents === null || subtotalCents >= rate.freeOverCents) return null;
  return rate.freeOverCents - subtotalCents;
}

/**
 * The first problem of a list of bands, or undefined: they start at 0, each begins where the one before
 * ends, each ends above where it begins, and only the last may be open-ended.
 */
export function bandsProblem(bands: readonly { from: number; to: number | null }[]): string | undefined {
  if (bands.length === 0) return 'Add at least one band';
  for (const [i, band] of bands.entries()) {
    const before = bands[i - 1];
    if (i === 0 && band.from !== 0) return 'The first band must start at 0';
    if (before && before.to === null) return 'Only the last band may have no upper limit';
    if (before && band.from < (before.to ?? 0)) return `Band ${i + 1} overlaps band ${i}`;
    if (before && band.from > (before.to ?? 0)) return `There is a gap between band ${i} and band ${i + 1}`;
    if (band.to !== null && band.to <= band.from) return `Band ${i + 1} must end above where it starts`;
  }
  return undefined;
}
