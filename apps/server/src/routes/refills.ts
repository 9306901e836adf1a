import { apiError } from '@teatree/shared/schemas/api-error';
import { consentMessages, refillChange, refillList } from '@teatree/shared/schemas/consent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { cupsPerDayOf, hasConsent } from '../modules/consents/repository.ts';
import { shopToday } from '../modules/dashboard/takings.ts';
import { findOrder } from '../modules/orders/repository.ts';
import { moveRefill, planRefills, refillsOf } from '../workflows/refill-reminders.ts';

const errors = { 400: apiError, 401: apiError, 404: apiError };
const tags = ['orders'];
const NO_ORDER = 'This order does not exist';

/**
 * A delivered order's refill reminders (docs/decisions/0044-mails-with-consent.md), for its own
 * customer: when each tea should run out, and the day its reminder is due, which the customer may move.
 */
const refillRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, opts) => {
  const answer = async (tx: Executor, orderId: string, user: { id: string; email: string }) => {
    const who = { userId: user.id, email: user.email.toLowerCase() };
    return {
      remindersOn: await hasConsent(tx, 'refill_reminders', who),
      cupsPerDay: await cupsPerDayOf(tx, who),
      refills: await refillsOf(tx, orderId, user.id),
    };
  };
  const ownOrder = async (orderId: string, userId: string) => {
    const order = await findOrder(app.db, orderId);
    if (!order || order.userId !== userId || order.status === 'deleted') throw notFound(NO_ORDER);
    return order;
  };

  app.get(
    '/orders/:id/refills',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "When each tea of the signed-in customer's delivered order should run out, and its reminder's day",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: refillList, ...errors },
      },
    },
    async (request, reply) => {
      const order = await ownOrder(request.params.id, request.user!.id);
      if (order.status === 'delivered') await planRefills(app.db, order.id, opts.timeZone);
      return reply.header('Cache-Control', 'private, no-store').send(await answer(app.db, order.id, request.user!));
    },
  );

  app.patch(
    '/orders/:id/refills/:refillId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Move the day of a refill reminder not yet sent (its customer)',
        params: z.object({ id: z.string().max(64), refillId: z.string().max(80) }),
        body: refillChange,
        response: { 200: refillList, ...errors },
      },
    },
    async (request) => {
      const order = await ownOrder(request.params.id, request.user!.id);
      if (request.body.remindOn < (await shopToday(app.db, opts.timeZone)))
        throw badRequest(consentMessages.remindOn, { remindOn: consentMessages.remindOn });
      if (!(await moveRefill(app.db, request.params.refillId, order.id, request.user!.id, request.body.remindOn))) {
        throw notFound(consentMessages.refillNotFound);
      }
      return answer(app.db, order.id, request.user!);
    },
  );
};

export default refillRoutes;
