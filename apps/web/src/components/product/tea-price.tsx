import { formatPrice } from '@teatree/shared/money';
import type { Product } from '@teatree/shared/schemas/product';

/*
 * A tea's price on the catalogue's cards and table, its size's on its page
 * (docs/decisions/0032-sizes-and-stock-by-weight.md). Its own small file, with nothing but the price's
 * formatting: the home page's newest teas show it, and the home page's scripts are held to a budget
 * (docs/decisions/0018-home-page-scripts.md).
 */

type Priced = Pick<Product, 'price' | 'fromPrice' | 'sizes'>;
type Shown = Priced & Pick<Product, 'stockedBy' | 'defaultSizeId'>;

/** Whether a tea's sizes on sale cost different amounts, so that its cards say "from $X". */
function pricesDiffer(tea: Priced): boolean {
  return tea.sizes.some((size) => size.price !== tea.sizes[0]?.price);
}

/** A tea's price on its cards: "from $8.00" when its sizes' prices differ, else the one price. */
export function teaPriceText(tea: Priced): string {
  return pricesDiffer(tea) ? `from ${formatPrice(tea.fromPrice)}` : formatPrice(tea.price);
}

/** "$12.40 / 100 g": what a size costs for 100 g of leaves. */
export function per100gText(pricePer100g: number): string {
  return `${formatPrice(pricePer100g)} / 100 g`;
}

/**
 * The price per 100 g a tea's card shows beside its price: the size the price names (the cheapest when
 * "from"); none for a tea sold by the piece, whose weight says nothing of its price.
 */
export function teaPer100gText(tea: Shown): string | null {
  if (tea.stockedBy === 'piece') return null;
  const shown = pricesDiffer(tea)
    ? tea.sizes.find((size) => size.price === tea.fromPrice)
    : tea.sizes.find((size) => size.id === tea.defaultSizeId);
  const size = shown ?? tea.sizes[0];
  return size ? per100gText(size.pricePer100g) : null;
}

/**
 * A tea's price where the catalogue lists it: "from $8.00" when its sizes cost different amounts, and
 * its price per 100 g in small text beside it ("$12.40 / 100 g", docs/decisions/0032-sizes-and-stock-by-weight.md).
 */
export function TeaPrice({
  tea,
  className = '',
  priceClassName = 'font-semibold text-primary',
  stacked = false,
}: {
  tea: Shown;
  className?: string;
  priceClassName?: string;
  /** The price per 100 g under the price (a table's cell) rather than after it. */
  stacked?: boolean;
}) {
  const per100g = teaPer100gText(tea);
  return (
    <span className={`${stacked ? 'flex flex-col' : 'inline-flex flex-wrap items-baseline gap-x-1.5'} ${className}`}>
      <span className={`tabular-nums ${priceClassName}`}>{teaPriceText(tea)}</span>
      {per100g && (
        <span className="whitespace-nowrap text-xs font-normal text-base-content/70 tabular-nums">{per100g}</span>
      )}
    </span>
  );
}
