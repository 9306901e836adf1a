import { formatPrice } from '@teatree/shared/money';
import type { Product } from '@teatree/shared/schemas/product';
import { ProductPhoto } from '../../../components/product/product-photo';
import { ProductRating } from './product-rating';

/** The tea being reviewed (docs/product.md, "Screens and routes"): its photo, name, description and price (its default size's,
 * docs/decisions/0032-sizes-and-stock-by-weight.md). */
export function ReviewedProduct({ product }: { product: Product }) {
  return (
    <article aria-labelledby="reviewed-product-name" className="overflow-hidden surface">
      <div className="flex gap-4 p-4 sm:gap-6 sm:p-6 lg:block lg:p-0">
        <ProductPhoto
          photo={product.photo}
          sizes="(min-width: 1024px) 352px, (min-width: 640px) 160px, 112px"
          width={400}
          height={400}
          eager
          className="size-28 shrink-0 rounded-field bg-leaf-50 object-cover sm:size-40 lg:aspect-[4/3] lg:h-auto lg:w-full lg:rounded-none"
        />
        <div className="flex min-w-0 flex-col gap-2 lg:p-6">
          <p className="text-sm text-base-content/70">
            {product.category} · {product.brand}
          </p>
          <h2 id="reviewed-product-name" className="text-2xl font-semibold leading-tight">
            {product.name}
          </h2>
          <p className="text-xl font-semibold text-primary">{formatPrice(product.price)}</p>
          <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
        </div>
      </div>
      <p className="whitespace-pre-line wrap-anywhere px-4 pb-4 leading-relaxed text-base-content/80 sm:px-6 sm:pb-6">
        {product.description}
      </p>
    </article>
  );
}

export function ReviewedProductSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden surface">
      <div className="flex gap-4 p-4 sm:gap-6 sm:p-6 lg:block lg:p-0">
        <div className="skeleton size-28 shrink-0 sm:size-40 lg:aspect-[4/3] lg:h-auto lg:w-full lg:rounded-none" />
        <div className="flex flex-1 flex-col gap-3 lg:p-6">
          <div className="skeleton h-4 w-1/2" />
          <div className="skeleton h-7 w-3/4" />
          <div className="skeleton h-6 w-20" />
        </div>
      </div>
      <div className="flex flex-col gap-2 px-4 pb-4 sm:px-6 sm:pb-6">
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-5/6" />
      </div>
    </div>
  );
}
