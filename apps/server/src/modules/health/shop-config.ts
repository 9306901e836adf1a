import { PAYMENT_PROVIDERS } from '@teatree/shared/schemas/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What the web app needs to know about this shop's set-up before anyone signs in. */
const shopConfigRoutes: FastifyPluginAsyncZod<{ googleSignIn: boolean }> = async (app, opts) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['health'],
        summary: 'Which optional services this shop has',
        response: {
          200: z.object({
            googleSignIn: z.boolean(),
            mail: z.enum(['smtp', 'outbox']),
            payments: z.object({ provider: z.enum(PAYMENT_PROVIDERS), publishableKey: z.string().nullable() }),
            orders: z.object({ unpaidOrderMinutes: z.number() }),
          }),
        },
      },
    },
    async () => ({
      googleSignIn: opts.googleSignIn,
      mail: app.mailer.mode,
      payments: { provider: app.shop.provider.name, publishableKey: app.shop.provider.publishableKey },
      orders: { unpaidOrderMinutes: app.shop.rules.unpaidOrderMinutes },
    }),
  );
};

export default shopConfigRoutes;
