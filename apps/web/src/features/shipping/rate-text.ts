import { formatPrice } from '@teatree/shared/money';
import type { ShippingMethod } from '@teatree/shared/schemas/shipping';

/** A weight as the owner reads it: "500 g", "2 kg", "1.5 kg". */
export function gramsText(grams: number): string {
  return grams >= 1000 ? `${grams / 1000} kg` : `${grams} g`;
}

/**
 * A method's rate in a line: "$4.90", "Up to 500 g $4.90 · up to 2 kg $7.90", "Up to $50.00 $12.00 · over $50.00 $6.00".
 */
export function rateText(rate: ShippingMethod['rate']): string {
  if (rate.kind === 'flat') return rate.price === 0 ? 'Free' : formatPrice(rate.price);
  const unit = rate.kind === 'weight' ? gramsText : formatPrice;
  return rate.bands
    .map((band, i) => {
      const price = band.price === 0 ? 'free' : formatPrice(band.price);
      const range = band.to === null ? `over ${unit(band.from)}` : `up to ${unit(band.to)}`;
      return `${i === 0 ? range[0]!.toUpperCase() + range.slice(1) : range} ${price}`;
    })
    .join(' · ');
}
