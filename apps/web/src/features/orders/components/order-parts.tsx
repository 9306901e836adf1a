import { photoSources } from '@teatree/shared/media';
import { formatPrice } from '@teatree/shared/money';
import { ORDER_STATUS_MOVES, type Order, type OrderStatus, orderStatusLabels } from '@teatree/shared/schemas/order';
import {
  HiOutlineCheckCircle,
  HiOutlineCreditCard,
  HiOutlineTrash,
  HiOutlineTruck,
  HiOutlineXCircle,
} from 'react-icons/hi2';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import type { StatusMove } from '../api/update-order-status';
import { formatTime, reorderProductId } from '../utils/order-time';
import { HiOutlineArrowPath, HiOutlineReceiptRefund } from './order-icons';

export type OrdersView = 'customer' | 'admin';

// Each status wears a tint of its own; every pair keeps text contrast above 4.5:1 (the lowest, paid, is 5.2:1).
const statusTints: Record<OrderStatus, string> = {
  pending: 'bg-[#f6e7c8] text-[#6b4312]',
  paid: 'bg-leaf-100 text-primary',
  shipped: 'bg-[#dbe7f5] text-[#1f4a7a]',
  delivered: 'bg-[#d8ead0] text-[#1f4d29]',
  cancelled: 'bg-base-300 text-base-content',
  refunded: 'bg-[#ebe3f4] text-[#4e2a6e]',
  expired: 'bg-[#f8e0da] text-[#8a2c1c]',
  deleted: 'bg-[#e7e5e4] text-[#44403c]',
};

export function StatusBadge({ status, size = 'sm' }: { status: OrderStatus; size?: 'sm' | 'md' }) {
  const sizing = size === 'md' ? 'px-3.5 py-1 text-sm' : 'px-2.5 py-0.5 text-xs';
  return (
    <span
      className={`inline-flex items-center rounded-full font-semibold whitespace-nowrap ${sizing} ${statusTints[status]}`}
    >
      {orderStatusLabels[status]}
    </span>
  );
}

/** The order's name, leading to its own page (/orders/{id}); its accessible name says where it leads. */
export function OrderNameLink({ order, className = '' }: { order: Order; className?: string }) {
  return (
    <Link
      to={paths.order.getHref(order._id)}
      aria-label={`${order.name}: order details`}
      className={`font-semibold underline decoration-base-content/30 underline-offset-4 hover:text-primary hover:decoration-primary ${className}`}
    >
      {order.name}
    </Link>
  );
}

/** How much an order holds, in words: "3 × $12.50" for one tea, "3 teas, 8 tins" for several. */
export function orderQuantityText(order: Pick<Order, 'lines' | 'quantity' | 'price'>): string {
  return order.lines.length < 2
    ? `${order.quantity} × ${formatPrice(order.price)}`
    : `${order.lines.length} teas, ${order.quantity} tins`;
}

/**
 * Every tea of an order of several (docs/decisions/0013-carts.md): photo, name, category and quantity,
 * under the order's name in the lists. An order of one tea says it all in its own name.
 */
