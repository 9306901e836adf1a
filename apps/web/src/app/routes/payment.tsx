import { formatPrice } from '@teatree/shared/money';
import { orderMessages } from '@teatree/shared/schemas/order';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { SaveYourDetails } from '../../features/auth/components/save-your-details';
import { useOrder } from '../../features/orders/api/get-order';
import { ExpiredNotice, OrderToPay, TimeLeftLine } from '../../features/orders/components/order-to-pay';
import { orderQuantityText } from '../../features/orders/utils/order-text';
import { useTimeLeft } from '../../features/orders/utils/order-time';
import { usePayOrder } from '../../features/payments/api/pay-order';
import { OrderLinesSummary } from '../../features/payments/components/order-lines-summary';
import { PaymentComplete } from '../../features/payments/components/payment-complete';
import {
  CardFormLoading,
  PaymentCard,
  PaymentNotice,
  PaymentSkeleton,
} from '../../features/payments/components/payment-page-parts';
import { PaymentPanel } from '../../features/payments/components/payment-panel';
import { PaymentSummary } from '../../features/payments/components/payment-summary';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { isAuthFailure, useAuthFailure } from '../../lib/auth-failure';
import { useShopConfig } from '../../lib/shop-config';

/** The payment page (/payment/{id}, docs/product.md): the order to pay, then the card form of the shop's provider. */
export default function PaymentRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  // A guest pays with the key of the order's link (docs/decisions/0027-guest-orders.md).
  const hasKey = Boolean(useSearchParams()[0].get('key'));
  const { data: order, isPending, isError, error, refetch } = useOrder(id);
  const config = useShopConfig();
  const payOrder = usePayOrder();
  const onAuthFailure = useAuthFailure();
  // Set once this visit's payment is recorded: the page then says so, whatever the order's cache holds.
  const [paidNow, setPaidNow] = useState<string | null>(null);
  // The server's 409 for a payment it refused (the order expired or ended meanwhile), in its own words.
  const [refusal, setRefusal] = useState<string | null>(null);
  const timeLeft = useTimeLeft(order?.status === 'pending' ? order.expiresAt : null);

  // The hold ran out while the page was open: the card form gives way to the expired notice, and the
  // order is asked for again (the server's sweep marks it expired).
  useEffect(() => {
    if (timeLeft.expired) void refetch();
  }, [timeLeft.expired, refetch]);

  const onOrderChanged = useCallback(
    (message?: string) => {
      if (message) setRefusal(message);
      void refetch();
    },
    [refetch],
  );

  const onConfirmed = useCallback(
    async (transactionId: string) => {
      if (!order) return;
      try {
        await payOrder.mutateAsync({ id: order._id, transactionId, productId: order.productId ?? undefined });
      } catch (failure) {
        if (await onAuthFailure(failure)) return;
        // 409: the order can no longer take this payment (it expired or ended meanwhile); the server
        // refunds money that arrived anyway, and says so.
        if (failure instanceof ApiError && failure.status === 409) {
          onOrderChanged(failure.message);
          return;
        }
        throw failure;
      }
      setPaidNow(transactionId);
    },
    [order, payOrder, onAuthFailure, onOrderChanged],
  );

  const title = order ? `Pay for ${order.name}` : 'Payment';

  let content: ReactNode;
  if (isError && !order) {
    if (isAuthFailure(error)) content = null;
    else if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      content = (
        <PaymentNotice title="We could not find this order">
          <p>It may have been deleted, or it belongs to another account. Your orders are all in My Orders.</p>
        </PaymentNotice>
      );
    else content = <ErrorNotice message="Your order could not be loaded just now." onRetry={() => refetch()} />;
  } else if (isPending) {
    content = <PaymentSkeleton />;
  } else if (paidNow) {
    content = (
      <PaymentCard className="mx-auto max-w-3xl">
        <PaymentComplete transactionId={paidNow} justPaid order={order} guest={hasKey && !user}>
          <p>
            Thank you! We are packing your {order.name};{' '}
            {hasKey && !user ? 'follow it from the link we e-mailed you' : 'follow it in My Orders'} until it reaches
            you.
          </p>
        </PaymentComplete>
        {hasKey && !user?.emailVerified && (
          <div className="mt-8 border-t border-base-300 pt-8">
            <SaveYourDetails name={order.user} email={order.email} />
          </div>
        )}
      </PaymentCard>
    );
  } else if (
    order.status === 'expired' ||
    (order.status === 'pending' && timeLeft.expired) ||
    refusal?.startsWith(orderMessages.expired)
  ) {
    content = (
      <ExpiredNotice
        order={order}
        message={refusal ?? orderMessages.expired}
        justNow={order.status === 'pending' || refusal !== null}
      />
    );
  } else if (order.status === 'refunded') {
    content = (
      <PaymentNotice title="This order is cancelled">
        <p>Its payment of {formatPrice(order.total)} went back to the card it came from: there is nothing to pay.</p>
      </PaymentNotice>
    );
  } else if (order.status === 'cancelled') {
    content = (
      <PaymentNotice title="This order is cancelled">
        <p>{refusal ?? 'There is nothing to pay for it. To have this tea after all, please order it again.'}</p>
      </PaymentNotice>
    );
  } else if (order.paid) {
    content = (
      <PaymentCard className="mx-auto max-w-3xl">
        <PaymentComplete
          transactionId={order.transactionId ?? ''}
          justPaid={false}
          order={order}
          guest={hasKey && !user}
        >
          <p>
            {order.name} ({orderQuantityText(order)}), {formatPrice(order.total)}. There is nothing more to pay.
          </p>
        </PaymentComplete>
      </PaymentCard>
    );
  } else if (order.status === 'deleted') {
    content = (
      <PaymentNotice title="This order was deleted">
        <p>There is nothing to pay for it.</p>
      </PaymentNotice>
    );
  } else if (user && !hasKey && order.email.toLowerCase() !== user.email.toLowerCase()) {
    // An admin may open any order, but only its customer can pay for it.
    content = (
      <PaymentNotice title="Only the customer can pay for this order">
        <p>
          This order belongs to {order.user} ({order.email}).
        </p>
      </PaymentNotice>
    );
  } else {
    content = (
      // The order's lines beside the card form on a wide screen, above it on a phone.
      <div className="mx-auto grid max-w-xl gap-6 lg:max-w-5xl lg:grid-cols-2 lg:items-start">
        <PaymentCard className="flex flex-col gap-5">
          <PaymentSummary
            customer={user?.name ?? order.user}
            productName={order.name}
            number={order.number}
            total={order.total}
          />
          <OrderToPay order={order} />
          <OrderLinesSummary lines={order.lines} total={order.total} breakdown={order} label="Your order" />
          <TimeLeftLine sentence={timeLeft.sentence} />
          <Link to={paths.order.getHref(order._id)} className="link link-primary self-start text-sm">
            See the order's details
          </Link>
        </PaymentCard>
        <PaymentCard>
          <section aria-labelledby="card-heading" className="flex flex-col gap-5">
            <h2 id="card-heading" className="text-xl font-semibold">
              Pay by card
            </h2>
            {config.data ? (
              <PaymentPanel
                orderId={order._id}
                payments={config.data.payments}
                billing={{ name: user?.name ?? order.user, email: user?.email ?? order.email }}
                onConfirmed={onConfirmed}
                onOrderChanged={onOrderChanged}
              />
            ) : config.isError ? (
              <ErrorNotice message="Card payment could not be prepared just now." onRetry={() => config.refetch()} />
            ) : (
              <CardFormLoading />
            )}
          </section>
        </PaymentCard>
      </div>
    );
  }

  return (
    <div className="page-container py-10 sm:py-14">
      <PageTitle title={title} />
      {content}
    </div>
  );
}
