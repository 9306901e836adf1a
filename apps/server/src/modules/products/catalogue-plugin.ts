import fp from 'fastify-plugin';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may change what the catalogue shows (a product, its stock, its rating): a successful
     * answer invalidates the catalogue snapshot before it is sent.
     */
    changesCatalogue?: boolean;
  }
}

/**
 * The catalogue read model on the app (docs/decisions/0005-catalogue-read-model.md), kept fresh in one
 * place: every route marked `config: { changesCatalogue: true }` invalidates it when it succeeds, before
 * the answer leaves, so the caller's next read already sees the change. A write made outside a request
 * (the expiry sweep of unpaid orders) calls `app.catalogue.invalidate()` itself.
 */
export default fp(
  async (app, opts: { refreshMs: number }) => {
    app.decorate('catalogue', new CatalogueSnapshot(app.db, opts.refreshMs));
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400 && request.routeOptions.config.changesCatalogue) app.catalogue.invalidate();
      return payload;
    });
  },
  { name: 'catalogue', dependencies: ['database'] },
);
