import type { Order } from '@teatree/shared/schemas/order';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { Link } from '../../components/ui/link';
import { Pagination } from '../../components/ui/pagination';
import { QueryView } from '../../components/ui/query-view';
import { TableSkeleton } from '../../components/ui/table-skeleton';
import { paths } from '../../config/paths';
import { useMyOrders } from '../../features/orders/api/get-my-orders';
import { DeleteOrderDialog } from '../../features/orders/components/delete-order-dialog';
import { NoOrders } from '../../features/orders/components/order-states';
import { ORDER_ROWS, OrdersTable } from '../../features/orders/components/orders-table';
import { useDialogSubject } from '../../hooks/use-dialog-subject';

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
  const orders = useMyOrders({ limit: PAGE_SIZE, offset });
  const { data, isPlaceholderData } = orders;
  const deleting = useDialogSubject<Order>();

  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const unpaid = data?.orders.filter((order) => !order.paid && order.status === 'pending').length ?? 0;

  return (
    <PageFrame
      id="my-orders-heading"
      eyebrow="Your account"
      title="My Orders"
      tabTitle={page > 1 ? `My Orders, page ${page}` : 'My Orders'}
      intro={
        <p>
          Every tea you have ordered, newest first. Pay for an order here, and follow it until it reaches your door.
          {data && data.total > 0 && ` ${data.total} ${data.total === 1 ? 'order' : 'orders'} in all.`}
          {unpaid > 0 && data && data.total <= PAGE_SIZE && ` ${unpaid} awaiting payment.`}
        </p>
      }
    >
      <QueryView query={orders} subject="your orders" skeleton={<TableSkeleton rows={4} {...ORDER_ROWS} />}>
        {(data) =>
          data.orders.length === 0 ? (
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
            <div
              className={`transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={isPlaceholderData}
            >
              <OrdersTable
                orders={data.orders}
                view="customer"
                firstNumber={offset + 1}
                busyId={null}
                onDelete={deleting.ask}
              />
              <Pagination
                page={page}
                pageCount={pageCount}
                hrefFor={pageHref}
                label="Pages of your orders"
                middle="count"
              />
            </div>
          )
        }
      </QueryView>

      <DeleteOrderDialog order={deleting.subject} view="customer" open={deleting.open} onClose={deleting.close} />
    </PageFrame>
  );
}
