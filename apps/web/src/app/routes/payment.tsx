import { formatPrice } from '@teatree/shared/money';
import { type Order, orderMessages } from '@teatree/shared/schemas/order';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { ErrorNotice } from '../../components/ui/error-notice';
import { paths } from '../../config/paths';
import { useOrder } from '../../features/orders/api/get-order';
import { usePayOrder } from '../../features/orders/api/pay-order';
import { HiOutlineClock } from '../../features/orders/components/order-icons';
import {
  OrderAgainLink,
  OrderPhoto,
  orderQuantityText,
  StatusBadge,
} from '../../features/orders/components/order-parts';
import { reorderProductId, useTimeLeft } from '../../features/orders/utils/order-time';
import { PaymentComplete } from '../../features/payments/components/payment-complete';
import { PaymentPanel } from '../../features/payments/components/payment-panel';
import { PaymentSummary } from '../../features/payments/components/payment-summary';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { isAuthFailure, useAuthFailure } from '../../lib/auth-failure';
import { useShopConfig } from '../../lib/shop-config';

function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`surface p-6 sm:p-8 ${className}`}>{children}</div>;
}

function MyOrdersLink() {
  return (
    <Link to={paths.myOrders.getHref()} className="btn btn-primary">
      Go to My Orders
    </Link>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center">
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      <div className="leading-relaxed text-base-content/75">{children}</div>
      <MyOrdersLink />
    </Card>
  );
}

/**
 * The order was not paid in time (docs/decisions/0011-order-states.md): its teas went back on the shelf,
 * and the tea can be ordered again. `justNow` when it replaced the card form while the page was open.
 */
function ExpiredNotice({ order, message, justNow }: { order: Order; message: string; justNow: boolean }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center">
      <div className="contents" role={justNow ? 'status' : undefined}>
        <span className="grid size-14 place-items-center rounded-full bg-[#f8e0da] text-[#8a2c1c]">
          <HiOutlineClock className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold sm:text-3xl">Time ran out for this order</h1>
        <p className="leading-relaxed text-base-content/75">{message}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {reorderProductId(order) && <OrderAgainLink order={order} className="btn-md" solid />}
        <Link to={paths.myOrders.getHref()} className="btn btn-outline btn-primary">
          Go to My Orders
        </Link>
      </div>
    </Card>
  );
}

function TimeLeftLine({ sentence }: { sentence: string }) {
  if (!sentence) return null;
  return (
    <p className="flex items-center gap-2 rounded-field bg-[#fbf3e2] px-3 py-2.5 text-sm font-medium text-[#6b4312]">
      <HiOutlineClock className="size-5 shrink-0" aria-hidden="true" />
      <span>{sentence}.</span>
    </p>
  );
}

function OrderLine({ order }: { order: Order }) {
  return (
    <div className="flex items-center gap-3 rounded-field bg-base-200/70 p-3">
      <OrderPhoto photo={order.photo} className="size-14" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug">{order.name}</p>
        <p className="text-sm text-base-content/70">{orderQuantityText(order)}</p>
      </div>
      <StatusBadge status={order.status} />
    </div>
  );
}

function PaymentSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto flex max-w-xl flex-col gap-6">
      <span className="sr-only" role="status">
        Loading your order
      </span>
      <Card>
        <div className="flex flex-col gap-3" aria-hidden="true">
          <div className="skeleton h-4 w-1/3" />
          <div className="skeleton h-8 w-3/4" />
          <div className="skeleton h-4 w-1/2" />
          <div className="skeleton h-6 w-1/3" />
        </div>
      </Card>
      <Card>
        <div className="flex flex-col gap-4" aria-hidden="true">
          <div className="skeleton h-12 w-full" />
          <div className="skeleton h-12 w-full" />
          <div className="skeleton h-12 w-full" />
        </div>
      </Card>
    </div>
  );
}

/** The payment page (/payment/{id}, docs/product.md): the order to pay, then the card form of the shop's provider. */
export default function PaymentRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
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
        <Notice title="We could not find this order">
          <p>It may have been deleted, or it belongs to another account. Your orders are all in My Orders.</p>
        </Notice>
      );
    else content = <ErrorNotice message="Your order could not be loaded just now." onRetry={() => refetch()} />;
  } else if (isPending) {
    content = <PaymentSkeleton />;
  } else if (paidNow) {
    content = (
      <Card className="mx-auto max-w-xl">
        <PaymentComplete transactionId={paidNow} justPaid>
          <p className="text-base-content/75">
            Thank you! We are packing your {order.name}; follow it in My Orders until it reaches you.
          </p>
          <MyOrdersLink />
        </PaymentComplete>
      </Card>
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
      <Notice title="This order is cancelled">
        <p>Its payment of {formatPrice(order.total)} went back to the card it came from: there is nothing to pay.</p>
      </Notice>
    );
  } else if (order.status === 'cancelled') {
    content = (
      <Notice title="This order is cancelled">
        <p>{refusal ?? 'There is nothing to pay for it. To have this tea after all, please order it again.'}</p>
      </Notice>
    );
  } else if (order.paid) {
    content = (
      <Card className="mx-auto max-w-xl">
        <PaymentComplete transactionId={order.transactionId ?? ''} justPaid={false}>
          <p className="text-base-content/75">
            {order.name} ({orderQuantityText(order)}), {formatPrice(order.total)}. There is nothing more to pay.
          </p>
          <MyOrdersLink />
        </PaymentComplete>
      </Card>
    );
  } else if (order.status === 'deleted') {
    content = (
      <Notice title="This order was deleted">
        <p>There is nothing to pay for it.</p>
      </Notice>
    );
  } else if (user && order.email.toLowerCase() !== user.email.toLowerCase()) {
    // An admin may open any order, but only its customer can pay for it.
    content = (
      <Notice title="Only the customer can pay for this order">
        <p>
          This order belongs to {order.user} ({order.email}).
        </p>
      </Notice>
    );
  } else {
    content = (
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <Card className="flex flex-col gap-5">
          <PaymentSummary customer={user?.name ?? order.user} productName={order.name} total={order.total} />
          <OrderLine order={order} />
          <TimeLeftLine sentence={timeLeft.sentence} />
          <Link to={paths.order.getHref(order._id)} className="link link-primary self-start text-sm">
            See the order's details
          </Link>
        </Card>
        <Card>
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
              <div className="flex flex-col gap-4" aria-busy="true">
                <span className="sr-only" role="status">
                  Loading the card form
                </span>
                <div className="skeleton h-12 w-full" aria-hidden="true" />
                <button type="button" className="btn btn-primary btn-lg w-full" disabled>
                  Pay Now
                </button>
              </div>
            )}
          </section>
        </Card>
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
