import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: '200 while the database answers, 503 otherwise (the database is asked at most once a second)',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), error: z.string(), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.databaseCheck.ensure();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (err) {
        app.log.warn({ err }, 'health check: the database is not answering');
        return reply
          .code(503)
          .header('Retry-After', '5')
          .send({
            status: 'unavailable' as const,
            error: 'Service Unavailable',
            message: 'The database is not answering',
          });
      }
    },
  );
};

export default healthRoutes;
