import type { Product } from '@teatree/shared/schemas/product';
import { CategoryBadge } from './category-badge';

/** The badge a sold-out tea wears on every card and on its page. */
export function SoldOutBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-neutral px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-neutral-content">
      Sold out
    </span>
  );
}

type Stocked = Pick<Product, 'quantity' | 'minOrder'> & {
  sizes?: readonly Pick<Product['sizes'][number], 'quantity' | 'minOrder'>[];
};

/**
 * A tea has less than its minimum order left: nobody can order it until more arrives. A tea with sizes
 * is sold out when every size is (docs/decisions/0032-sizes-and-stock-by-weight.md): a 25 g sample may
 * still sell when a 250 g pouch no longer does.
 */
export function isSoldOut(product: Stocked): boolean {
  if (product.sizes?.length) return product.sizes.every((size) => size.quantity < Math.max(1, size.minOrder));
  return product.quantity < Math.max(1, product.minOrder);
}

/** A tea's badges, on its cards and its page: its category, and Sold out while it is. */
export function ProductBadges({
  product,
  className,
}: {
  product: Pick<Product, 'category'> & Stocked;
  className: string;
}) {
  return (
    <span className={className}>
      <CategoryBadge category={product.category} />
      {isSoldOut(product) && <SoldOutBadge />}
    </span>
  );
}
