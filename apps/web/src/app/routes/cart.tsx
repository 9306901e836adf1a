import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '@teatree/shared/money';
import type { DeliveredTo } from '@teatree/shared/schemas/order';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Link } from '../../components/ui/link';
import { SectionHeading } from '../../components/ui/section-heading';
import { toast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { addressesQueryOptions } from '../../features/addresses/api/addresses';
import { useCart } from '../../features/cart/api/cart-query';
import type { OrderAgain } from '../../features/cart/api/order-again';
import { CartLines } from '../../features/cart/components/cart-lines';
import { CartSkeleton, EmptyCart } from '../../features/cart/components/cart-states';
import { CheckoutForm } from '../../features/cart/components/checkout-form';
import { GuestCheckoutForm } from '../../features/cart/components/guest-checkout-form';
import { useDiscountCode } from '../../features/cart/discount-code';
import { VerifyEmailNotice } from '../../features/profile/components/verify-email-notice';
import { DeliveryMethods } from '../../features/shipping/components/delivery-methods';
import { ShippingEstimate } from '../../features/shipping/components/shipping-estimate';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSession } from '../../lib/auth';
import { useShopConfig } from '../../lib/shop-config';

/** The cart (/cart, docs/decisions/0013-carts.md): its lines, its total, and one checkout for them all. */
export default function CartRoute() {
  const { user } = useSession();
  const { cart, isPending, isError, refetch, signedIn } = useCart();
  // Drawn at build time, the screen's part of the page is hydrated a moment after the rest (React
  // hydrates each Suspense boundary on its own), when the session may have answered already: until
  // then it renders as drawn (docs/decisions/0017-pages-answer-at-once.md).
  const hydrated = useHydrated();
  // "Buy now" on a tea's page comes here to check out as a guest at once (`?checkout=guest`).
  const [search] = useSearchParams();
  // The cart's notice leads a customer to their checkout at once too (`?checkout=account`), once the
  // session is known: it may answer after the page is drawn. A choice made on the page wins.
  const asked = search.get('checkout');
  const [chosen, setCheckingOut] = useState<false | 'account' | 'guest' | null>(null);
  const checkingOut = chosen ?? (asked === 'guest' ? 'guest' : asked === 'account' && user ? 'account' : false);
  const orderable = cart?.lines.filter((line) => line.problem === null).length ?? 0;
  const delivery = useOrderAgain();
  const [discountCode, setDiscountCode] = useDiscountCode();
  const shopCountry = useShopConfig().data?.country ?? 'US';
  // A customer's kept addresses (My Profile): the delivery estimate's country, and the checkout's start.
  const kept = useQuery({ ...addressesQueryOptions, enabled: Boolean(user?.emailVerified) });
  const quoted = useMemo(
    () =>
      (cart?.lines ?? [])
        .filter((line) => line.problem === null)
        .map((line) => ({ productId: line.productId, sizeId: line.sizeId, quantity: line.quantity })),
    [cart],
  );

  return (
    <div className="page-container py-10 sm:py-14">
      <PageTitle title="Your cart" />
      <div className="mb-8">
        {/* Drawn with the page, the lede is its largest text until the cart arrives from the browser or the server. */}
        <SectionHeading id="cart-heading" eyebrow="Shopping" title="Your cart" as="h1" align="start">
          <p>
            Teas you pick wait here while you look around the shop. When you are ready, one checkout pays for them all.
          </p>
        </SectionHeading>
      </div>

      {isError && !cart ? (
        <ErrorNotice message="Your cart could not be loaded just now." onRetry={() => void refetch()} />
      ) : isPending || !cart || !hydrated ? (
        <CartSkeleton />
      ) : cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <CartLines lines={cart.lines} signedIn={signedIn} />
          <section
            aria-labelledby="summary-heading"
            className="flex flex-col gap-5 surface p-6 sm:p-8 lg:sticky lg:top-24"
          >
            <h2 id="summary-heading" className="text-2xl font-semibold">
              {checkingOut ? 'Where shall we send it?' : 'Summary'}
            </h2>
            {!checkingOut && (
              <>
                <dl className="flex items-baseline justify-between gap-4">
                  <dt className="text-base-content/80">
                    Total for {orderable} {orderable === 1 ? 'tea' : 'teas'}
                  </dt>
                  <dd className="text-2xl font-semibold text-primary tabular-nums">{formatPrice(cart.total)}</dd>
                </dl>
                <ShippingEstimate
                  lines={quoted}
                  shopCountry={shopCountry}
                  savedCountry={kept.data?.find((address) => address.isDefault)?.country}
                  code={discountCode}
                  onCode={setDiscountCode}
                />
                {!cart.ready && (
                  <p className="rounded-field border border-warning/40 bg-warning/15 px-4 py-3 text-sm">
                    Some teas cannot be ordered as they are: change or remove the lines marked in red to check out.
                  </p>
                )}
                <p className="text-sm text-base-content/75">
                  Prices are today's; your order keeps them once placed, and holds the teas while you pay.
                </p>
                {user ? (
                  <button
                    type="button"
                    className="btn btn-primary btn-lg"
                    disabled={!cart.ready}
                    onClick={() => setCheckingOut('account')}
                  >
                    Checkout
                  </button>
                ) : (
                  <>
                    <Link to={paths.login.getHref(paths.cart.getHref())} className="btn btn-primary btn-lg">
                      Checkout
                    </Link>
                    {/* docs/decisions/0027-guest-orders.md: no account is needed to buy. */}
                    <button
                      type="button"
                      className="btn btn-outline btn-primary btn-lg"
                      disabled={!cart.ready}
                      onClick={() => setCheckingOut('guest')}
                    >
                      Check out as a guest
                    </button>
                  </>
                )}
              </>
            )}
            {checkingOut === 'account' && user && !user.emailVerified && (
              <>
                <VerifyEmailNotice email={user.email} />
                <button type="button" className="btn btn-outline btn-primary" onClick={() => setCheckingOut('guest')}>
                  Check out as a guest with {user.email}
                </button>
              </>
            )}
            {checkingOut === 'account' &&
              user?.emailVerified &&
              (kept.isPending ? (
                <CartSkeleton />
              ) : (
                <CheckoutForm
                  customer={{ name: user.name, email: user.email }}
                  total={cart.total}
                  shopCountry={shopCountry}
                  saved={kept.data ?? []}
                  delivery={delivery}
                  discountCode={discountCode}
                  deliveryMethods={<DeliveryMethods lines={quoted} code={discountCode} onCode={setDiscountCode} />}
                />
              ))}
            {checkingOut === 'guest' && !user?.emailVerified && (
              <GuestCheckoutForm
                cart={cart}
                shopCountry={shopCountry}
                account={user ? { name: user.name, email: user.email } : undefined}
                delivery={delivery}
                discountCode={discountCode}
                deliveryMethods={<DeliveryMethods lines={quoted} code={discountCode} onCode={setDiscountCode} />}
              />
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/**
 * "Buy again" from an ended order (features/orders' OrderAgainLink): its teas go in the cart once,
 * and its address stays in the page's history entry for the checkout to start from.
 */
function useOrderAgain(): DeliveredTo | null {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isPending } = useSession();
  const state = location.state as { orderAgain?: OrderAgain; delivery?: DeliveredTo | null } | null;
  const again = state?.orderAgain;
  useEffect(() => {
    if (!again || isPending) return;
    void (async () => {
      const { putInCart } = await import('../../features/cart/api/order-again');
      await putInCart(queryClient, Boolean(user), again);
      toast.success("The teas of your order are in your cart, at today's prices.");
      navigate('.', { replace: true, state: { delivery: again.delivery } });
    })();
  }, [again, isPending, user, queryClient, navigate]);
  return state?.delivery ?? again?.delivery ?? null;
}
