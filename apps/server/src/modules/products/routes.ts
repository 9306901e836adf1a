import { apiError } from '@teatree/shared/schemas/api-error';
import { product, productListQuery } from '@teatree/shared/schemas/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { findProduct, listProducts, toProductDto } from './repository.ts';

const DEFAULT_PAGE = 50;

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'The catalogue, newest first. The total is in the X-Total-Count header.',
        querystring: productListQuery,
        response: { 200: z.array(product) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listProducts(app.db, {
        limit: request.query.limit ?? DEFAULT_PAGE,
        offset: request.query.offset ?? 0,
      });
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: product, 404: apiError },
      },
    },
    async (request) => {
      const row = await findProduct(app.db, request.params.id);
      if (!row) throw notFound('This product does not exist');
      return toProductDto(row);
    },
  );
};

export default productRoutes;
