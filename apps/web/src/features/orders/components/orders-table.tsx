import { formatPrice } from '@teatree/shared/money';
import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { Order } from '@teatree/shared/schemas/order';
import { hasBreakdown } from '../../../components/money/totals';
import { type Column, TableHead } from '../../../components/ui/table-head';
import type { RowShape } from '../../../components/ui/table-skeleton';
import type { StatusMove } from '../api/update-order-status';
import { orderedOn } from '../utils/order-text';
import type { OrdersView } from '../utils/orders-view';
import { DeleteAction } from './delete-action';
import { OrderCharges } from './order-charges';
import { OnlySize, OrderLinesList } from './order-lines-list';
import { OrderNameLink } from './order-links';
import { OrderPhoto } from './order-photo';
import { PartlyRefundedBadge, ReturnAskedBadge, StatusBadge } from './order-status-badge';
import { PaymentInfo } from './payment-info';
import { StatusMoves } from './status-moves';
import { TrackingInfo } from './tracking-info';

type OrdersTableProps = {
  orders: Order[];
  view: OrdersView;
  /** The number of the first row: lists are paged, and the numbers carry on from page to page. */
  firstNumber: number;
  /** The order whose change is on its way, so its buttons wait. */
  busyId: string | null;
  onDelete: (order: Order) => void;
  /** The shop team's shipping actions; only the admin view offers them. */
  onMove?: (order: Order, status: StatusMove) => void;
  /** Refund part of an order; only the admin view offers it. */
  onRefund?: (order: Order) => void;
  /** Answer the return a customer asked; only the admin view offers it. */
  onAnswerReturn?: (order: Order) => void;
};

function AddressEmail({ order, view }: { order: Order; view: OrdersView }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm">
      {view === 'admin' && <span className="font-semibold">{order.user}</span>}
      <span className="break-words text-base-content/80">{order.email}</span>
      <span className="whitespace-pre-line break-words">{order.address}</span>
      {order.phone && <span className="text-base-content/70">Phone {order.phone}</span>}
    </div>
  );
}

/**
 * The order's own number (#1001, docs/decisions/0031-order-numbers.md), beside the row's number of the
 * list, which shifts from page to page.
 */
const ORDER_COLUMNS: Column[] = [
  { name: '#', className: 'w-12' },
  { name: 'Name' },
  { name: 'Address/Email' },
  { name: 'Quantity', className: 'text-right' },
  { name: 'Total', className: 'text-right' },
  { name: 'Status' },
  { name: 'Action' },
  { name: 'Payment' },
];

function OrderNumber({ order }: { order: Order }) {
  return (
    <span className="block text-xs font-semibold tabular-nums text-base-content/80">
      Order number {orderNumberLabel(order.number)}
    </span>
  );
}

/**
 * The table of My Orders and Manage all orders (docs/product.md): number, Name (photo, name, category),
 * Address/Email, Quantity, Action, Payment, plus the total (and, under it, the teas, shipping and tax it
 * is made of) and the status. From 1024 px a real table; below, the same orders as stacked cards, so
 * nothing scrolls sideways on a phone or a tablet. Only one of the two is displayed at a time, so
 * assistive technology meets only one.
 */
