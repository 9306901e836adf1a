import fp from 'fastify-plugin';
import { CustomerOrderPages, ORDERS_CHANGED } from './customer-pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each customer's own order pages, answered from memory while their orders did not change. */
    orderPages: CustomerOrderPages;
  }
}

/**
 * The customers' own order pages kept in memory on each app server (docs/decisions/0016-caches.md). Kept
 * fresh in two ways:
 * - on this server, at once: the route or workflow that changed a customer's orders forgets that
 *   customer's pages before its answer leaves (`ordersPlaced`, `orderPaid`, `orderMoved` in lib/effects.ts);
 * - on every server, within milliseconds: the database announces on `orders_changed` whose orders a
 *   statement changed, whoever made it (an administrator, the expiry sweep, a payment's webhook, another
 *   app server, a change by hand). While the announcements cannot be heard, nothing is kept.
 */
export default fp(
  async (app) => {
    const pages = new CustomerOrderPages();
    app.decorate('orderPages', pages);
    const stopListening = await app.database.listen(ORDERS_CHANGED, {
      message: (customers) => pages.forget(customers),
      hearing: (listening) => pages.hearing(listening),
    });
    app.addHook('onClose', stopListening);
  },
  { name: 'order-pages', dependencies: ['database'] },
);
