import { photoSources } from '@teatree/shared/media';
import { ORDER_STATUS_MOVES, type Order, type OrderStatus, orderStatusLabels } from '@teatree/shared/schemas/order';
import {
  HiOutlineCheckCircle,
  HiOutlineCreditCard,
  HiOutlineTrash,
  HiOutlineTruck,
  HiOutlineXCircle,
} from 'react-icons/hi2';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { StatusMove } from '../api/update-order-status';

export type OrdersView = 'customer' | 'admin';

// Each status wears a tint of its own; every pair keeps text contrast above 4.5:1.
const statusTints: Record<OrderStatus, string> = {
  pending: 'bg-[#f6e7c8] text-[#6b4312]',
  paid: 'bg-leaf-100 text-primary',
  shipped: 'bg-[#dbe7f5] text-[#1f4a7a]',
  delivered: 'bg-[#d8ead0] text-[#1f4d29]',
  cancelled: 'bg-base-300 text-base-content',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTints[status]}`}
    >
      {orderStatusLabels[status]}
    </span>
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

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function orderedOn(order: Order): string {
  const date = new Date(order.createdAt);
  return Number.isNaN(date.getTime()) ? '' : `Ordered ${dateFormat.format(date)}`;
}

/** The Payment column (docs/product.md): Paid with the transaction id, or Pay Now for the customer's unpaid order. */
export function PaymentInfo({ order, view }: { order: Order; view: OrdersView }) {
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
  if (order.status === 'cancelled') return <span className="text-sm text-base-content/70">Not paid</span>;
  if (view === 'admin') return <span className="text-sm text-base-content/70">Not paid yet</span>;
  return (
    <Link to={paths.payment.getHref(order._id)} className="btn btn-primary btn-sm gap-1.5">
      <HiOutlineCreditCard className="size-4" aria-hidden="true" />
      Pay Now<span className="sr-only"> for {order.name}</span>
    </Link>
  );
}

/** A customer may delete an order until it is paid; the shop team may delete any. */
export function canDelete(order: Order, view: OrdersView): boolean {
  return view === 'admin' || !order.paid;
}

type DeleteButtonProps = { order: Order; view: OrdersView; busy: boolean; onDelete: (order: Order) => void };

export function DeleteAction({ order, view, busy, onDelete }: DeleteButtonProps) {
  if (!canDelete(order, view)) {
    return (
      <span className="block max-w-28 text-xs leading-snug text-base-content/70">Paid orders can't be deleted</span>
    );
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
            aria-haspopup={status === 'cancelled' ? 'dialog' : undefined}
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
