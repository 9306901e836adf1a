import { review, reviewListQuery } from '@teatree/shared/schemas/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listReviews } from './repository.ts';

const DEFAULT_PAGE = 50;

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews, newest first. The total is in the X-Total-Count header.',
        querystring: reviewListQuery,
        response: { 200: z.array(review) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listReviews(app.db, {
        limit: request.query.limit ?? DEFAULT_PAGE,
        offset: request.query.offset ?? 0,
      });
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );
};

export default reviewRoutes;
