import fp from 'fastify-plugin';
import { onSendOfRoutesThat } from '../../lib/route-hooks.ts';
import { ReviewPages } from '../reviews/review-pages.ts';
import { CatalogueSnapshot, stockChangeOf } from './catalogue-snapshot.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may change what the public lists show (a product, its stock, its rating, a review, a
     * payment that makes its customer a verified buyer): a successful answer drops the catalogue
     * snapshot and the review pages before it is sent.
     */
    changesCatalogue?: boolean;
    /**
     * The route may change an existing order's state (which makes its customer a verified buyer, or no
     * longer), and with it a tea's stock: a successful answer drops the review pages before it is sent.
     * The catalogue is not read again: the database announces the new quantities to every app server,
     * this one included, within milliseconds.
     */
    changesSales?: boolean;
    /**
     * The route places new orders, taking their teas' stock, announced as for `changesSales`. A new
     * order is unpaid and makes no verified buyer, so the review pages are kept.
     */
    placesOrders?: boolean;
  }
  interface FastifyInstance {
    /** The public review pages, answered from memory while nothing changed. */
    reviewPages: ReviewPages;
  }
}

/** The database's channel on which changes to products, reviews and order states are announced (migration 0013). */
export const SHOP_CHANGED = 'shop_changed';

/**
 * The public lists kept in memory on each app server: the catalogue (docs/decisions/0005-catalogue-read-model.md)
 * and the review pages (docs/decisions/0016-caches.md). Kept fresh in two ways:
 * - on this server, at once: every route marked `config: { changesCatalogue: true }` drops them when it
 *   succeeds, before the answer leaves, so the caller's next read already sees the change;
 * - on every server, within milliseconds: the database announces each change on `shop_changed`, whoever
 *   made it (another app server, the expiry sweep, a change by hand). While the announcements cannot be
 *   heard, the review pages are not kept and the catalogue checks itself every `refreshMs`.
 * A change of stock alone (routes marked `changesSales` or `placesOrders`: orders and payments) comes to
 * every server, this one included, as the announcement of the new quantities, written into the catalogue
 * in hand.
 */
export default fp(
  async (app, opts: { refreshMs: number }) => {
    const catalogue = new CatalogueSnapshot(app.db, opts.refreshMs);
    const reviewPages = new ReviewPages();
    app.decorate('catalogue', catalogue);
    app.decorate('reviewPages', reviewPages);
    const stopListening = await app.database.listen(SHOP_CHANGED, {
      message: (payload) => {
        const stock = stockChangeOf(payload);
        if (stock) catalogue.restock(stock);
        if (payload === 'products' || payload === 'reviews') catalogue.invalidate();
        if (payload === 'reviews' || payload === 'orders') reviewPages.clear();
      },
      hearing: (listening) => {
        catalogue.hearing(listening);
        reviewPages.hearing(listening);
      },
    });
    app.addHook('onClose', stopListening);
    onSendOfRoutesThat(app, 'changesCatalogue', async (_request, reply, payload) => {
      if (reply.statusCode < 400) {
        catalogue.invalidate();
        reviewPages.clear();
      }
      return payload;
    });
    onSendOfRoutesThat(app, 'changesSales', async (_request, reply, payload) => {
      if (reply.statusCode < 400) {
        catalogue.stockChanged();
        reviewPages.clear();
      }
      return payload;
    });
    onSendOfRoutesThat(app, 'placesOrders', async (_request, reply, payload) => {
      if (reply.statusCode < 400) catalogue.stockChanged();
      return payload;
    });
  },
  { name: 'catalogue', dependencies: ['database'] },
);
