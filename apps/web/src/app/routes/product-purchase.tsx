import type { Order } from '@teatree/shared/schemas/order';
import type { Product } from '@teatree/shared/schemas/product';
import { useState } from 'react';
import { useParams } from 'react-router';
import { startingSize, teaInSize } from '../../components/product/size-text';
import { isSoldOut } from '../../components/product/sold-out';
import { PageTitle } from '../../components/seo/page-title';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { AddToCartForm } from '../../features/cart/components/add-to-cart-form';
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
 * One tea's page (/products/{id}, docs/product.md), open to everyone: the tea with its one buy box (a
 * quantity, Add to cart, and Buy now where the shopper can pay), then the original's order form for a
 * signed-in customer (a visitor is asked to sign in, and comes back here), then its reviews.
 */
export default function ProductPurchaseRoute() {
  const { id = '' } = useParams();
  const { user, isPending: sessionPending } = useSession();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  const [placed, setPlaced] = useState<Order | null>(null);
  // The size chosen on the page (docs/decisions/0032-sizes-and-stock-by-weight.md): the default until
  // the customer picks another, or the first still on sale; the cart and the order form order it.
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Whether the customer opened the purchase form: it stays open when they come back to order more.
  const [formOpen, setFormOpen] = useState(false);
  const size = product?.sizes.find((one) => one.id === chosenId) ?? (product ? startingSize(product) : undefined);
  const sold = product ? teaInSize(product, size) : undefined;
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  // Buy now checks out a visitor as a guest (docs/decisions/0027-guest-orders.md) and a customer whose
  // e-mail is verified from their account; its place is kept until the page knows who is there.
  const buyNow = sessionPending ? 'waiting' : !user ? 'guest' : user.emailVerified ? 'account' : undefined;

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
        <div className="flex flex-col gap-8">
          <ProductDetails
            product={product}
            sold={sold}
            size={size}
            sizes={<SizeChoice product={product} chosenId={size?.id} onChoose={setChosenId} />}
            rating={<ProductRating rating={product.rating} reviewCount={product.reviewCount} />}
            actions={
              isSoldOut(product) ? (
                <SoldOutNotice />
              ) : (
                <AddToCartForm key={size?.id} tea={sold} several={product.sizes.length > 1} buyNow={buyNow} />
              )
            }
          />
          {placed ? (
            <section aria-label="Your order" className="surface p-6 sm:p-8">
              <OrderPlaced order={placed} onOrderMore={isSoldOut(product) ? undefined : () => setPlaced(null)} />
            </section>
          ) : (
            // A sold-out tea has nothing to order: its buy box says so.
            !isSoldOut(product) && (
              <OrderThisTea
                product={product}
                sold={sold}
                formOpen={formOpen}
                onFormToggle={setFormOpen}
                onPlaced={setPlaced}
                onProductChanged={() => void refetch()}
              />
            )
          )}
          <ProductReviews product={product} />
        </div>
      )}
    </div>
  );
}

/**
 * The original's way to order one tea, under the buy box: its purchase form for a customer whose e-mail
 * is verified, folded until they open it (the buy box has the page's one quantity), a notice for one who
 * must verify it first, and a way to sign in for a visitor.
 */
function OrderThisTea({
  product,
  sold,
  formOpen,
  onFormToggle,
  onPlaced,
  onProductChanged,
}: {
  product: Product;
  sold: Product & { sizeId?: string };
  formOpen: boolean;
  onFormToggle: (open: boolean) => void;
  onPlaced: (order: Order) => void;
  onProductChanged: () => void;
}) {
  const { user, isPending: sessionPending } = useSession();
  return (
    <section aria-labelledby="order-heading" className="surface p-5 sm:p-8">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
        <div>
          <h2 id="order-heading" className="mb-1 text-2xl font-semibold">
            Order this tea
          </h2>
          <p className="text-base-content/75">
            We pack it once your order is paid; you can pay now or later from My Orders.
          </p>
        </div>
        {sessionPending ? (
          // Drawn before anyone is known (by the server, or while the session is asked for).
          <CheckingWhoOrders />
        ) : !user ? (
          <SignInToOrder productId={product._id} />
        ) : !user.emailVerified ? (
          <VerifyEmailNotice email={user.email} />
        ) : (
          <details
            open={formOpen}
            onToggle={(event) => onFormToggle(event.currentTarget.open)}
            className="rounded-field border border-base-300"
          >
            <summary className="cursor-pointer rounded-field px-4 py-3 font-semibold hover:bg-base-200/50">
              Order this tea with the purchase form
            </summary>
            <div className="border-t border-base-300 p-4 sm:p-6">
              <PurchaseForm
                key={product._id}
                product={sold}
                customer={{ name: user.name, email: user.email }}
                onPlaced={onPlaced}
                onProductChanged={onProductChanged}
              />
            </div>
          </details>
        )}
      </div>
    </section>
  );
}
