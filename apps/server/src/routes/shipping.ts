import { apiError } from '@teatree/shared/schemas/api-error';
import { quote, quoteInput } from '@teatree/shared/schemas/quote';
import { methodInput, type ShippingSetup, shippingSetup, taxInput, zoneInput } from '@teatree/shared/schemas/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../lib/route-hooks.ts';
import { quoteFor } from '../modules/shipping/quote.ts';
import {
  addMethod,
  addZone,
  changeMethod,
  changeZone,
  readSetup,
  removeMethod,
  removeZone,
  setTax,
} from '../modules/shipping/setup.ts';

const idParam = z.object({ id: z.string().max(64) });
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['shipping'];

/**
 * Shipping and tax (docs/decisions/0033-shipping-and-tax.md): the owner's zones, methods and tax rates
 * (administrators only; each change answers the whole setup), and the quote anyone's cart asks for.
 */
const shippingRoutes: FastifyPluginAsyncZod<{ shopCountry: string; timeZone: string }> = async (app, opts) => {
  /** A change's answer, once the delivery this server keeps is forgotten (lib/effects.ts). */
  const changed = async (setup: Promise<ShippingSetup>) => {
    const answer = await setup;
    app.effects.shippingChanged();
    return answer;
  };

  app.get(
    '/shipping',
    {
      preHandler: [app.requireAdmin, noStore],
      schema: {
        tags,
        summary: 'The shipping zones, their methods and the tax rates (administrators)',
        response: { 200: shippingSetup, ...errors },
      },
    },
    async () => readSetup(app.db),
  );

  app.post(
    '/shipping/zones',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Add a zone: its name and countries, or the rest of the world (administrators)',
        body: zoneInput,
        response: { 201: shippingSetup, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await changed(addZone(app.db, request.body))),
  );

  app.put(
    '/shipping/zones/:id',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: "Change a zone's name and countries (administrators)",
        params: idParam,
        body: zoneInput,
        response: { 200: shippingSetup, ...errors },
      },
    },
    async (request) => changed(changeZone(app.db, request.params.id, request.body)),
  );

  app.delete(
    '/shipping/zones/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Delete a zone and its methods (administrators)',
        params: idParam,
        response: { 200: shippingSetup, ...errors },
      },
    },
    async (request) => changed(removeZone(app.db, request.params.id)),
  );

  app.post(
    '/shipping/zones/:id/methods',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Add a method to a zone: flat, by weight bands or by value bands (administrators)',
        params: idParam,
        body: methodInput,
        response: { 201: shippingSetup, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await changed(addMethod(app.db, request.params.id, request.body))),
  );

  app.put(
    '/shipping/methods/:id',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Change a method (administrators)',
        params: idParam,
        body: methodInput,
        response: { 200: shippingSetup, ...errors },
      },
    },
    async (request) => changed(changeMethod(app.db, request.params.id, request.body)),
  );

  app.delete(
    '/shipping/methods/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Delete a method (administrators)',
        params: idParam,
        response: { 200: shippingSetup, ...errors },
      },
    },
    async (request) => changed(removeMethod(app.db, request.params.id)),
  );

  app.put(
    '/tax',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Set whether prices include tax, the class shipping is taxed in, and every tax rate (administrators)',
        body: taxInput,
        response: { 200: shippingSetup, ...errors },
      },
    },
    async (request) => changed(setTax(app.db, request.body)),
  );

  app.post(
    '/shipping/quote',
    {
      preHandler: app.identifyUser,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary:
          "What these teas cost delivered to a country (and region): each method that takes them, its price, how much more ships free, and the order's totals with tax",
        body: quoteInput,
        response: { 200: quote, 400: apiError },
      },
    },
    // A signed-in customer's quote counts their own uses of a code; anyone else's, nobody's yet.
    async (request) =>
      quoteFor(app.db, request.body, {
        shopCountry: opts.shopCountry,
        timeZone: opts.timeZone,
        buyer: { customerId: request.user?.id ?? null, email: request.user?.email ?? null },
        promotions: app.promotions,
        shipping: app.shipping,
      }),
  );
};

export default shippingRoutes;
