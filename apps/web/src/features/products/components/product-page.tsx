import { TEA_PAGE_PHOTO_SIZES } from '@teatree/shared/media';
import { formatPrice } from '@teatree/shared/money';
import type { Product } from '@teatree/shared/schemas/product';
import type { ProductSize } from '@teatree/shared/schemas/size';
import type { ReactNode } from 'react';
import { HiArrowRight, HiOutlineArchiveBox } from 'react-icons/hi2';
import { sizeSoldOut } from '../../../components/product/size-text';
import { isSoldOut, ProductBadges } from '../../../components/product/sold-out';
import { per100gText } from '../../../components/product/tea-price';
import { PageTitle } from '../../../components/seo/page-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { Loading } from '../../../components/ui/loading';
import { SkeletonBars } from '../../../components/ui/skeleton-bars';
import { paths } from '../../../config/paths';
import { BackInStock } from './back-in-stock';
import { TeaFactsSection } from './tea-facts';
import { TeaGallery } from './tea-gallery';

/* The parts of one tea's page (/products/{id}) that are the tea's own; the page adds the rating, the cart and the order form. */

/**
 * A tea as its page shows it (docs/product.md, "One tea"): its buy box (category, name, rating under it
 * (`rating`), price, sizes (`sizes`), its way to buy (`actions`), then stock and minimum order), its photo
 * and its description, with what is known of the tea under it (docs/decisions/0040-tea-facts.md). On a
 * phone the buy box comes first, so that the name, the price, the quantity and Add to cart are on the first
 * screen, then the photo, the description and the tea's facts; from 768 px the photo takes the left column
 * and the buy box, the description and the facts the right, and from 1024 px the photo stays in view
 * while the shopper reads on. The figures are the chosen size's (`sold`, and `size` for its price per
 * 100 g beside the price when the tea comes in several sizes, docs/decisions/0032-sizes-and-stock-by-weight.md).
 * While what is chosen is sold out, "Tell me when it's back" follows the way to buy: an alert for the
 * tea, or for the size chosen when that size alone of the tea's is sold out.
 */
export function ProductDetails({
  product,
  sold = product,
  size,
  sizes,
  rating,
  actions,
}: {
  product: Product;
  sold?: Pick<Product, 'price' | 'quantity' | 'minOrder'> & { sizeId?: string };
  size?: Pick<ProductSize, 'pricePer100g'>;
  sizes?: ReactNode;
  rating: ReactNode;
  actions: ReactNode;
}) {
  const soldOut = isSoldOut(sold);
  // What is chosen does not sell (`sold` holds the tea's sizes too: its size's own figures tell). When
  // that size alone of the tea's is sold out, its alert is for that size.
  const alert = isSoldOut(product) || sizeSoldOut(sold);
  const alertSize = isSoldOut(product) ? undefined : product.sizes.find((one) => one.id === sold.sizeId);
  // A tea of one size says its price per 100 g with the size's name, under the price (`sizes`).
  const per100g =
    size && product.sizes.length > 1 && product.stockedBy !== 'piece' ? per100gText(size.pricePer100g) : null;
  return (
    <article
      aria-labelledby="product-name"
      className="grid grid-cols-1 items-start gap-6 md:grid-cols-[1.3fr_1fr] md:gap-8 lg:gap-10"
    >
      <div className="flex flex-col gap-5 surface p-5 sm:p-8">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ProductBadges product={product} className="flex items-center gap-2" />
            <span className="text-sm text-base-content/70">{product.brand}</span>
          </div>
          <h1 id="product-name" className="text-3xl font-semibold sm:text-4xl">
            {product.name}
          </h1>
          {rating}
        </div>
        <div className="flex flex-col gap-3">
          <dl className="flex flex-wrap items-baseline gap-x-3">
            <dt className="sr-only">Price</dt>
            <dd className="text-3xl font-semibold text-primary tabular-nums">{formatPrice(sold.price)}</dd>
            {per100g && <dd className="text-sm text-base-content/70 tabular-nums">{per100g}</dd>}
          </dl>
          {sizes}
        </div>
        {actions}
        {alert && <BackInStock productId={product._id} size={alertSize} />}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 border-t border-base-300 pt-4 text-sm">
          <div className="flex items-baseline gap-1.5">
            <dt className="text-base-content/70">In stock</dt>
            <dd className="font-semibold tabular-nums">{soldOut ? 'Sold out' : sold.quantity}</dd>
          </div>
          <div className="flex items-baseline gap-1.5">
            <dt className="text-base-content/70">Min. order</dt>
            <dd className="font-semibold tabular-nums">{sold.minOrder}</dd>
          </div>
        </dl>
      </div>
      {/*
        The photo spans the buy box's row and the description's, in the first row from 640 px: beside them
        from 768 px (the buy box and the description fill the second column), above them from 640 to
        767 px; on a phone, where nothing places it, it follows the buy box.
      */}
      <div className="row-span-2 self-start overflow-hidden surface sm:row-start-1 lg:sticky lg:top-24">
        <TeaGallery
          name={product.name}
          photos={product.photos ?? [product.photo]}
          sizes={TEA_PAGE_PHOTO_SIZES}
          width={800}
          height={600}
          eager
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-col gap-6">
        <p className="surface p-5 leading-relaxed whitespace-pre-line text-base-content/80 sm:p-8">
          {product.description}
        </p>
        <TeaFactsSection facts={product.facts} />
      </div>
    </article>
  );
}

