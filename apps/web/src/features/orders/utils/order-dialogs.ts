import type { Order } from '@teatree/shared/schemas/order';
import { useReducer } from 'react';

/** The dialogs of Manage All Orders: Delete, Cancel order, Mark shipped, Refund part of an order and Answer return. */
export type OrderDialog = 'delete' | 'cancel' | 'ship' | 'refund' | 'return';

/**
 * Which dialog is open, if any, and the order each was last opened for: the order stays after its
 * dialog closes, so the dialog's text does not blank out while it fades away.
 */
export type OrderDialogs = { open: OrderDialog | null; orders: Partial<Record<OrderDialog, Order>> };

export type OrderDialogAction =
  | { type: 'open'; dialog: OrderDialog; order: Order }
  /** Closes whichever of `dialogs` is open; another one stays open. */
  | { type: 'close'; dialogs: readonly OrderDialog[] };

export const noOrderDialog: OrderDialogs = { open: null, orders: {} };

export function orderDialogsReducer(state: OrderDialogs, action: OrderDialogAction): OrderDialogs {
  if (action.type === 'open') {
    return { open: action.dialog, orders: { ...state.orders, [action.dialog]: action.order } };
  }
  return state.open && action.dialogs.includes(state.open) ? { ...state, open: null } : state;
}

/** Manage All Orders' dialogs, one open at a time, each keeping the order it was last opened for. */
export function useOrderDialogs() {
  const [dialogs, dispatch] = useReducer(orderDialogsReducer, noOrderDialog);
  return {
    dialogs,
    /** The order `dialog` is open for, or undefined while it is closed. */
    openFor: (dialog: OrderDialog) => (dialogs.open === dialog ? dialogs.orders[dialog] : undefined),
    open: (dialog: OrderDialog, order: Order) => dispatch({ type: 'open', dialog, order }),
    close: (...closing: OrderDialog[]) => dispatch({ type: 'close', dialogs: closing }),
  };
}
