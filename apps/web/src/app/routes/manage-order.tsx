import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@teatree/shared/money';
import { LISTED_ORDER_STATUSES, type Order, orderStatusLabels } from '@teatree/shared/schemas/order';
import { useId, useState } from 'react';
import { HiOutlineInbox } from 'react-icons/hi2';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Link } from '../../components/ui/link';
import { Pagination } from '../../components/ui/pagination';
import { SectionHeading } from '../../components/ui/section-heading';
import { toast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { useAllOrders } from '../../features/orders/api/get-all-orders';
import { getOrderQueryOptions } from '../../features/orders/api/get-order';
import { type StatusMove, useUpdateOrderStatus } from '../../features/orders/api/update-order-status';
import { DeleteOrderDialog } from '../../features/orders/components/delete-order-dialog';
import { OrdersTable, OrdersTableSkeleton } from '../../features/orders/components/orders-table';
import { ShipOrderDialog, type Shipping } from '../../features/orders/components/ship-order-dialog';
import { ApiError } from '../../lib/api-client';
import { isAuthFailure, useAuthFailure } from '../../lib/auth-failure';
import { OFFLINE_MESSAGE } from '../../lib/form-errors';

const PAGE_SIZE = 20;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

type ListedStatus = (typeof LISTED_ORDER_STATUSES)[number];

/** The lists never hold a deleted order, so there is no filter for one. */
function readStatus(value: string | null): ListedStatus | undefined {
  return LISTED_ORDER_STATUSES.find((status) => status === value);
}

function listHref(page: number, status: ListedStatus | undefined): string {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
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
  const offset = (page - 1) * PAGE_SIZE;
  // ?order={id}: that order alone, as the dashboard links it to be shipped or settled.
  const onlyId = searchParams.get('order');
  const list = useAllOrders({ limit: PAGE_SIZE, offset, status }, { enabled: !onlyId });
  const one = useQuery({ ...getOrderQueryOptions(onlyId ?? ''), enabled: Boolean(onlyId) });
  const { isPending, isError, error, refetch, isPlaceholderData } = onlyId ? one : list;
  const data = onlyId ? (one.data ? { orders: [one.data], total: 1 } : undefined) : list.data;
  const missing = onlyId && one.error instanceof ApiError && one.error.status === 404;
  const updateStatus = useUpdateOrderStatus();
  const onAuthFailure = useAuthFailure();
  const filterId = useId();
  const [busyId, setBusyId] = useState<string | null>(null);
  // Each kept after its dialog closes, so its text does not blank out while it fades away.
  const [toDelete, setToDelete] = useState<Order | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [toShip, setToShip] = useState<Order | null>(null);
  const [shipOpen, setShipOpen] = useState(false);

  const move = (order: Order, next: StatusMove, shipping?: Shipping) => {
    setBusyId(order._id);
    updateStatus.mutate(
      { id: order._id, status: next, ...shipping },
      {
        onSuccess: () => {
          toast.success(movedToast[next](order.name));
          setCancelOpen(false);
          setShipOpen(false);
        },
        onError: async (failure) => {
          setCancelOpen(false);
          setShipOpen(false);
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
    } else if (next === 'shipped') {
      setToShip(order);
      setShipOpen(true);
    } else {
      setToCancel(order);
      setCancelOpen(true);
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
            sent: a paid order is refunded.
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
      ) : (
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div className="w-full sm:w-64">
            <label htmlFor={filterId} className="mb-1.5 block font-medium">
              Status
            </label>
            <select
              id={filterId}
              className="select w-full bg-base-100 text-base"
              value={status ?? ''}
              onChange={(event) => {
                const next = readStatus(event.target.value);
                setSearchParams(new URLSearchParams(next ? { status: next } : {}));
              }}
            >
              <option value="">All orders</option>
              {LISTED_ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {orderStatusLabels[value]}
                </option>
              ))}
            </select>
          </div>
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
          <OrdersTableSkeleton rows={6} />
        </div>
      ) : data.orders.length === 0 ? (
        <EmptyState
          Icon={HiOutlineInbox}
          description={statusName ? `No orders are ${statusName} right now.` : 'No orders yet.'}
          action={(status || page > 1) && allOrdersLink}
        />
      ) : (
        <div className={`transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={isPlaceholderData}>
          <OrdersTable
            orders={data.orders}
            view="admin"
            firstNumber={offset + 1}
            busyId={busyId}
            onDelete={(order) => {
              setToDelete(order);
              setDeleteOpen(true);
            }}
            onMove={onMove}
          />
          {!onlyId && (
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefFor={(p) => listHref(p, status)}
              label="Pages of orders"
              middle="count"
            />
          )}
        </div>
      )}

      <DeleteOrderDialog order={toDelete} view="admin" open={deleteOpen} onClose={() => setDeleteOpen(false)} />

      <ShipOrderDialog
        order={toShip}
        open={shipOpen}
        busy={updateStatus.isPending}
        onShip={(shipping) => {
          if (toShip && shipOpen) move(toShip, 'shipped', shipping);
        }}
        onClose={() => setShipOpen(false)}
      />

      <ConfirmDialog
        open={cancelOpen}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={updateStatus.isPending}
        onConfirm={() => {
          if (toCancel && cancelOpen) move(toCancel, 'cancelled');
        }}
        onClose={() => setCancelOpen(false)}
      >
        <p>
          {toCancel?.quantity} × <strong className="text-base-content">{toCancel?.name}</strong> for{' '}
          <span className="break-all">{toCancel?.user}</span> will not be sent, and the customer sees it as cancelled.
          {toCancel?.status === 'paid'
            ? ` It is paid: the customer's payment of ${formatPrice(toCancel.total)} will be refunded to their card.`
            : ''}{' '}
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
