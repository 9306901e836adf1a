import { type ReactNode, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { useOrder } from '../../features/orders/api/get-order';
import { OrderCallout } from '../../features/orders/components/order-callout';
import { OrderFacts } from '../../features/orders/components/order-facts';
import { OrderHeader } from '../../features/orders/components/order-header';
import { OrderHistory } from '../../features/orders/components/order-history';
import { OrderLines } from '../../features/orders/components/order-lines-card';
import { useBuyAgainFromLink } from '../../features/orders/components/order-links';
import { OrderRefills } from '../../features/orders/components/order-refills';
import { OrderNotFound, OrderSkeleton } from '../../features/orders/components/order-states';
import { ReturnStatus } from '../../features/orders/components/return-status';
import type { OrderViewer } from '../../features/orders/utils/order-page';
import { useTimeLeft } from '../../features/orders/utils/order-time';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { isAuthFailure } from '../../lib/auth-failure';

/**
 * One order's own page (/orders/{id}; the shop's mails link here): its teas, total and status, what
 * to do next (pay while it is held, order again once it expired), delivery and payment details, the
 * tracking once shipped, and its history. A customer sees their own orders; an administrator any.
 */
export default function OrderRoute() {
  const { id = '' } = useParams();
  const { user, isAdmin } = useSession();
  const { data: order, isPending, isError, error, refetch } = useOrder(id);
  const timeLeft = useTimeLeft(order?.status === 'pending' ? order.expiresAt : null);
  useBuyAgainFromLink(order);

  // The hold just ran out while the page was open: the server's sweep marks it expired; look again.
  useEffect(() => {
    if (timeLeft.expired) void refetch();
  }, [timeLeft.expired, refetch]);

  // A guest's order opens with the key of its link (docs/decisions/0027-guest-orders.md): its holder is its buyer.
  const [search] = useSearchParams();
  const byKey = Boolean(search.get('key'));
  const own = Boolean(order && (byKey || (user && order.email.toLowerCase() === user.email.toLowerCase())));
  const viewer: OrderViewer = { own, admin: isAdmin };
  const backToAll = isAdmin && !own;
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);

  let content: ReactNode;
  if (isError && !order) {
    if (isAuthFailure(error)) content = null;
    else if (missing) content = <OrderNotFound />;
    else content = <ErrorNotice message="This order could not be loaded just now." onRetry={() => refetch()} />;
  } else if (isPending) {
    content = <OrderSkeleton />;
  } else {
    content = (
      <div className="flex flex-col gap-6">
        <OrderHeader order={order} />
        <OrderCallout order={order} viewer={viewer} timeLeft={timeLeft} />
        {own && <ReturnStatus order={order} />}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <OrderLines order={order} />
            {/* docs/decisions/0044-mails-with-consent.md: a signed-in customer's delivered teas, and when to refill them. */}
            {own && user && order.status === 'delivered' && <OrderRefills orderId={order._id} />}
            <OrderHistory order={order} viewer={viewer} timeLeft={timeLeft} />
          </div>
          <OrderFacts order={order} viewer={viewer} />
        </div>
      </div>
    );
  }

  return (
    <div className="page-container py-10 sm:py-14">
      <PageTitle title={order ? `Order: ${order.name}` : missing ? 'Order not found' : 'Order'} />
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-6 text-sm">
        <ul>
          <li>
            {backToAll ? (
              <Link to={paths.manageOrder.getHref()}>Manage All Orders</Link>
            ) : !user ? (
              <Link to={paths.products.getHref()}>Our teas</Link>
            ) : (
              <Link to={paths.myOrders.getHref()}>My Orders</Link>
            )}
          </li>
          <li aria-current="page">{order ? order.name : 'Order'}</li>
        </ul>
      </nav>
      {content}
    </div>
  );
}
