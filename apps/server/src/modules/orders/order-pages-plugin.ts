import fp from 'fastify-plugin';
import { onSendOfRoutesThat } from '../../lib/route-hooks.ts';
import { CustomerOrderPages, ORDERS_CHANGED } from './customer-pages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may change its caller's orders (placing, paying, cancelling one, closing the account):
     * its answer forgets the caller's kept order pages before it is sent, so their next read sees the change.
     */
    changesOrders?: boolean;
  }
  interface FastifyInstance {
    /** Each customer's own order pages, answered from memory while their orders did not change. */
    orderPages: CustomerOrderPages;
  }
}

/**
 * The customers' own order pages kept in memory on each app server (docs/decisions/0016-caches.md). Kept
 * fresh in two ways:
 * - on this server, at once: every route marked `config: { changesOrders: true }` forgets its caller's
 *   pages before the answer leaves;
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
    onSendOfRoutesThat(app, 'changesOrders', async (request, _reply, payload) => {
      if (request.user) pages.forget(request.user.id);
      return payload;
    });
  },
  { name: 'order-pages', dependencies: ['database', 'auth'] },
);
