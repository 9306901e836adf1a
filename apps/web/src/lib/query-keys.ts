/**
 * Every key of the query cache, in one place. A query's key starts with one of these, so one invalidation
 * after a write refreshes every list and page under it (a placed order: `orders`, and `products`, whose
 * stock changed; a review: `reviews` on Home, /review and Manage Reviews). A change of identity drops all
 * but the session (lib/auth.ts). Features take their keys from here, never from one another.
 */
export const queryKeys = {
  session: ['auth', 'session'],
  shopConfig: ['shop-config'],
  products: ['products'],
  orders: ['orders'],
  reviews: ['reviews'],
  cart: ['cart'],
  users: ['users'],
  profile: ['profile'],
  addresses: ['addresses'],
  outbox: ['outbox'],
  inbox: ['inbox'],
  payments: ['payments'],
  dashboard: ['dashboard'],
  shipping: ['shipping'],
  promotions: ['promotions'],
  shopPages: ['shop-pages'],
  categories: ['categories'],
  newsletters: ['newsletters'],
  reminderSettings: ['reminder-settings'],
} as const;
