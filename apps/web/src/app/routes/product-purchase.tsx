import type { Order } from '@teatree/shared/schemas/order';
import { useState } from 'react';
import { useParams } from 'react-router';
import { startingSize, teaInSize } from '../../components/product/size-text';
import { isSoldOut } from '../../components/product/sold-out';
import { PageTitle } from '../../components/seo/page-title';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { AddToCartForm } from '../../features/cart/components/add-to-cart-form';
import { BuyNowButton } from '../../features/cart/components/buy-now';
import { OrderPlaced } from '../../features/orders/components/order-placed';
import { PurchaseForm } from '../../features/orders/components/purchase-form';
import { useProduct } from '../../features/products/api/get-product';
import {
  CheckingWhoOrders,
  ProductDetails,
  ProductNotFound,
  PurchaseSkeleton,
  SignInToOrder,
  SoldOutNotice,
} from '../../features/products/components/product-page';
import { SizeChoice } from '../../features/products/components/size-choice';
import { VerifyEmailNotice } from '../../features/profile/components/verify-email-notice';
import { ProductRating } from '../../features/reviews/components/product-rating';
import { ProductReviews } from '../../features/reviews/components/product-reviews';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';

/**
 * One tea's page (/products/{id}, docs/product.md), open to everyone: the tea with Add to cart, then the
 * order form for a signed-in customer (a visitor is asked to sign in, and comes back here).
 */
export default function ProductPurchaseRoute() {
  const { id = '' } = useParams();
  const { user, isPending: sessionPending } = useSession();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  const [placed, setPlaced] = useState<Order | null>(null);
  // The size chosen on the page (docs/decisions/0032-sizes-and-stock-by-weight.md): the default until
  // the customer picks another, or the first still on sale; the cart and the order form order it.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const size = product?.sizes.find((one) => one.id === chosenId) ?? (product ? startingSize(product) : undefined);
  const sold = product ? teaInSize(product, size) : undefined;
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
      ) : missing || !sold ? (
        <ProductNotFound />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <ProductDetails
            product={product}
            sold={sold}
            sizes={<SizeChoice product={product} chosenId={size?.id} onChoose={setChosenId} />}
            rating={<ProductRating rating={product.rating} reviewCount={product.reviewCount} />}
            actions={<AddToCartForm key={size?.id} tea={sold} several={product.sizes.length > 1} />}
          />
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
                {sessionPending ? (
                  // Drawn before anyone is known (by the server, or while the session is asked for).
                  <CheckingWhoOrders />
                ) : !user ? (
                  <SignInToOrder productId={product._id} buyNow={<BuyNowButton tea={sold} />} />
                ) : !user.emailVerified ? (
                  <VerifyEmailNotice email={user.email} />
                ) : (
                  <PurchaseForm
                    key={product._id}
                    product={sold}
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
