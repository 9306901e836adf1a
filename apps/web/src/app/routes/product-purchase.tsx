import { formatPrice } from '@teatree/shared/money';
import type { Order } from '@teatree/shared/schemas/order';
import type { Product } from '@teatree/shared/schemas/product';
import { useState } from 'react';
import { HiArrowRight, HiOutlineArchiveBox } from 'react-icons/hi2';
import { Link, useParams } from 'react-router';
import { CategoryBadge } from '../../components/product/category-badge';
import { ProductPhoto } from '../../components/product/product-photo';
import { isSoldOut, SoldOutBadge } from '../../components/product/sold-out';
import { PageTitle } from '../../components/seo/page-title';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorNotice } from '../../components/ui/error-notice';
import { paths } from '../../config/paths';
import { AddToCartForm } from '../../features/cart/components/add-to-cart-form';
import { OrderPlaced } from '../../features/orders/components/order-placed';
import { PurchaseForm } from '../../features/orders/components/purchase-form';
import { useProduct } from '../../features/products/api/get-product';
import { VerifyEmailNotice } from '../../features/profile/components/verify-email-notice';
import { ProductRating } from '../../features/reviews/components/product-rating';
import { ProductReviews } from '../../features/reviews/components/product-reviews';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';

/** In place of the order form while a tea has less than its minimum order in stock. */
function SoldOutNotice() {
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

/** A visitor's way to the order form: sign in (or up), and come back to this tea. */
function SignInToOrder({ productId }: { productId: string }) {
  const here = paths.product.getHref(productId);
  return (
    <div className="flex flex-col items-start gap-4 rounded-field bg-base-200/70 p-5">
      <p className="leading-relaxed text-base-content/80">
        Sign in to order this tea on its own, or put it in your cart and check out later with other teas.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.login.getHref(here)} className="btn btn-primary">
          Sign in to order
        </Link>
        <Link to={paths.signup.getHref(here)} className="btn btn-ghost">
          New here? Sign up
        </Link>
      </div>
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const soldOut = isSoldOut(product);
  return (
    <article aria-labelledby="product-name" className="overflow-hidden surface">
      <div className="aspect-[4/3] bg-leaf-50">
        <ProductPhoto
          photo={product.photo}
          sizes="(min-width: 1024px) 480px, 100vw"
          width={800}
          height={600}
          eager
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex items-center gap-2">
            <CategoryBadge category={product.category} />
            {soldOut && <SoldOutBadge />}
          </span>
          <span className="text-sm text-base-content/70">{product.brand}</span>
        </div>
        <h1 id="product-name" className="text-3xl font-semibold sm:text-4xl">
          {product.name}
        </h1>
        <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
        <p className="leading-relaxed whitespace-pre-line text-base-content/80">{product.description}</p>
        <dl className="grid grid-cols-3 gap-2 rounded-field bg-base-200/70 p-3 text-center">
          <div>
            <dt className="text-xs text-base-content/70">Price</dt>
            <dd className="text-lg font-semibold text-primary tabular-nums">{formatPrice(product.price)}</dd>
          </div>
          <div>
            <dt className="text-xs text-base-content/70">In stock</dt>
            <dd className="text-lg font-semibold tabular-nums">{soldOut ? 'Sold out' : product.quantity}</dd>
          </div>
          <div>
            <dt className="text-xs text-base-content/70">Min. order</dt>
            <dd className="text-lg font-semibold tabular-nums">{product.minOrder}</dd>
          </div>
        </dl>
        <AddToCartForm tea={product} />
      </div>
    </article>
  );
}

function ProductNotFound() {
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

function PurchaseSkeleton() {
  return (
    <div aria-busy="true" className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <span className="sr-only" role="status">
        Loading the tea
      </span>
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
    </div>
  );
}

/**
 * One tea's page (/products/{id}, docs/product.md), open to everyone: the tea with Add to cart, then the
 * order form for a signed-in customer (a visitor is asked to sign in, and comes back here).
 */
export default function ProductPurchaseRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  const [placed, setPlaced] = useState<Order | null>(null);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);

  return (
    <div className="page-container py-10 sm:py-14">
      <PageTitle title={product?.name ?? 'Tea'} />
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-6 text-sm">
        <ul>
          <li>
            <Link to={paths.products.getHref()}>Products</Link>
          </li>
          <li aria-current="page">{product?.name ?? 'Tea'}</li>
        </ul>
      </nav>

      {isError && !product ? (
        missing ? (
          <ProductNotFound />
        ) : (
          <ErrorNotice message="This tea could not be loaded just now." onRetry={() => refetch()} />
        )
      ) : isPending ? (
        <PurchaseSkeleton />
      ) : missing ? (
        <ProductNotFound />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <ProductDetails product={product} />
          <section
            aria-labelledby={placed ? undefined : isSoldOut(product) ? 'sold-out-heading' : 'order-heading'}
            aria-label={placed ? 'Your order' : undefined}
            className="surface p-6 sm:p-8"
          >
            {placed ? (
              <OrderPlaced order={placed} onOrderMore={isSoldOut(product) ? undefined : () => setPlaced(null)} />
            ) : isSoldOut(product) ? (
              <SoldOutNotice />
            ) : (
              <>
                <h2 id="order-heading" className="mb-1 text-2xl font-semibold">
                  Order this tea
                </h2>
                <p className="mb-6 text-base-content/75">
                  We pack it once your order is paid; you can pay now or later from My Orders.
                </p>
                {!user ? (
                  <SignInToOrder productId={product._id} />
                ) : !user.emailVerified ? (
                  <VerifyEmailNotice email={user.email} />
                ) : (
                  <PurchaseForm
                    key={product._id}
                    product={product}
                    customer={{ name: user.name, email: user.email }}
                    onPlaced={setPlaced}
                    onProductChanged={() => void refetch()}
                  />
                )}
              </>
            )}
          </section>
          <div className="lg:col-span-2">
            <ProductReviews product={product} />
          </div>
        </div>
      )}
    </div>
  );
}
