import type { Product } from '@teatree/shared/schemas/product';
import type { ReactNode } from 'react';
import { ProductPhoto } from '../../../components/product/product-photo';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';

/** Everyone's way to a tea from its row: its page (to order it), and the cart. */
export function OrderActions({
  product,
  cartAction,
  stacked,
}: {
  product: Product;
  cartAction?: (product: Product) => ReactNode;
  stacked?: boolean;
}) {
  return (
    <div className={`flex gap-2 ${stacked ? '' : 'justify-end'}`}>
      <Link to={paths.product.getHref(product._id)} className={`btn btn-primary btn-sm ${stacked ? 'flex-1' : ''}`}>
        Order<span className="sr-only"> {product.name}</span>
      </Link>
      {cartAction?.(product)}
    </div>
  );
}

/** A tea's photo, leading to its page; the name beside it says the same, so screen readers skip it. */
export function PhotoLink({ product, size }: { product: Product; size: 'sm' | 'md' }) {
  const px = size === 'sm' ? 64 : 80;
  return (
    <Link to={paths.product.getHref(product._id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
      <ProductPhoto
        photo={product.photo}
        sizes={`${px}px`}
        width={px}
        height={px}
        className={`${size === 'sm' ? 'size-14' : 'size-20'} rounded-field bg-leaf-50 object-cover`}
      />
    </Link>
  );
}

export function NameLink({ product }: { product: Product }) {
  return (
    <Link to={paths.product.getHref(product._id)} className="link-hover hover:text-primary">
      {product.name}
    </Link>
  );
}
