import { useQuery } from '@tanstack/react-query';
import { orderNumberLabel, orderNumberSearched } from '@teatree/shared/orders/number';
import { type Order, orderStatusLabels } from '@teatree/shared/schemas/order';
import { useState } from 'react';
import { HiOutlineInbox } from 'react-icons/hi2';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Link } from '../../components/ui/link';
import { Pagination } from '../../components/ui/pagination';
import { SectionHeading } from '../../components/ui/section-heading';
import { TableSkeleton } from '../../components/ui/table-skeleton';
import { toast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { useAllOrders } from '../../features/orders/api/get-all-orders';
import { getOrderQueryOptions } from '../../features/orders/api/get-order';
import { type StatusMove, useUpdateOrderStatus } from '../../features/orders/api/update-order-status';
import { AnswerReturnDialog } from '../../features/orders/components/answer-return-dialog';
import { CancelOrderDialog } from '../../features/orders/components/cancel-order-dialog';
import { DeleteOrderDialog } from '../../features/orders/components/delete-order-dialog';
import { OrderNumberSearch } from '../../features/orders/components/order-number-search';
import { type ListedStatus, OrderStatusFilter, readStatus } from '../../features/orders/components/order-status-filter';
import { ORDER_ROWS, OrdersTable } from '../../features/orders/components/orders-table';
import { RefundOrderDialog } from '../../features/orders/components/refund-order-dialog';
import { ShipOrderDialog, type Shipping } from '../../features/orders/components/ship-order-dialog';
import { useOrderDialogs } from '../../features/orders/utils/order-dialogs';
import { ApiError } from '../../lib/api-client';
import { isAuthFailure, useAuthFailure } from '../../lib/auth-failure';
import { OFFLINE_MESSAGE } from '../../lib/form-errors';

const PAGE_SIZE = 20;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** ?number=1001: the order of that number alone (docs/decisions/0031-order-numbers.md). */
function readNumber(value: string | null): number | undefined {
  const number = value === null ? null : orderNumberSearched(value);
  return number ?? undefined;
}

function listHref(page: number, status: ListedStatus | undefined, number?: number, customer?: string): string {
  const search = new URLSearchParams();
  if (customer) search.set('customer', customer);
  if (status) search.set('status', status);
  if (number !== undefined) search.set('number', String(number));
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${paths.manageOrder.getHref()}?${query}` : paths.manageOrder.getHref();
}

const movedToast: Record<StatusMove, (name: string) => string> = {
  shipped: (name) => `Order ${name} is shipped`,
  delivered: (name) => `Order ${name} is delivered`,
  cancelled: (name) => `Order ${name} is cancelled`,
};

export default function ManageOrderRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const status = readStatus(searchParams.get('status'));
  const number = readNumber(searchParams.get('number'));
  const offset = (page - 1) * PAGE_SIZE;
  // ?order={id}: that order alone, as the dashboard links it to be shipped or settled.
  const onlyId = searchParams.get('order');
  // ?customer={account id}: that account's orders, as Manage All Users links them (docs/decisions/0037-customers.md).
  const customer = searchParams.get('customer') || undefined;
  const list = useAllOrders({ limit: PAGE_SIZE, offset, status, number, customer }, { enabled: !onlyId });
  const one = useQuery({ ...getOrderQueryOptions(onlyId ?? ''), enabled: Boolean(onlyId) });
  const { isPending, isError, error, refetch, isPlaceholderData } = onlyId ? one : list;
  const data = onlyId ? (one.data ? { orders: [one.data], total: 1 } : undefined) : list.data;
  const missing = onlyId && one.error instanceof ApiError && one.error.status === 404;
  const updateStatus = useUpdateOrderStatus();
  const onAuthFailure = useAuthFailure();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { dialogs, openFor, open, close } = useOrderDialogs();

  const move = (order: Order, next: StatusMove, shipping?: Shipping) => {
    setBusyId(order._id);
    updateStatus.mutate(
      { id: order._id, status: next, ...shipping },
      {
        onSuccess: (moved) => {
          // A paid order cancelled is refunded: the toast says what its row now says.
          toast.success(
            moved.status === 'refunded'
              ? `Order ${order.name} is cancelled and refunded`
              : movedToast[next](order.name),
          );
          close('cancel', 'ship');
        },
        onError: async (failure) => {
          close('cancel', 'ship');
          if (await onAuthFailure(failure)) return;
          // 409: someone moved it first (or it was paid meanwhile), or the provider refused the refund
          // (REFUND_REFUSED, with its reason); the list shows the order as it is now.
          toast.error(failure instanceof ApiError ? failure.message : OFFLINE_MESSAGE);
          void refetch();
        },
        onSettled: () => setBusyId(null),
      },
    );
  };

  const onMove = (order: Order, next: StatusMove) => {
    if (next === 'delivered') {
      move(order, next);
    } else {
      open(next === 'shipped' ? 'ship' : 'cancel', order);
    }
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const statusName = status ? orderStatusLabels[status].toLowerCase() : null;
  const allOrdersLink = (
    <Link className="link link-primary" to={listHref(1, undefined)}>
      Show all orders
    </Link>
  );

  return (
    <div className="page-container py-12 sm:py-16">
      <PageTitle title={page > 1 ? `Manage All Orders, page ${page}` : 'Manage All Orders'} />
      <div className="mb-8">
        <SectionHeading as="h1" id="manage-orders-heading" eyebrow="Shop admin" title="Manage All Orders">
          <p>
            Every customer's order, newest first. Ship what is paid, mark what has arrived, and cancel what will not be
            sent: a paid order is refunded. Refund part of an order when a tin came back or arrived damaged, and answer
            the returns customers ask.
            {data &&
              !onlyId &&
              ` ${data.total} ${data.total === 1 ? 'order' : 'orders'}${statusName ? ` ${statusName}` : ''}.`}
          </p>
        </SectionHeading>
      </div>

      {onlyId ? (
        <p className="mb-6 text-base-content/80">
          {missing ? 'We could not find this order.' : 'One order, as the dashboard showed it.'} {allOrdersLink}
        </p>
      ) : customer ? (
        <p className="mb-6 text-base-content/80">
          {data?.orders[0] ? `The orders of ${data.orders[0].email}.` : "One customer's orders."} {allOrdersLink}
        </p>
      ) : (
        <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
          <OrderStatusFilter
            status={status}
            onChange={(next) => setSearchParams(new URLSearchParams(next ? { status: next } : {}))}
          />
          <OrderNumberSearch
            number={number}
            onSearch={(next) =>
              setSearchParams(new URLSearchParams(next === undefined ? {} : { number: String(next) }))
            }
          />
        </div>
      )}

      {isError && !data ? (
        isAuthFailure(error) || missing ? null : (
          <ErrorNotice message="The orders could not be loaded just now." onRetry={() => refetch()} />
        )
      ) : isPending || !data ? (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            Loading orders
          </span>
          <TableSkeleton rows={6} {...ORDER_ROWS} />
        </div>
      ) : data.orders.length === 0 ? (
        <EmptyState
          Icon={HiOutlineInbox}
          description={
            number !== undefined
              ? `No order has the number ${orderNumberLabel(number)}.`
              : customer
                ? 'This customer has placed no orders.'
                : statusName
                  ? `No orders are ${statusName} right now.`
                  : 'No orders yet.'
          }
          action={(status || page > 1 || number !== undefined || customer) && allOrdersLink}
        />
      ) : (
        <div className={`transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={isPlaceholderData}>
          <OrdersTable
            orders={data.orders}
            view="admin"
            firstNumber={offset + 1}
            busyId={busyId}
            onDelete={(order) => open('delete', order)}
            onMove={onMove}
            onRefund={(order) => open('refund', order)}
            onAnswerReturn={(order) => open('return', order)}
          />
          {!onlyId && (
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefFor={(p) => listHref(p, status, number, customer)}
              label="Pages of orders"
              middle="count"
            />
          )}
        </div>
      )}

      <DeleteOrderDialog
        order={dialogs.orders.delete ?? null}
        view="admin"
        open={dialogs.open === 'delete'}
        onClose={() => close('delete')}
      />

      <ShipOrderDialog
        order={dialogs.orders.ship ?? null}
        open={dialogs.open === 'ship'}
        busy={updateStatus.isPending}
        onShip={(shipping) => {
          const toShip = openFor('ship');
          if (toShip) move(toShip, 'shipped', shipping);
        }}
        onClose={() => close('ship')}
      />

      <CancelOrderDialog
        order={dialogs.orders.cancel}
        open={dialogs.open === 'cancel'}
        busy={updateStatus.isPending}
        onCancel={() => {
          const toCancel = openFor('cancel');
          if (toCancel) move(toCancel, 'cancelled');
        }}
        onClose={() => close('cancel')}
      />

      <RefundOrderDialog
        order={dialogs.orders.refund}
        open={dialogs.open === 'refund'}
        onClose={() => close('refund')}
      />

      <AnswerReturnDialog
        order={dialogs.orders.return}
        open={dialogs.open === 'return'}
        onClose={() => close('return')}
      />
    </div>
  );
}
