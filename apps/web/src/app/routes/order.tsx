import { type ReactNode, useEffect } from 'react';
import { HiOutlineArchiveBox } from 'react-icons/hi2';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorNotice } from '../../components/ui/error-notice';
import { paths } from '../../config/paths';
import { useOrder } from '../../features/orders/api/get-order';
import {
  OrderCallout,
  OrderFacts,
  OrderHeader,
  OrderHistory,
  OrderLines,
  type OrderViewer,
} from '../../features/orders/components/order-details';
import { useTimeLeft } from '../../features/orders/utils/order-time';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { isAuthFailure } from '../../lib/auth-failure';

function OrderNotFound() {
  return (
    <EmptyState
      Icon={HiOutlineArchiveBox}
      titleAs="h1"
      title="We could not find this order"
      description="It may have been deleted, or it belongs to another account. Your orders are all in My Orders."
      action={
        <Link to={paths.myOrders.getHref()} className="btn btn-primary">
          Go to My Orders
        </Link>
      }
    />
  );
}

function OrderSkeleton() {
  const block = 'surface p-6';
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        Loading the order
      </span>
      <div className={`${block} flex flex-col gap-3`} aria-hidden="true">
        <div className="skeleton h-4 w-24" />
        <div className="skeleton h-9 w-2/3" />
        <div className="skeleton h-4 w-1/2" />
      </div>
      <div className="skeleton h-24 w-full rounded-box" aria-hidden="true" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]" aria-hidden="true">
        <div className={`${block} flex flex-col gap-4`}>
          <div className="skeleton h-6 w-1/4" />
          <div className="flex gap-4">
            <div className="skeleton size-20 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="skeleton h-5 w-1/2" />
              <div className="skeleton h-4 w-1/3" />
            </div>
          </div>
        </div>
        <div className={`${block} flex flex-col gap-3`}>
          <div className="skeleton h-6 w-1/3" />
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-2/3" />
        </div>
      </div>
    </div>
  );
}

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

  // The hold just ran out while the page was open: the server's sweep marks it expired; look again.
  useEffect(() => {
    if (timeLeft.expired) void refetch();
  }, [timeLeft.expired, refetch]);

  const own = Boolean(order && user && order.email.toLowerCase() === user.email.toLowerCase());
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
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <OrderLines order={order} />
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
