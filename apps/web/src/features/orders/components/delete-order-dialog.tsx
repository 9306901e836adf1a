import { orderDialog, toasts } from '@teatree/shared/messages';
import { formatPrice } from '@teatree/shared/money';
import { customerDeleteDialog } from '@teatree/shared/orders/delete-dialog';
import type { Order } from '@teatree/shared/schemas/order';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { useAuthFailure } from '../../../lib/auth-failure';
import { failureMessage } from '../../../lib/form-errors';
import { useDeleteOrder } from '../api/delete-order';
import type { OrdersView } from '../utils/orders-view';

type DeleteOrderDialogProps = {
  /** Kept by the caller after the dialog closes, so its text does not blank out while it fades away. */
  order: Order | null;
  view: OrdersView;
  open: boolean;
  onClose: () => void;
};

/** What an administrator's delete of this order does, beyond the dialog's fixed question (docs/decisions/0011-order-states.md). */
function consequence(order: Order): string {
  if (order.status === 'paid') {
    return `It is paid: the customer's payment of ${formatPrice(order.total)} will be refunded to their card, and the teas go back on the shelf.`;
  }
  if (order.status === 'pending') return 'It is cancelled, its teas go back on the shelf and the customer is told.';
  return 'It has ended already: it leaves the lists, and stays in the books.';
}

/**
 * The order delete dialog (docs/product.md): titled 'Confirm delete product:' with the product's name.
 * Manage All Orders keeps the original's question, Delete and Cancel, with a sentence on what the delete
 * does (an administrator's delete of a paid order refunds it); a customer's own (My Orders) says what it
 * does in one sentence, with Keep order and Delete order. A successful
 * delete closes it and says 'Order {name} is deleted'; the lists refresh by themselves. A refusal (a paid
 * order, a payment on its way, a refund the provider refused) shows the server's reason in a red toast.
 */
export function DeleteOrderDialog({ order, view, open, onClose }: DeleteOrderDialogProps) {
  const deleteOrder = useDeleteOrder();
  const onAuthFailure = useAuthFailure();

  const onConfirm = () => {
    if (!order || !open) return;
    deleteOrder.mutate(order._id, {
      onSuccess: () => {
        toast.success(toasts.orderDeleted(order.name));
        onClose();
      },
      onError: async (error) => {
        onClose();
        if (await onAuthFailure(error)) return;
        toast.error(failureMessage(error));
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={
        <>
          {orderDialog.title} <span className="text-primary">{order?.name}</span>
        </>
      }
      confirmLabel={view === 'admin' ? 'Delete' : customerDeleteDialog.delete}
      cancelLabel={view === 'admin' ? 'Cancel' : customerDeleteDialog.keep}
      busy={deleteOrder.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {view === 'admin' ? (
        <>
          <p>{orderDialog.body}</p>
          {order && <p className="mt-2">{consequence(order)}</p>}
        </>
      ) : (
        <p>{order?.status === 'pending' ? customerDeleteDialog.unpaid : customerDeleteDialog.ended}</p>
      )}
    </ConfirmDialog>
  );
}
