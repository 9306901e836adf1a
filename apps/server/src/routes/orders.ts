import { apiError } from '@teatree/shared/schemas/api-error';
import { order, orderDetail, placedOrder } from '@teatree/shared/schemas/order';
import { toOrderDetail, toOrderDto, toReturnDto } from '@teatree/shared/schemas/order-answers';
import { allOrdersQuery, orderListQuery, orderStatusInput } from '@teatree/shared/schemas/order-requests';
import { payOrderInput } from '@teatree/shared/schemas/payment';
import { purchaseInput } from '@teatree/shared/schemas/purchase';
import { refundInput } from '@teatree/shared/schemas/refund';
import { orderReturn, returnAnswerInput, returnInput } from '@teatree/shared/schemas/returns';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../lib/http-errors.ts';
import { sendKeptPage } from '../lib/kept-page.ts';
import { openerOf, opens } from '../modules/orders/order-keys.ts';
import { listOrders, type OrderFilter } from '../modules/orders/order-list.ts';
import { eventsOf, findOrder, linesOf } from '../modules/orders/repository.ts';
import { returnsOf } from '../modules/orders/returns.ts';
import { refundsOfOrder } from '../modules/payments/repository.ts';
import { deleteOrder, moveOrder } from '../workflows/cancel-order.ts';
import { completePayment } from '../workflows/pay-order.ts';
import { placeOrder } from '../workflows/place-order.ts';
import { refundPart } from '../workflows/refund-order.ts';
import { answerReturnRequest, askReturn } from '../workflows/return-order.ts';
import { placeForCustomer } from './customer-order.ts';

const DEFAULT_PAGE = 50;
const idParam = z.object({ id: z.string().max(64) });
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 429: apiError };
const paymentErrors = { 400: apiError, 401: apiError, 402: apiError, 403: apiError, 404: apiError, 409: apiError };

