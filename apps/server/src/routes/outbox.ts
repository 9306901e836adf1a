import { apiError } from '@teatree/shared/schemas/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptMail, withTokensHidden } from '../modules/outbox/repository.ts';

/**
 * The local outbox (admin): mail kept while no SMTP server is configured, newest first, each account
 * link's token hidden (the whole link is in the server's log). Mail sent through SMTP is never listed:
 * its links belong to the customers they were sent to.
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['outbox'],
        response: {
          200: z.object({
            mode: z.enum(['smtp', 'outbox']),
            mail: z.array(
              z.object({
                _id: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
          401: apiError,
          403: apiError,
        },
      },
    },
    async () => {
      const rows = await keptMail(app.db, 200);
      return {
        mode: app.mailer.mode,
        mail: rows.map((r) => ({
          _id: r.id,
          to: r.to,
          subject: r.subject,
          text: withTokensHidden(r.text),
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default outboxRoutes;
