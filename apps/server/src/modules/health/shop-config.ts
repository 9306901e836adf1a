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
        response: { 200: z.object({ googleSignIn: z.boolean(), mail: z.enum(['smtp', 'outbox']) }) },
      },
    },
    async () => ({ googleSignIn: opts.googleSignIn, mail: app.mailer.mode }),
  );
};

export default shopConfigRoutes;
