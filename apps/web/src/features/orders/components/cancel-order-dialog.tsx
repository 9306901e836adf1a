import { formatPrice } from '@teatree/shared/money';
import type { Order } from '@teatree/shared/schemas/order';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type CancelOrderDialogProps = {
  /** Kept by the caller after the dialog closes, so its text does not blank out while it fades away. */
  order: Order | undefined;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onClose: () => void;
};

/**
 * Cancel order, on Manage All Orders (docs/decisions/0011-order-states.md): the order will not be sent,
 * and a paid one is refunded to the customer's card.
 */
export function CancelOrderDialog({ order, open, busy, onCancel, onClose }: CancelOrderDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Cancel this order?"
      confirmLabel="Cancel order"
      cancelLabel="Keep order"
      busy={busy}
      onConfirm={onCancel}
      onClose={onClose}
    >
      <p>
        {order?.quantity} × <strong className="text-base-content">{order?.name}</strong> for{' '}
        <span className="break-all">{order?.user}</span> will not be sent, and the customer sees it as cancelled.
        {order?.status === 'paid'
          ? ` It is paid: the customer's payment of ${formatPrice(order.total)} will be refunded to their card.`
          : ''}{' '}
        This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
