import type { OrderStatus } from '../schemas/order.ts';

/** Whose Delete it is: the order's own customer (My Orders) or the shop team (Manage All Orders). */
export type DeletedBy = 'customer' | 'admin';

/**
 * Why an order cannot be deleted: it is paid (a customer's delete), it left the shop (the shop team's), or
 * it is deleted already. Each side says it in its own words: the lists briefly, the server's 409 in full.
 */
export type DeleteRefusal = 'paid' | 'shipped' | 'deleted';

/**
 * Who may delete what (docs/decisions/0011-order-states.md): a customer their unpaid order and their
 * ended ones (cancelled, expired, refunded), never a paid one; the shop team any order but a shipped or
 * delivered one (their delete cancels a pending order and refunds a paid one). Answers why not, or null.
 * The lists offer Delete by it, and the server's deleteOrder refuses by it.
 */
export function whyNotDeletable(status: OrderStatus, by: DeletedBy): DeleteRefusal | null {
  switch (status) {
    case 'pending':
    case 'cancelled':
    case 'expired':
    case 'refunded':
      return null;
    case 'paid':
      return by === 'admin' ? null : 'paid';
    case 'shipped':
    case 'delivered':
      // A customer paid for it: to them it is a paid order, whatever became of it since.
      return by === 'admin' ? 'shipped' : 'paid';
    default:
      return 'deleted';
  }
}
