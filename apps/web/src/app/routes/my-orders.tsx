import type { Order } from '@teatree/shared/schemas/order';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Link } from '../../components/ui/link';
import { Pagination } from '../../components/ui/pagination';
import { SectionHeading } from '../../components/ui/section-heading';
import { paths } from '../../config/paths';
import { useMyOrders } from '../../features/orders/api/get-my-orders';
import { DeleteOrderDialog } from '../../features/orders/components/delete-order-dialog';
import { NoOrders } from '../../features/orders/components/order-states';
import { OrdersTable, OrdersTableSkeleton } from '../../features/orders/components/orders-table';
import { isAuthFailure } from '../../lib/auth-failure';

const PAGE_SIZE = 10;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const pageHref = (page: number) => (page > 1 ? `${paths.myOrders.getHref()}?page=${page}` : paths.myOrders.getHref());

export default function MyOrdersRoute() {
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const offset = (page - 1) * PAGE_SIZE;
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useMyOrders({ limit: PAGE_SIZE, offset });
  // Kept after the dialog closes, so its text does not blank out while it fades away.
  const [toDelete, setToDelete] = useState<Order | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const unpaid = data?.orders.filter((order) => !order.paid && order.status === 'pending').length ?? 0;

  return (
    <div className="page-container py-12 sm:py-16">
      <PageTitle title={page > 1 ? `My Orders, page ${page}` : 'My Orders'} />
      <div className="mb-10">
        <SectionHeading as="h1" id="my-orders-heading" eyebrow="Your account" title="My Orders">
          <p>
            Every tea you have ordered, newest first. Pay for an order here, and follow it until it reaches your door.
            {data && data.total > 0 && ` ${data.total} ${data.total === 1 ? 'order' : 'orders'} in all.`}
            {unpaid > 0 && data && data.total <= PAGE_SIZE && ` ${unpaid} awaiting payment.`}
          </p>
        </SectionHeading>
      </div>

      {isError && !data ? (
        isAuthFailure(error) ? null : (
          <ErrorNotice message="Your orders could not be loaded just now." onRetry={() => refetch()} />
        )
      ) : isPending ? (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            Loading your orders
          </span>
          <OrdersTableSkeleton rows={4} />
        </div>
      ) : data.orders.length === 0 ? (
        page > 1 ? (
          <p className="text-center text-base-content/75">
            This page is empty.{' '}
            <Link className="link link-primary" to={pageHref(1)}>
              Back to the first page
            </Link>
          </p>
        ) : (
          <NoOrders />
        )
      ) : (
        <div className={`transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={isPlaceholderData}>
          <OrdersTable
            orders={data.orders}
            view="customer"
            firstNumber={offset + 1}
            busyId={null}
            onDelete={(order) => {
              setToDelete(order);
              setDeleteOpen(true);
            }}
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={pageHref}
            label="Pages of your orders"
            middle="count"
          />
        </div>
      )}

      <DeleteOrderDialog order={toDelete} view="customer" open={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </div>
  );
}