/**
 * Orders (docs/product.md, "API" and departures 1, 2 and 4). Who may see or change an
 * order is decided from the session alone: the customer is the signed-in user, never an e-mail in the
 * body or the query.
 *
 * Every route of `/api/purchase` and `/api/purchase/{id}` is here, recording a payment (PATCH) among
 * them: the address names the order, and what each method does to it (read, pay, delete) is one of
 * the order's states (docs/decisions/0011-order-states.md); its flows live in src/workflows. The
 * payments module keeps the provider's own routes (preparing an intent, the test card, Stripe's webhook).
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A page of orders, with how many the filter matches in X-Total-Count. */
  const ordersPage = async (reply: FastifyReply, filter: OrderFilter) => {
    const { items, total } = await listOrders(app.db, filter);
    reply.header('X-Total-Count', String(total));
    return items;
  };

  app.post(
    '/purchase',
    {
      preHandler: app.requireUser,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['orders'],
        summary:
          'Order a product (a verified customer, within MAX_UNPAID_ORDERS and ORDER_RATE_LIMIT). The product is copied from the catalogue and the customer from the session; other body fields are ignored. The goods are held for UNPAID_ORDER_MINUTES.',
        body: purchaseInput,
        response: { 201: placedOrder, ...errors },
      },
    },
    (request, reply) =>
      placeForCustomer(app, request, reply, (customer, origin) => placeOrder(app.shop, request.body, customer, origin)),
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
      if (!own && caller.role !== 'admin') throw forbidden('You can only see your own orders');
      if (!own) return ordersPage(reply, { email, status, limit, offset });
      // The caller's own pages are kept until their orders change (order-pages-plugin.ts).
      const page = await app.orderPages.page(caller.id, `${limit}:${offset}:${status ?? ''}`, () =>
        listOrders(app.db, { userId: caller.id, status, limit, offset }),
      );
      return sendKeptPage(request, reply, page, { private: true });
    },
  );

  app.get(
    '/purchase/:id',
    {
      preHandler: app.requireBuyer,
      schema: {
        tags: ['orders'],
        summary:
          "One order with its lines and history: the caller's own, any for an admin, or a guest's with its key in X-Order-Key",
        params: idParam,
        response: { 200: orderDetail, ...errors },
      },
    },
    async (request) => {
      const row = await findOrder(app.db, request.params.id);
      // Someone else's order is answered as missing: its existence is not the caller's business.
      const visible = row && (request.user?.role === 'admin' || (await opens(app.db, row, openerOf(request))));
      if (!visible) throw notFound('This order does not exist');
      const [lines, events, refunds, returns] = await Promise.all([
        linesOf(app.db, [row.id]),
        eventsOf(app.db, row.id),
        refundsOfOrder(app.db, row.id),
        returnsOf(app.db, row.id),
      ]);
      return toOrderDetail(row, lines.get(row.id) ?? [], events, refunds, returns);
    },
  );

  app.patch(
    '/purchase/:id',
    {
      preHandler: app.requireBuyer,
      schema: {
        tags: ['payments'],
        summary:
          'Record a payment: the order becomes paid only if the provider confirms this payment for this order and amount. A guest sends the order key in X-Order-Key.',
        params: idParam,
        body: payOrderInput,
        response: { 200: order, ...paymentErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await findOrder(app.db, id);
      if (!row || !(await opens(app.db, row, openerOf(request)))) throw notFound('This order does not exist');
      // Recorded once, wherever the provider confirmed it first (workflows/pay-order.ts): after the
      // test card's confirmation this answers the order as it is, changing nothing.
      const paid = await completePayment(app.shop, id, request.body.transactionId, app.origins.of(request));
      return toOrderDto(paid, (await linesOf(app.db, [paid.id])).get(paid.id) ?? []);
    },
  );

  app.delete(
    '/purchase/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Delete an order. A customer hides an unpaid or ended order of their own (an unpaid one ends, its goods go back to stock). An admin cancels it, refunding a paid one; a shipped order cannot be deleted. The order stays in the books.',
        params: idParam,
        response: { 200: z.object({ deletedCount: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { row } = await deleteOrder(app.shop, request.params.id, request.user!, app.origins.of(request));
      app.effects.orderMoved(row.userId);
      return { deletedCount: 1 };
    },
  );

  app.get(
    '/allOrder',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary:
          "Every customer's orders, newest first (admin), or one account's (`customer`), or the one order `number` names (#1001 or 1001). The total is in X-Total-Count.",
        querystring: allOrdersQuery,
        response: { 200: z.array(order), ...errors },
      },
    },
    async (request, reply) => {
      const { limit = DEFAULT_PAGE, offset = 0, status, number, customer } = request.query;
      return ordersPage(reply, { status, number, limit, offset, userId: customer });
    },
  );

  app.patch(
    '/purchase/:id/status',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary:
          'Ship (with carrier and tracking number), deliver or cancel an order (admin). Cancelling returns the goods to stock and refunds a paid order.',
        params: idParam,
        body: orderStatusInput,
        response: { 200: order, ...errors },
      },
    },
    async (request) => {
      const { row } = await moveOrder(app.shop, request.params.id, request.body, app.origins.of(request));
      app.effects.orderMoved(row.userId);
      return toOrderDto(row, (await linesOf(app.db, [row.id])).get(row.id) ?? []);
    },
  );

  app.post(
    '/purchase/:id/refunds',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['orders'],
        summary:
          'Refund part of a paid, shipped or delivered order (admin): some of its lines or tins, its shipping, an amount, with the reason the customer is mailed. Never more than is left of what was paid; the refunded tins go back to stock when `restock` says so.',
        params: idParam,
        body: refundInput,
        response: { 201: order, ...errors },
      },
    },
    async (request, reply) => {
      const { row } = await refundPart(app.shop, request.params.id, request.body, app.origins.of(request));
      app.effects.orderMoved(row.userId);
      return reply.code(201).send(toOrderDto(row, (await linesOf(app.db, [row.id])).get(row.id) ?? []));
    },
  );

  app.post(
    '/purchase/:id/returns',
    {
      preHandler: app.requireBuyer,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['orders'],
        summary:
          "Ask to return some tins of a delivered order, within RETURN_DAYS of its delivery: the order's customer, or a guest with its key in X-Order-Key. One return waits for the shop's answer at a time.",
        params: idParam,
        body: returnInput,
        response: { 201: orderReturn, ...errors },
      },
    },
    async (request, reply) => {
      const row = await findOrder(app.db, request.params.id);
      // Only the order's own buyer asks: an administrator answers.
      if (!row || !(await opens(app.db, row, openerOf(request)))) throw notFound('This order does not exist');
      const asked = await askReturn(app.shop, row.id, request.body, app.origins.of(request));
      app.effects.orderMoved(row.userId);
      return reply.code(201).send(toReturnDto(asked));
    },
  );

  app.patch(
    '/purchase/:id/returns/:returnId',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['orders'],
        summary:
          'Answer a return (admin): accept it, refunding its tins (and the shipping, when asked) through the provider, or decline it with a note. The customer is mailed either way.',
        params: z.object({ id: z.string().max(64), returnId: z.string().max(64) }),
        body: returnAnswerInput,
        response: { 200: order, ...errors },
      },
    },
    async (request) => {
      const { row } = await answerReturnRequest(
        app.shop,
        request.params.id,
        request.params.returnId,
        request.body,
        app.origins.of(request),
      );
      app.effects.orderMoved(row.userId);
      return toOrderDto(row, (await linesOf(app.db, [row.id])).get(row.id) ?? []);
    },
  );
};

export default orderRoutes;
