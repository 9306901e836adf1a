import type { Product } from '@teatree/shared/schemas/product';
import type { ReactNode } from 'react';
import { ProductPhoto } from '../../../components/product/product-photo';
import { ProductBadges } from '../../../components/product/sold-out';
import { TeaPrice } from '../../../components/product/tea-price';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';

/**
 * A tea's card (docs/product.md, Home): photo and name lead to its page, Order and Review as the
 * original has them. `rating` (the tea's standing with its reviewers) and `cartAction` (its Add to cart)
 * are drawn by the page that composes the card.
 */
export function ProductCard({
  product,
  rating,
  cartAction,
}: {
  product: Product;
  rating?: ReactNode;
  cartAction?: ReactNode;
}) {
  const href = paths.product.getHref(product._id);
  return (
    <article className="group flex h-full overflow-hidden rounded-box sm:flex-col bg-base-100 shadow-sm ring-1 ring-base-300/60 transition-shadow duration-200 hover:shadow-lg">
      {/* Photos are square; on a phone they sit beside the text so eight teas do not fill eight screens. */}
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative w-28 shrink-0 overflow-hidden bg-leaf-50 min-[400px]:w-32 sm:aspect-square sm:w-auto"
      >
        <ProductPhoto
          photo={product.photo}
          sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 128px"
          width={400}
          height={300}
          className="size-full object-cover transition-transform duration-200 motion-safe:group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 sm:gap-3 sm:p-5">
        <div className="flex items-center justify-between gap-2">
          <ProductBadges product={product} className="flex flex-wrap gap-1.5" />
          <span className="truncate text-sm text-base-content/70">{product.brand}</span>
        </div>
        <h3 className="text-lg font-semibold leading-snug sm:text-xl">
          <Link to={href} className="link-hover hover:text-primary">
            {product.name}
          </Link>
        </h3>
        {rating}
        <p className="hidden text-sm leading-relaxed text-base-content/75 sm:line-clamp-2">{product.description}</p>
        <div className="mt-auto flex items-baseline justify-between gap-2 pt-1">
          <p>
            <TeaPrice tea={product} priceClassName="text-xl font-semibold text-primary sm:text-2xl" />
          </p>
          <p className="whitespace-nowrap text-xs text-base-content/70">Min. order {product.minOrder}</p>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Link to={href} className="btn btn-primary btn-sm sm:btn-md">
            Order<span className="sr-only"> {product.name}</span>
          </Link>
          <Link to={paths.myReview.getHref(product._id)} className="btn btn-outline btn-primary btn-sm sm:btn-md">
            Review<span className="sr-only"> {product.name}</span>
          </Link>
        </div>
        {cartAction}
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex h-full overflow-hidden surface sm:flex-col" aria-hidden="true">
      <div className="skeleton w-28 shrink-0 rounded-none min-[400px]:w-32 sm:aspect-square sm:w-auto" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="skeleton h-5 w-20 rounded-full" />
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton hidden h-4 w-full sm:block" />
        <div className="skeleton hidden h-4 w-2/3 sm:block" />
        <div className="skeleton mt-2 h-7 w-24" />
        <div className="grid grid-cols-2 gap-2">
          <div className="skeleton h-8 sm:h-10" />
          <div className="skeleton h-8 sm:h-10" />
        </div>
      </div>
    </div>
  );
}
