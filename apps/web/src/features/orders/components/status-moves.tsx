import { ORDER_STATUS_MOVES, type Order } from '@teatree/shared/schemas/order';
import { HiOutlineCheckCircle, HiOutlineTruck, HiOutlineXCircle } from 'react-icons/hi2';
import type { StatusMove } from '../api/update-order-status';

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
