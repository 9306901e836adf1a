import { apiError } from '@teatree/shared/schemas/api-error';
import { promotion, promotionInput, promotionList } from '@teatree/shared/schemas/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../lib/route-hooks.ts';
import { addPromotion, changePromotion, listPromotions, removePromotion } from '../modules/promotions/repository.ts';

const idParam = z.object({ id: z.string().max(64) });
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['promotions'];

/**
 * The owner's promotions (docs/decisions/0035-promotions.md): discount codes and automatic offers,
 * administrators only. Times are read and written in the shop's time zone (SHOP_TIMEZONE).
 */
const promotionRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, opts) => {
  app.get(
    '/promotions',
    {
      preHandler: [app.requireAdmin, noStore],
      schema: {
        tags,
        summary: 'Every promotion, newest first, with its uses and what it cost and brought in (administrators)',
        response: { 200: promotionList, ...errors },
      },
    },
    async () => listPromotions(app.db, opts.timeZone),
  );

  app.post(
    '/promotions',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        summary: 'Add a discount code, or an automatic offer without one (administrators)',
        body: promotionInput,
        response: { 201: promotion, ...errors },
      },
    },
    async (request, reply) => {
      const added = await addPromotion(app.db, request.body, opts.timeZone);
      app.effects.promotionsChanged();
      return reply.code(201).send(added);
    },
  );

  app.put(
    '/promotions/:id',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        summary: 'Change a promotion, pause it or start it again (administrators); orders placed keep what they used',
        params: idParam,
        body: promotionInput,
        response: { 200: promotion, ...errors },
      },
    },
    async (request) => {
      const changed = await changePromotion(app.db, request.params.id, request.body, opts.timeZone);
      app.effects.promotionsChanged();
      return changed;
    },
  );

  app.delete(
    '/promotions/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Delete a promotion no order used (administrators); one that was is paused instead',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePromotion(app.db, request.params.id);
      app.effects.promotionsChanged();
      return reply.code(204).send(null);
    },
  );
};

export default promotionRoutes;
