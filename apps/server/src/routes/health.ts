import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answer while the database answers never changes: written once, sent as it is (the schema below
  // still describes it), not serialised anew by the response schema for every probe and every bench.
  const answer = { status: 'ok' as const, database: app.database.kind };
  const ok = JSON.stringify(answer);

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
        // A string with a JSON type is sent by Fastify as it is: the bytes of `answer`.
        return reply.type('application/json; charset=utf-8').send(ok as unknown as typeof answer);
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
