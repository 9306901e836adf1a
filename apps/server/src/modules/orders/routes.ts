import { apiError } from '@teatree/shared/schemas/api-error';
import { order, orderListQuery, orderStatusInput, purchaseInput } from '@teatree/shared/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { deleteOrder, findOrder, listOrders, moveOrder, placeOrder, toOrderDto } from './repository.ts';

const DEFAULT_PAGE = 50;
const idParam = z.object({ id: z.string().max(64) });
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const pageQuery = orderListQuery.omit({ email: true });

/**
 * Orders (docs/product.md, "API" and departures 1, 2 and 4). Who may see or change an
 * order is decided from the session alone: the customer is the signed-in user, never an e-mail in the
 * body or the query.
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/purchase',
    {
      preHandler: app.requireUser,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['orders'],
        summary:
          'Order a product. The product is copied from the catalogue and the customer from the session; other body fields are ignored.',
        body: purchaseInput,
        response: { 201: z.object({ insertedId: z.string(), order }), ...errors },
      },
    },
    async (request, reply) => {
      const customer = request.user!;
      const row = await placeOrder(app.db, request.body, {
        id: customer.id,
        name: customer.name,
        email: customer.email,
      });
      app.catalogue.invalidate();
      return reply.code(201).send({ insertedId: row.id, order: toOrderDto(row) });
    },
  );

  app.get(
    '/purchase',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          "The caller's orders, newest first (an admin may ask for another customer's with ?email=). The total is in X-Total-Count.",
        querystring: orderListQuery,
        response: { 200: z.array(order), ...errors },
      },
    },
    async (request, reply) => {
      const caller = request.user!;
      const { email, limit = DEFAULT_PAGE, offset = 0, status } = request.query;
      const own = !email || email === caller.email.toLowerCase();
      if (!own && caller.role !== 'admin') throw new HttpError(403, 'You can only see your own orders');
      const { items, total } = await listOrders(app.db, {
        ...(own ? { userId: caller.id } : { email }),
        status,
        limit,
        offset,
      });
      reply.header('X-Total-Count', String(total));
      return items.map(toOrderDto);
    },
  );

  app.get(
    '/purchase/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: "One order: the caller's own, or any for an admin",
        params: idParam,
        response: { 200: order, ...errors },
      },
    },
    async (request) => {
      const caller = request.user!;
      const row = await findOrder(app.db, request.params.id);
      // Someone else's order is answered as missing: its existence is not the caller's business.
      if (!row || (row.userId !== caller.id && caller.role !== 'admin')) throw notFound('This order does not exist');
      return toOrderDto(row);
    },
  );

  app.delete(
    '/purchase/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Delete an order: the customer an unpaid one of their own, an admin any. Goods not yet shipped go back to stock.',
        params: idParam,
        response: { 200: z.object({ deletedCount: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { stockChanged } = await deleteOrder(app.db, request.params.id, request.user!);
      if (stockChanged) app.catalogue.invalidate();
      return { deletedCount: 1 };
    },
  );

  app.get(
    '/allOrder',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary: "Every customer's orders, newest first (admin). The total is in X-Total-Count.",
        querystring: pageQuery,
        response: { 200: z.array(order), ...errors },
      },
    },
    async (request, reply) => {
      const { limit = DEFAULT_PAGE, offset = 0, status } = request.query;
      const { items, total } = await listOrders(app.db, { status, limit, offset });
      reply.header('X-Total-Count', String(total));
      return items.map(toOrderDto);
    },
  );

  app.patch(
    '/purchase/:id/status',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Ship, deliver or cancel an order (admin). Cancelling returns unshipped goods to stock.',
        params: idParam,
        body: orderStatusInput,
        response: { 200: order, ...errors },
      },
    },
    async (request) => {
      const { row, stockChanged } = await moveOrder(app.db, request.params.id, request.body.status);
      if (stockChanged) app.catalogue.invalidate();
      return toOrderDto(row);
    },
  );
};

export default orderRoutes;
