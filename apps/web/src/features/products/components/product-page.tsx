import { TEA_PAGE_PHOTO_SIZES } from '@teatree/shared/media';
import { formatPrice } from '@teatree/shared/money';
import type { Product } from '@teatree/shared/schemas/product';
import type { ReactNode } from 'react';
import { HiArrowRight, HiOutlineArchiveBox } from 'react-icons/hi2';
import { ProductPhoto } from '../../../components/product/product-photo';
import { isSoldOut, ProductBadges } from '../../../components/product/sold-out';
import { PageTitle } from '../../../components/seo/page-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';

/* The parts of one tea's page (/products/{id}) that are the tea's own; the page adds the rating, the cart and the order form. */

/**
 * A tea as its page shows it: photo, category, name, description and figures. The page puts its rating
 * (`rating`) under the name, its sizes (`sizes`) above the figures, and its way to buy (`actions`) at the
 * foot. The figures are the chosen size's (`sold`: price, how many the stock holds, minimum order,
 * docs/decisions/0032-sizes-and-stock-by-weight.md).
 */
export function ProductDetails({
  product,
  sold = product,
  sizes,
  rating,
  actions,
}: {
  product: Product;
  sold?: Pick<Product, 'price' | 'quantity' | 'minOrder'>;
  sizes?: ReactNode;
  rating: ReactNode;
  actions: ReactNode;
}) {
  const soldOut = isSoldOut(sold);
  return (
    <article aria-labelledby="product-name" className="overflow-hidden surface">
      <div className="aspect-[4/3] bg-leaf-50">
        <ProductPhoto
          photo={product.photo}
          sizes={TEA_PAGE_PHOTO_SIZES}
          width={800}
          height={600}
          eager
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ProductBadges product={product} className="flex items-center gap-2" />
          <span className="text-sm text-base-content/70">{product.brand}</span>
        </div>
        <h1 id="product-name" className="text-3xl font-semibold sm:text-4xl">
          {product.name}
        </h1>
        {rating}
        <p className="leading-relaxed whitespace-pre-line text-base-content/80">{product.description}</p>
        {sizes}
        <dl className="grid grid-cols-3 gap-2 rounded-field bg-base-200/70 p-3 text-center">
          <div>
            <dt className="text-xs text-base-content/70">Price</dt>
            <dd className="text-lg font-semibold text-primary tabular-nums">{formatPrice(sold.price)}</dd>
          </div>
          <div>
            <dt className="text-xs text-base-content/70">In stock</dt>
            <dd className="text-lg font-semibold tabular-nums">{soldOut ? 'Sold out' : sold.quantity}</dd>
          </div>
          <div>
            <dt className="text-xs text-base-content/70">Min. order</dt>
            <dd className="text-lg font-semibold tabular-nums">{sold.minOrder}</dd>
          </div>
        </dl>
        {actions}
      </div>
    </article>
  );
}

/** In place of the order form while a tea has less than its minimum order in stock. */
export function SoldOutNotice() {
  return (
    <div className="flex flex-col items-start gap-4">
      <h2 id="sold-out-heading" className="text-2xl font-semibold">
        Sold out for now
      </h2>
      <p className="leading-relaxed text-base-content/75">
        Every tin of this harvest has found a home. We are packing more; until then, plenty of other teas are waiting in
        the catalogue.
      </p>
      <Link to={paths.products.getHref()} className="btn btn-primary gap-2">
        See all our teas <HiArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}

/** In place of the order form until the page knows who is there: a visitor, or a customer and which. */
export function CheckingWhoOrders() {
  return (
    <Loading label="Checking who is ordering" className="flex flex-col gap-4 rounded-field bg-base-200/70 p-5">
      <div className="flex flex-col gap-2" aria-hidden="true">
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-2/3" />
      </div>
      <div className="skeleton h-10 w-40" aria-hidden="true" />
    </Loading>
  );
}

/**
 * A visitor's way to the order form: sign in (or up), and come back to this tea; or buy it now as a
 * guest (`buyNow`, docs/decisions/0027-guest-orders.md).
 */
export function SignInToOrder({ productId, buyNow }: { productId: string; buyNow?: ReactNode }) {
  const here = paths.product.getHref(productId);
  return (
    <div className="flex flex-col items-start gap-4 rounded-field bg-base-200/70 p-5">
      <p className="leading-relaxed text-base-content/80">
        Sign in to order this tea on its own, or put it in your cart and check out later with other teas. No account?
        Buy it now as a guest.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.login.getHref(here)} className="btn btn-primary">
          Sign in to order
        </Link>
        {buyNow}
        <Link to={paths.signup.getHref(here)} className="btn btn-ghost">
          New here? Sign up
        </Link>
      </div>
    </div>
  );
}

export function ProductNotFound() {
  return (
    <>
      <PageTitle title="Tea not found" />
      <EmptyState
        Icon={HiOutlineArchiveBox}
        titleAs="h1"
        title="We could not find this tea"
        description="It may have left our shelves, or the link is mistyped. Plenty of others are waiting in the catalogue."
        action={
          <Link to={paths.products.getHref()} className="btn btn-primary gap-2">
            See all our teas <HiArrowRight aria-hidden="true" />
          </Link>
        }
      />
    </>
  );
}

export function PurchaseSkeleton() {
  return (
    <Loading label="Loading the tea" className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="overflow-hidden surface" aria-hidden="true">
        <div className="skeleton aspect-[4/3] rounded-none" />
        <div className="flex flex-col gap-3 p-6">
          <div className="skeleton h-8 w-2/3" />
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-5/6" />
        </div>
      </div>
      <div className="flex flex-col gap-4 surface p-6" aria-hidden="true">
        <div className="skeleton h-7 w-1/3" />
        <div className="skeleton h-12 w-full" />
        <div className="skeleton h-12 w-full" />
        <div className="skeleton h-24 w-full" />
      </div>
    </Loading>
  );
}
