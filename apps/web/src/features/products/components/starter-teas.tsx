import type { Product } from '@teatree/shared/schemas/product';
import type { ReactNode } from 'react';
import { ProductThumb } from '../../../components/product/product-photo';
import { ProductBadges } from '../../../components/product/sold-out';
import { TeaPrice } from '../../../components/product/tea-price';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Link } from '../../../components/ui/link';
import { Loading } from '../../../components/ui/loading';
import { SkeletonItem } from '../../../components/ui/skeleton-item';
import { paths } from '../../../config/paths';
import { useProducts } from '../api/get-products';

const TEA_COUNT = 8;

/** A tea to start with: its photo and name lead to its page, with Order and Add to cart beside them. */
function TeaCard({ product, cartButton }: { product: Product; cartButton: ReactNode }) {
  const href = paths.product.getHref(product._id);
  return (
    <article className="flex h-full flex-col gap-3 surface p-3 transition-shadow duration-200 hover:shadow-md">
      <div className="flex items-center gap-4">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <ProductThumb photo={product.photo} px={72} className="size-18" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-sans text-base font-semibold leading-snug">
            <Link to={href} className="link-hover hover:text-primary">
              {product.name}
            </Link>
          </h3>
          <ProductBadges product={product} className="flex flex-wrap gap-1.5" />
          <span className="text-sm text-base-content/75">
            <TeaPrice tea={product} /> · min. {product.minOrder}
          </span>
        </div>
      </div>
      <div className="mt-auto flex gap-2">
        <Link to={href} className="btn btn-primary btn-sm flex-1">
          Order<span className="sr-only"> {product.name}</span>
        </Link>
        {cartButton}
      </div>
    </article>
  );
}

/**
 * The first teas of the catalogue, to start an order from (/purchase). The page gives each card its
 * cart button (`cartButton`).
 */
export function TeaList({ cartButton }: { cartButton: (product: Product) => ReactNode }) {
  const { data, isPending, isError, refetch } = useProducts({ limit: TEA_COUNT });
  if (isError) return <ErrorNotice message="Our teas could not be loaded just now." onRetry={() => refetch()} />;
  return (
    <Loading label="Loading teas" busy={isPending}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {isPending
          ? Array.from({ length: TEA_COUNT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity but their place
              <li key={i} aria-hidden="true" className="flex items-center gap-4 rounded-box bg-base-100 p-3">
                <SkeletonItem lead="size-18 shrink-0" lines={['h-4 w-3/4', 'h-3 w-1/2']} />
              </li>
            ))
          : data.products.map((product) => (
              <li key={product._id}>
                <TeaCard product={product} cartButton={cartButton(product)} />
              </li>
            ))}
      </ul>
      {!isPending && data.products.length === 0 && (
        <p className="text-center text-base-content/75">New teas are on their way; please look again soon.</p>
      )}
    </Loading>
  );
}
