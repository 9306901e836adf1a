import { shopConfig } from '@teatree/shared/schemas/shop-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the web app needs to know about this shop's set-up before anyone signs in. */
const shopConfigRoutes: FastifyPluginAsyncZod<{ googleSignIn: boolean; country: string }> = async (app, opts) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['shop'],
        summary: 'Which optional services this shop has',
        response: { 200: shopConfig },
      },
    },
    async () => ({
      googleSignIn: opts.googleSignIn,
      mail: app.mailer.mode,
      payments: { provider: app.shop.provider.name, publishableKey: app.shop.provider.publishableKey },
      orders: { unpaidOrderMinutes: app.shop.rules.unpaidOrderMinutes },
      country: opts.country,
    }),
  );
};

export default shopConfigRoutes;
