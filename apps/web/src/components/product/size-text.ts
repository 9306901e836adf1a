import type { Product } from '@teatree/shared/schemas/product';
import type { ProductSize } from '@teatree/shared/schemas/size';
import { formatGrams } from '@teatree/shared/sizes';

/*
 * How a tea's sizes read on its page, a cart and an order (docs/decisions/0032-sizes-and-stock-by-weight.md);
 * its price on the catalogue's cards is ./tea-price.tsx's. Plain functions over the schemas' types only.
 */

/**
 * A size as a cart or an order names it: its label, with its weight when the label does not already
 * say it ("Gift tin · 80 g"); null for a line sold before teas had sizes.
 */
export function sizeName(size: { label: string; grams: number } | null | undefined): string | null {
  if (!size) return null;
  const weight = formatGrams(size.grams);
  return size.label.includes(weight) ? size.label : `${size.label} · ${weight}`;
}

/** The size a tea's page starts on: its default size, or the first on sale. */
export function defaultSize(tea: Pick<Product, 'sizes' | 'defaultSizeId'>): ProductSize | undefined {
  return tea.sizes.find((size) => size.id === tea.defaultSizeId) ?? tea.sizes[0];
}

/** A size is sold out when the stock holds fewer of it than max(1, its minimum). */
export function sizeSoldOut(size: Pick<ProductSize, 'quantity' | 'minOrder'>): boolean {
  return size.quantity < Math.max(1, size.minOrder);
}

/**
 * The size a tea's page starts on, and keeps while it sells: the default size, or, once that is sold
 * out, the first size still on sale (the page then still shows the default chosen when none sells).
 */
export function startingSize(tea: Pick<Product, 'sizes' | 'defaultSizeId'>): ProductSize | undefined {
  const first = defaultSize(tea);
  if (!first || !sizeSoldOut(first)) return first;
  return tea.sizes.find((size) => !sizeSoldOut(size)) ?? first;
}

/**
 * A tea as one of its sizes sells it: the spec's price, quantity and minimum order read from that size
 * (docs/decisions/0032-sizes-and-stock-by-weight.md), so that `orderBounds`, "Only N left" and the
 * order form speak of the size chosen.
 */
export function teaInSize<
  T extends Pick<Product, '_id' | 'name' | 'price' | 'quantity' | 'minOrder' | 'defaultSizeId'>,
>(tea: T, size: ProductSize | undefined): T & { sizeId?: string } {
  if (!size) return tea;
  return { ...tea, sizeId: size.id, price: size.price, quantity: size.quantity, minOrder: size.minOrder };
}