export function OrdersTable({
  orders,
  view,
  firstNumber,
  busyId,
  onDelete,
  onMove,
  onRefund,
  onAnswerReturn,
}: OrdersTableProps) {
  const caption = view === 'admin' ? 'Every customer order, newest first' : 'Your orders, newest first';
  // The shop team's shipping, refund and return buttons, in the table's row or, stacked, at a card's foot.
  const statusMoves = (order: Order, stacked = false) =>
    view === 'admin' && onMove ? (
      <StatusMoves
        order={order}
        busy={busyId === order._id}
        onMove={onMove}
        onRefund={onRefund}
        onAnswerReturn={onAnswerReturn}
        stacked={stacked}
      />
    ) : null;
  return (
    <>
      <div className="hidden overflow-hidden surface lg:block">
        <table className="table">
          <caption className="sr-only">{caption}</caption>
          <TableHead columns={ORDER_COLUMNS} />
          <tbody>
            {orders.map((order, index) => (
              <tr key={order._id} className="align-top hover:bg-base-200/50">
                <td className="tabular-nums text-base-content/70">{firstNumber + index}</td>
                <th scope="row" className="font-normal">
                  <div className="flex items-start gap-3">
                    <OrderPhoto photo={order.photo} className="size-14" />
                    <div className="min-w-0">
                      <OrderNameLink order={order} className="block" />
                      <span className="block text-sm text-base-content/70">{order.category}</span>
                      <OnlySize order={order} className="block text-sm" />
                      <OrderNumber order={order} />
                      <span className="block text-xs text-base-content/70">{orderedOn(order)}</span>
                    </div>
                  </div>
                  <OrderLinesList order={order} className="mt-3 max-w-72" />
                </th>
                <td className="min-w-52 max-w-64">
                  <AddressEmail order={order} view={view} />
                </td>
                <td className="text-right tabular-nums">
                  <span className="block font-semibold">{order.quantity}</span>
                  {order.lines.length < 2 && (
                    <span className="block text-xs text-base-content/70">× {formatPrice(order.price)}</span>
                  )}
                </td>
                <td className="text-right tabular-nums">
                  <span className="block font-semibold text-primary">{formatPrice(order.total)}</span>
                  <OrderCharges order={order} className="mt-0.5 block" />
                </td>
                <td>
                  <StatusBadge status={order.status} /> <PartlyRefundedBadge order={order} className="mt-1" />{' '}
                  <ReturnAskedBadge order={order} className="mt-1" />
                  <TrackingInfo order={order} className="mt-1.5 max-w-44" />
                  {statusMoves(order)}
                </td>
                <td>
                  <DeleteAction order={order} view={view} busy={busyId === order._id} onDelete={onDelete} />
                </td>
                <td className="max-w-48">
                  <PaymentInfo order={order} view={view} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:hidden">
        {orders.map((order, index) => (
          <li key={order._id}>
            <article
              aria-label={`Order ${firstNumber + index}: ${order.name}`}
              className="flex h-full flex-col gap-4 surface p-4"
            >
              <div className="flex items-start gap-3">
                <OrderPhoto photo={order.photo} className="size-16" />
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-medium text-base-content/70">Order {firstNumber + index}</p>
                  <h2 className="font-sans text-base font-semibold leading-snug">
                    <OrderNameLink order={order} />
                  </h2>
                  <p className="text-sm text-base-content/70">{order.category}</p>
                  <OnlySize order={order} className="text-sm" />
                  <OrderNumber order={order} />
                </div>
                <div className="flex shrink-0 flex-col items-end gap-2">
                  <StatusBadge status={order.status} />
                  <PartlyRefundedBadge order={order} />
                  <ReturnAskedBadge order={order} />
                  <DeleteAction order={order} view={view} busy={busyId === order._id} onDelete={onDelete} />
                </div>
              </div>
              <OrderLinesList order={order} />
              <dl className="grid grid-cols-2 gap-2 rounded-field bg-base-200/70 p-3 text-center">
                <div>
                  <dt className="text-xs text-base-content/70">Quantity</dt>
                  <dd className="font-semibold tabular-nums">
                    {order.quantity}{' '}
                    {order.lines.length < 2 && (
                      <span className="text-xs font-normal">× {formatPrice(order.price)}</span>
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-base-content/70">Total</dt>
                  <dd className="font-semibold text-primary tabular-nums">{formatPrice(order.total)}</dd>
                  {(hasBreakdown(order) || order.refunded > 0) && (
                    <dd>
                      <OrderCharges order={order} />
                    </dd>
                  )}
                </div>
              </dl>
              <div>
                <h3 className="mb-1 font-sans text-xs font-medium text-base-content/70">Address/Email</h3>
                <AddressEmail order={order} view={view} />
                <p className="mt-1 text-xs text-base-content/70">{orderedOn(order)}</p>
              </div>
              <TrackingInfo order={order} />
              <div className="mt-auto flex flex-col gap-3 border-t border-base-300 pt-3">
                <PaymentInfo order={order} view={view} />
                {statusMoves(order, true)}
              </div>
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}

/** How the orders tables' rows look while they load. */
export const ORDER_ROWS: RowShape = {
  lead: 'size-14 shrink-0',
  lines: ['w-1/3', 'w-1/2'],
  trailing: ['hidden h-4 w-16 sm:block', 'h-8 w-20'],
};
