import { orderDialog, toasts } from '@teatree/shared/messages';
import type { Order } from '@teatree/shared/schemas/order';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { OFFLINE_MESSAGE } from '../../../lib/form-errors';
import { useAuthFailure } from '../../../lib/use-auth-failure';
import { useDeleteOrder } from '../api/delete-order';

type DeleteOrderDialogProps = {
  /** Kept by the caller after the dialog closes, so its text does not blank out while it fades away. */
  order: Order | null;
  open: boolean;
  onClose: () => void;
};

/**
 * The order delete dialog (docs/product.md): titled 'Confirm delete product:' with the product's name, Delete and Cancel.
 * A successful delete closes it and says 'Order {name} is deleted'; the lists refresh by themselves.
 */
export function DeleteOrderDialog({ order, open, onClose }: DeleteOrderDialogProps) {
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
        // A paid order (409) or one already gone (404): the server says which.
        toast.error(error instanceof ApiError ? error.message : OFFLINE_MESSAGE);
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
      confirmLabel="Delete"
      busy={deleteOrder.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{orderDialog.body}</p>
    </ConfirmDialog>
  );
}
