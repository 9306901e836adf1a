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

/** How one of the buttons looks: its words, its daisyUI colour and its icon. */
type Look = { label: string; className: string; Icon: typeof HiOutlineTruck };

const moveLooks: Record<StatusMove, Look> = {
  shipped: { label: 'Mark shipped', className: 'btn-primary', Icon: HiOutlineTruck },
  delivered: { label: 'Mark delivered', className: 'btn-primary', Icon: HiOutlineCheckCircle },
  cancelled: { label: 'Cancel order', className: 'btn-outline btn-error', Icon: HiOutlineXCircle },
};
const refundLook: Look = { label: 'Refund…', className: 'btn-outline', Icon: HiOutlineArrowUturnLeft };
const answerReturnLook: Look = { label: 'Answer return…', className: 'btn-primary', Icon: HiOutlineInboxArrowDown };

/** One button of the row: what it shows, whether it opens a dialog, and what pressing it does. */
type Action = Look & { key: string; dialog: boolean; act: () => void };

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
  const actions: Action[] = moves.map((status) => ({
    key: status,
    ...moveLooks[status],
    dialog: status !== 'delivered',
    act: () => onMove(order, status),
  }));
  if (onRefund !== undefined && canRefundInPart(order)) {
    actions.push({ key: 'refund', ...refundLook, dialog: true, act: () => onRefund(order) });
  }
  if (onAnswerReturn !== undefined && order.returnStatus === 'asked') {
    actions.push({ key: 'answer-return', ...answerReturnLook, dialog: true, act: () => onAnswerReturn(order) });
  }
  if (actions.length === 0) return null;
  return (
    <div className={`flex flex-wrap gap-2 ${stacked ? '' : 'mt-2'}`}>
      {actions.map(({ key, label, className, Icon, dialog, act }) => (
        <button
          key={key}
          type="button"
          className={`btn btn-xs gap-1 ${className} ${stacked ? 'btn-sm flex-1 whitespace-nowrap' : ''}`}
          disabled={busy}
          onClick={act}
          aria-haspopup={dialog ? 'dialog' : undefined}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
          <span className="sr-only"> {order.name}</span>
        </button>
      ))}
    </div>
  );
}
