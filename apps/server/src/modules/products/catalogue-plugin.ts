import fp from 'fastify-plugin';
import { SHOP_CHANGED } from '../../db/notifications.ts';
import { ReviewPages } from '../reviews/review-pages.ts';
import { stockChangeOf } from './catalogue-entries.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public review pages, answered from memory while nothing changed. */
    reviewPages: ReviewPages;
  }
}

/**
 * The public lists kept in memory on each app server: the catalogue (docs/decisions/0005-catalogue-read-model.md)
 * and the review pages (docs/decisions/0016-caches.md). Kept fresh in two ways:
 * - on this server, at once: the route that changed a tea or a review drops them once it succeeded,
 *   before its answer leaves (`catalogueChanged` in lib/effects.ts), so the caller's next read sees it;
 * - on every server, within milliseconds: the database announces each change on `shop_changed`, whoever
 *   made it (another app server, the expiry sweep, a change by hand). While the announcements cannot be
 *   heard, the review pages are not kept and the catalogue checks itself every `refreshMs`.
 * A change of stock alone (orders placed, cancelled, deleted or expired) comes to every server, this one
 * included, as the announcement of the new quantities, written into the catalogue in hand.
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
        if (payload === 'products' || payload === 'reviews' || payload === 'categories') catalogue.invalidate();
        if (payload === 'reviews' || payload === 'orders') reviewPages.clear();
      },
      hearing: (listening) => {
        catalogue.hearing(listening);
        reviewPages.hearing(listening);
      },
    });
    app.addHook('onClose', stopListening);
  },
  { name: 'catalogue', dependencies: ['database'] },
);
