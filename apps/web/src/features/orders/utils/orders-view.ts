import type { DeletedBy } from '@teatree/shared/orders/deletable';

/** Whose list of orders it is: the customer's own (My Orders) or the shop team's (Manage All Orders). */
export type OrdersView = DeletedBy;
