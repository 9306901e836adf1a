import { apiError } from '@teatree/shared/schemas/api-error';
import {
  catalogueFacets,
  facetQuery,
  product,
  productInput,
  productListQuery,
  productUpdateInput,
} from '@teatree/shared/schemas/product';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/http-errors.ts';
import { sendKeptAtAddress, sendKeptPage } from '../lib/kept-page.ts';
import { noStore } from '../lib/route-hooks.ts';
import {
  deleteProduct,
  insertProduct,
  readProduct,
  sizesOf,
  toProductDto,
  toPublicProduct,
  updateProduct,
} from '../modules/products/repository.ts';
import { ratingSummary } from '../modules/reviews/repository.ts';

const DEFAULT_PAGE = 50;
const idParam = z.object({ id: z.string().max(64) });
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      // Its kept page is compressed once for each encoding (lib/kept-page.ts), not on every answer.
      compress: false,
      // A page asked for before at this very address is sent before its query is read again.
      preValidation: sendKeptAtAddress((address) => app.catalogue.pageAt(address)),
      schema: {
        tags: ['products'],
        summary:
          'The catalogue: paging, a search, the filters (category, price, in stock, caffeine, origin, rating), an order. The total is in X-Total-Count.',
        querystring: productListQuery,
        response: { 200: z.array(product), 400: apiError },
      },
    },
    async (request, reply) => {
      const query = { ...request.query, limit: request.query.limit ?? DEFAULT_PAGE, offset: request.query.offset ?? 0 };
      // The page is serialised once per snapshot, from typed rows, and sent as it is every time; asked
      // again by the same address, it is found by that address.
      return sendKeptPage(request, reply as unknown as FastifyReply, await app.catalogue.page(query, request.url));
    },
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags: ['products'],
        summary:
          "How many teas each filter's choices would list, the other filters kept: the catalogue's filter counts",
        querystring: facetQuery,
        response: { 200: catalogueFacets, 400: apiError },
      },
    },
    async (request) => app.catalogue.facets(request.query),
  );

  const productOr404 = async (id: string) => {
    const tea = await readProduct(app.db, id);
    if (!tea) throw notFound('This product does not exist');
    return tea;
  };

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: "One product, its creator's e-mail masked (m•••@example.com)",
        params: idParam,
        response: { 200: product, ...errors },
      },
    },
    async (request) => toPublicProduct(await productOr404(request.params.id)),
  );

  app.get(
    '/products/:id/admin',
    {
      preHandler: [app.requireAdmin, noStore],
      schema: {
        tags: ['products'],
        summary: "One product as the edit form reads it (admin): the creator's e-mail whole",
        params: idParam,
        response: { 200: product, ...errors },
      },
    },
    async (request) => productOr404(request.params.id),
  );

  app.post(
    '/products',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['products'],
        summary: 'Add a product (admin). The creator is the signed-in admin.',
        body: productInput,
        response: { 201: z.object({ insertedId: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const admin = request.user!;
      const insertedId = await insertProduct(app.db, request.body, { name: admin.name, email: admin.email });
      app.effects.catalogueChanged();
      return reply.code(201).send({ insertedId });
    },
  );

  app.patch(
    '/products/:id',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['products'],
        summary: 'Edit a product (admin)',
        params: idParam,
        body: productUpdateInput,
        response: { 200: product, ...errors },
      },
    },
    async (request) => {
      const row = await updateProduct(app.db, request.params.id, request.body);
      if (!row) throw notFound('This product does not exist');
      app.effects.catalogueChanged();
      const [sizes, reviews] = await Promise.all([sizesOf(app.db, [row.id]), ratingSummary(app.db, row.id)]);
      return toProductDto(row, sizes.get(row.id) ?? [], reviews, { withFacts: true });
    },
  );

  app.delete(
    '/products/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['products'],
        summary: 'Delete a product (admin). Past orders and reviews keep their copy of it.',
        params: idParam,
        response: { 200: z.object({ deletedCount: z.number() }), ...errors },
      },
    },
    async (request) => {
      const deletedCount = await deleteProduct(app.db, request.params.id);
      if (!deletedCount) throw notFound('This product does not exist');
      app.effects.catalogueChanged();
      return { deletedCount };
    },
  );
};

export default productRoutes;
