import type { Product } from '@teatree/shared/schemas/product';
import type { ReactNode } from 'react';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Loading } from '../../../components/ui/loading';
import { useDrawnInSlices } from '../../../hooks/use-drawn-in-slices';
import { useProducts } from '../api/get-products';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** The newest teas as cards: the home page shows the first few of the catalogue. */
export function LatestProducts({
  count,
  ratingOf,
  cartActionOf,
}: {
  count: number;
  ratingOf?: (product: Product) => ReactNode;
  cartActionOf?: (product: Product) => ReactNode;
}) {
  const { data, isError, refetch } = useProducts({ limit: count });
  const shown = useDrawnInSlices(data);
  const drawing = !shown;

  if (isError) {
    return <ErrorNotice message="Our teas could not be loaded just now." onRetry={() => refetch()} />;
  }

  return (
    <Loading label="Loading teas" busy={drawing}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {drawing
          ? Array.from({ length: count }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity but their place
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))
          : shown.products.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} rating={ratingOf?.(product)} cartAction={cartActionOf?.(product)} />
              </li>
            ))}
      </ul>
      {!drawing && shown.products.length === 0 && (
        <p className="text-center text-base-content/75">New teas are on their way; please look again soon.</p>
      )}
    </Loading>
  );
}
