import type { Product } from '@teatree/shared/schemas/product';

/** The badge a sold-out tea wears on every card and on its page. */
export function SoldOutBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-neutral px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-neutral-content">
      Sold out
    </span>
  );
}

/** A tea has less than its minimum order left: nobody can order it until more arrives. */
export function isSoldOut(product: Pick<Product, 'quantity' | 'minOrder'>): boolean {
  return product.quantity < Math.max(1, product.minOrder);
}
