import { z } from 'zod';
import { shopUser } from './auth.ts';
import { searchedListQuery, searchedPage } from './searched-lists.ts';

/**
 * Manage All Users' pages (docs/decisions/0037-customers.md): every account with what it bought, a
 * search by name or e-mail, 50 a page, administrators first, then newest first.
 */

export const CUSTOMERS_PAGE_SIZE = 50;
export const CUSTOMER_SEARCH_MAX = 100;

export const customersQuery = searchedListQuery(CUSTOMER_SEARCH_MAX);
export type CustomersQuery = z.input<typeof customersQuery>;

export const customer = shopUser.extend({
  /** Orders placed, whatever became of them (not those deleted by the customer). */
  orders: z.number(),
  /** What the paid orders came to, less what was refunded, in dollars. */
  spent: z.number(),
  lastOrderAt: z.string().nullable(),
});
export type Customer = z.infer<typeof customer>;

export const customerPage = searchedPage({
  customers: z.array(customer),
  /** Administrators in the whole shop: the last one may not be removed or demoted. */
  admins: z.number(),
});
export type CustomerPage = z.infer<typeof customerPage>;