/**
 * In place of Add to cart while a tea has less than its minimum order in stock (no size of it sells):
 * no quantity, no Buy now, and the order form is not offered either.
 */
export function SoldOutNotice() {
  return (
    <section
      aria-labelledby="sold-out-heading"
      className="flex flex-col items-start gap-3 rounded-field bg-base-200/70 p-5"
    >
      <h2 id="sold-out-heading" className="text-xl font-semibold">
        Sold out for now
      </h2>
      <p className="leading-relaxed text-base-content/75">
        Every tin of this harvest has found a home. We are packing more; until then, plenty of other teas are waiting in
        the catalogue.
      </p>
      <Link to={paths.products.getHref()} className="btn btn-primary gap-2">
        See all our teas <HiArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}

/** In place of the order form until the page knows who is there: a visitor, or a customer and which. */
export function CheckingWhoOrders() {
  return (
    <Loading label="Checking who is ordering" className="flex flex-col gap-4 rounded-field bg-base-200/70 p-5">
      <SkeletonBars className="flex flex-col gap-2" bars={['h-4 w-full', 'h-4 w-2/3']} />
      <div className="skeleton h-10 w-40" aria-hidden="true" />
    </Loading>
  );
}

/**
 * A visitor's way to the order form: sign in (or up), and come back to this tea. Buy now, to buy it as a
 * guest (docs/decisions/0027-guest-orders.md), is beside Add to cart.
 */
export function SignInToOrder({ productId }: { productId: string }) {
  const here = paths.product.getHref(productId);
  return (
    <div className="flex flex-col items-start gap-4 rounded-field bg-base-200/70 p-5">
      <p className="leading-relaxed text-base-content/80">
        Sign in to order this tea on its own, or put it in your cart and check out later with other teas. No account?
        Buy it now as a guest.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.login.getHref(here)} className="btn btn-primary btn-outline">
          Sign in to order
        </Link>
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
        way={{ to: paths.products.getHref(), label: 'See all our teas', arrow: true }}
      />
    </>
  );
}

/** The page's shape while the tea is on its way: the buy box, the photo and the description, placed as they will be. */
export function PurchaseSkeleton() {
  return (
    <Loading
      label="Loading the tea"
      className="grid grid-cols-1 items-start gap-6 md:grid-cols-[1.3fr_1fr] md:gap-8 lg:gap-10"
    >
      <SkeletonBars
        className="flex flex-col gap-4 surface p-5 sm:p-8"
        bars={['h-4 w-1/4', 'h-10 w-2/3', 'h-4 w-1/3', 'h-8 w-1/4', 'h-24 w-full', 'h-12 w-full']}
      />
      <div className="skeleton row-span-2 aspect-[4/3] self-start rounded-box sm:row-start-1" aria-hidden="true" />
      <SkeletonBars className="flex flex-col gap-3 surface p-5 sm:p-8" bars={['h-4 w-full', 'h-4 w-5/6']} />
    </Loading>
  );
}
