import { type DeleteRefusal, whyNotDeletable } from '@teatree/shared/orders/deletable';
import type { Order } from '@teatree/shared/schemas/order';
import { HiOutlineTrash } from 'react-icons/hi2';
import type { OrdersView } from '../utils/orders-view';

/** The lists' short words for why an order keeps no Delete button (the rule: docs/decisions/0011-order-states.md). */
const refusalWords: Record<DeleteRefusal, string> = {
  paid: "Paid orders can't be deleted",
  shipped: "Shipped orders can't be deleted",
  deleted: 'This order is deleted',
};

type DeleteButtonProps = { order: Order; view: OrdersView; busy: boolean; onDelete: (order: Order) => void };

export function DeleteAction({ order, view, busy, onDelete }: DeleteButtonProps) {
  const refusal = whyNotDeletable(order.status, view);
  if (refusal) {
    return <span className="block max-w-28 text-xs leading-snug text-base-content/70">{refusalWords[refusal]}</span>;
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
