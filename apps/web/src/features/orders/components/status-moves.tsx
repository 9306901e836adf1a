import { ORDER_STATUS_MOVES, type Order } from '@teatree/shared/schemas/order';
import {
  HiOutlineArrowUturnLeft,
  HiOutlineCheckCircle,
  HiOutlineInboxArrowDown,
  HiOutlineTruck,
  HiOutlineXCircle,
} from 'react-icons/hi2';
import type { StatusMove } from '../api/update-order-status';
import { canRefundInPart } from '../utils/refund-form';

const moveLooks: Record<StatusMove, { label: string; className: string; Icon: typeof HiOutlineTruck }> = {
  shipped: { label: 'Mark shipped', className: 'btn-primary', Icon: HiOutlineTruck },
  delivered: { label: 'Mark delivered', className: 'btn-primary', Icon: HiOutlineCheckCircle },
  cancelled: { label: 'Cancel order', className: 'btn-outline btn-error', Icon: HiOutlineXCircle },
};

type StatusMovesProps = {
  order: Order;
  busy: boolean;
  onMove: (order: Order, status: StatusMove) => void;
  /** Refund part of the order; offered while it is paid, shipped or delivered and not all sent back. */
  onRefund?: (order: Order) => void;
  /** Answer the return its customer asked; offered while one waits. */
  onAnswerReturn?: (order: Order) => void;
  stacked?: boolean;
};

/**
 * The shop team's shipping actions: only the moves ORDER_STATUS_MOVES allows from this status, then
 * Refund… for an order that can still be refunded in part, and Answer return… while its customer's return waits.
 */
export function StatusMoves({ order, busy, onMove, onRefund, onAnswerReturn, stacked = false }: StatusMovesProps) {
  const moves = ORDER_STATUS_MOVES[order.status] as readonly StatusMove[];
  const refundable = onRefund !== undefined && canRefundInPart(order);
  const returnAsked = onAnswerReturn !== undefined && order.returnStatus === 'asked';
  if (moves.length === 0 && !refundable && !returnAsked) return null;
  return (
    <div className={`flex flex-wrap gap-2 ${stacked ? '' : 'mt-2'}`}>
      {moves.map((status) => {
        const { label, className, Icon } = moveLooks[status];
        return (
          <button
            key={status}
            type="button"
            className={`btn btn-xs gap-1 ${className} ${stacked ? 'btn-sm flex-1 whitespace-nowrap' : ''}`}
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
      {refundable && (
        <button
          type="button"
          className={`btn btn-xs btn-outline gap-1 ${stacked ? 'btn-sm flex-1 whitespace-nowrap' : ''}`}
          disabled={busy}
          onClick={() => onRefund(order)}
          aria-haspopup="dialog"
        >
          <HiOutlineArrowUturnLeft className="size-4" aria-hidden="true" />
          Refund…
          <span className="sr-only"> {order.name}</span>
        </button>
      )}
      {returnAsked && (
        <button
          type="button"
          className={`btn btn-xs btn-primary gap-1 ${stacked ? 'btn-sm flex-1 whitespace-nowrap' : ''}`}
          disabled={busy}
          onClick={() => onAnswerReturn(order)}
          aria-haspopup="dialog"
        >
          <HiOutlineInboxArrowDown className="size-4" aria-hidden="true" />
          Answer return…
          <span className="sr-only"> {order.name}</span>
        </button>
      )}
    </div>
  );
}
