import { deliveryAddressInput, savedAddress } from '@teatree/shared/schemas/address';
import { apiError } from '@teatree/shared/schemas/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addAddress,
  addressesOf,
  changeAddress,
  makeDefaultAddress,
  removeAddress,
} from '../modules/addresses/repository.ts';

const idParam = z.object({ id: z.string().max(64) });
const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError };

/**
 * A customer's kept delivery addresses (docs/product.md, "Delivery addresses"): signed in, their own
 * only; another customer's address answers 404, as one that does not exist. Each address is checked by
 * its country's rules (deliveryAddressInput); a bad field is named in `fields` (`postalCode`).
 */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A customer's addresses are theirs alone: no cache keeps them. */
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/addresses',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['addresses'],
        summary: "The caller's kept addresses (signed in), the default first",
        response: { 200: z.array(savedAddress), ...errors },
      },
    },
    async (request) => addressesOf(app.db, request.user!.id),
  );

  app.post(
    '/addresses',
    {
      preHandler: app.requireUser,
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['addresses'],
        summary:
          "Keep an address (signed in), checked by its country's rules; the first becomes the default. At most 20 (409).",
        body: deliveryAddressInput,
        response: { 201: savedAddress, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await addAddress(app.db, request.user!.id, request.body)),
  );

  app.put(
    '/addresses/:id',
    {
      preHandler: app.requireUser,
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['addresses'],
        summary: 'Change one of my addresses (signed in); whether it is the default stays',
        params: idParam,
        body: deliveryAddressInput,
        response: { 200: savedAddress, ...errors },
      },
    },
    async (request) => changeAddress(app.db, request.user!.id, request.params.id, request.body),
  );

  app.delete(
    '/addresses/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['addresses'],
        summary:
          'Delete one of my addresses (signed in); when it was the default, the oldest left becomes it. Answers the addresses left',
        params: idParam,
        response: { 200: z.array(savedAddress), ...errors },
      },
    },
    async (request) => {
      await removeAddress(app.db, request.user!.id, request.params.id);
      return addressesOf(app.db, request.user!.id);
    },
  );

  app.post(
    '/addresses/:id/default',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['addresses'],
        summary: 'Make one of my addresses the default (signed in)',
        params: idParam,
        response: { 200: savedAddress, ...errors },
      },
    },
    async (request) => makeDefaultAddress(app.db, request.user!.id, request.params.id),
  );
};

export default addressRoutes;