export function OrderLinesList({ order, className = '' }: { order: Order; className?: string }) {
  if (order.lines.length < 2) return null;
  return (
    <ul className={`flex flex-col gap-2 ${className}`} aria-label={`Teas of ${order.name}`}>
      {order.lines.map((line) => (
        <li key={`${line.productId}:${line.name}`} className="flex items-center gap-2 text-sm">
          <OrderPhoto photo={line.photo} className="size-9" />
          <span className="min-w-0 flex-1">
            <span className="block font-medium leading-tight">{line.name}</span>
            <span className="block text-xs text-base-content/70">{line.category}</span>
          </span>
          <span className="shrink-0 tabular-nums text-base-content/80">× {line.quantity}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Order again": back to the tea's page, for an order that expired while the tea is still in the catalogue. */
export function OrderAgainLink({
  order,
  className = 'btn-sm',
  solid = false,
}: {
  order: Pick<Order, 'name' | 'productId' | 'lines'>;
  className?: string;
  solid?: boolean;
}) {
  const productId = reorderProductId(order);
  if (!productId) return null;
  return (
    <Link
      to={paths.product.getHref(productId)}
      className={`btn btn-primary gap-1.5 ${solid ? '' : 'btn-outline'} ${className}`}
    >
      <HiOutlineArrowPath className="size-4" aria-hidden="true" />
      Order again<span className="sr-only"> {order.name}</span>
    </Link>
  );
}

/** The carrier and tracking number the shop gave when it shipped the order, when it gave them. */
export function TrackingInfo({ order, className = '' }: { order: Order; className?: string }) {
  if (order.status !== 'shipped' && order.status !== 'delivered') return null;
  if (!order.carrier && !order.trackingNumber) return null;
  return (
    <dl className={`flex flex-col gap-0.5 text-xs ${className}`}>
      {order.carrier && (
        <div className="flex gap-1">
          <dt className="text-base-content/70">Carrier</dt>
          <dd className="font-semibold break-words">{order.carrier}</dd>
        </div>
      )}
      {order.trackingNumber && (
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-base-content/70">Tracking number</dt>
          <dd>
            <code className="break-all font-semibold">{order.trackingNumber}</code>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The order keeps its own copy of the product's photo address, so it shows even if the tea is gone. */
export function OrderPhoto({ photo, className = '' }: { photo: string; className?: string }) {
  const { src } = photoSources(photo);
  return (
    <img
      src={src}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-field bg-leaf-50 object-cover ${className}`}
    />
  );
}

export function orderedOn(order: Order): string {
  const date = formatDate(order.createdAt);
  return date ? `Ordered ${date}` : '';
}

/**
 * The Payment column (docs/product.md): Paid with the transaction id, or Pay Now for the customer's
 * unpaid order (with the time it is held until); a refunded order says the money went back, and an
 * expired one offers to order the tea again.
 */
export function PaymentInfo({ order, view }: { order: Order; view: OrdersView }) {
  if (order.status === 'refunded') {
    return (
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="inline-flex items-center gap-1 font-semibold text-[#4e2a6e]">
          <HiOutlineReceiptRefund className="size-4" aria-hidden="true" />
          Refunded
        </span>
        <span className="text-xs text-base-content/70">
          {view === 'admin' ? 'The payment went back to the customer' : 'Your payment went back to your card'}
        </span>
      </div>
    );
  }
  if (order.status === 'expired') {
    return (
      <div className="flex min-w-0 flex-col items-start gap-1.5">
        <span className="text-sm text-base-content/70">Not paid in time</span>
        {view === 'customer' && <OrderAgainLink order={order} />}
      </div>
    );
  }
  if (order.paid) {
    return (
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="inline-flex items-center gap-1 font-semibold text-success">
          <HiOutlineCheckCircle className="size-4" aria-hidden="true" />
          Paid
        </span>
        <span className="text-xs text-base-content/70">Transaction id</span>
        <code className="break-all text-xs text-base-content">{order.transactionId}</code>
      </div>
    );
  }
  if (order.status !== 'pending') return <span className="text-sm text-base-content/70">Not paid</span>;
  const heldUntil = formatTime(order.expiresAt);
  if (view === 'admin') {
    return (
      <div className="flex flex-col gap-0.5">
        <span className="text-sm text-base-content/70">Not paid yet</span>
        {heldUntil && <span className="text-xs text-base-content/70">Held until {heldUntil}</span>}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Link to={paths.payment.getHref(order._id)} className="btn btn-primary btn-sm gap-1.5">
        <HiOutlineCreditCard className="size-4" aria-hidden="true" />
        Pay Now<span className="sr-only"> for {order.name}</span>
      </Link>
      {heldUntil && <span className="text-xs text-base-content/70">Held until {heldUntil}</span>}
    </div>
  );
}

/**
 * Who may delete what (docs/decisions/0011-order-states.md): a customer their unpaid order and their
 * ended ones (cancelled, expired, refunded), never a paid one; the shop team any order but a shipped or
 * delivered one (their delete cancels a pending order and refunds a paid one). Answers why not, or null.
 */
export function whyNotDeletable(order: Order, view: OrdersView): string | null {
  switch (order.status) {
    case 'pending':
    case 'cancelled':
    case 'expired':
    case 'refunded':
      return null;
    case 'paid':
      return view === 'admin' ? null : "Paid orders can't be deleted";
    case 'shipped':
    case 'delivered':
      return view === 'admin' ? "Shipped orders can't be deleted" : "Paid orders can't be deleted";
    default:
      return 'This order is deleted';
  }
}

type DeleteButtonProps = { order: Order; view: OrdersView; busy: boolean; onDelete: (order: Order) => void };

export function DeleteAction({ order, view, busy, onDelete }: DeleteButtonProps) {
  const refusal = whyNotDeletable(order, view);
  if (refusal) {
    return <span className="block max-w-28 text-xs leading-snug text-base-content/70">{refusal}</span>;
  }
  return (
    <button
      type="button"
      className="btn btn-ghost btn-square btn-sm text-error hover:bg-error/10"
      aria-label={`Delete order ${order.name}`}
      title="Delete order"
      aria-haspopup="dialog"
      disabled={busy}
      onClick={() => onDelete(order)}
    >
      <HiOutlineTrash className="size-5" aria-hidden="true" />
    </button>
  );
}

const moveLooks: Record<StatusMove, { label: string; className: string; Icon: typeof HiOutlineTruck }> = {
  shipped: { label: 'Mark shipped', className: 'btn-primary', Icon: HiOutlineTruck },
  delivered: { label: 'Mark delivered', className: 'btn-primary', Icon: HiOutlineCheckCircle },
  cancelled: { label: 'Cancel order', className: 'btn-outline btn-error', Icon: HiOutlineXCircle },
};

type StatusMovesProps = {
  order: Order;
  busy: boolean;
  onMove: (order: Order, status: StatusMove) => void;
  stacked?: boolean;
};

/** The shop team's shipping actions: only the moves ORDER_STATUS_MOVES allows from this status. */
export function StatusMoves({ order, busy, onMove, stacked = false }: StatusMovesProps) {
  const moves = ORDER_STATUS_MOVES[order.status] as readonly StatusMove[];
  if (moves.length === 0) return null;
  return (
    <div className={`flex flex-wrap gap-2 ${stacked ? '' : 'mt-2'}`}>
      {moves.map((status) => {
        const { label, className, Icon } = moveLooks[status];
        return (
          <button
            key={status}
            type="button"
            className={`btn btn-xs gap-1 ${className} ${stacked ? 'btn-sm flex-1' : ''}`}
            disabled={busy}
            onClick={() => onMove(order, status)}
            aria-haspopup={status === 'delivered' ? undefined : 'dialog'}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
            <span className="sr-only"> {order.name}</span>
          </button>
        );
      })}
    </div>
  );
}
