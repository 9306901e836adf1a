import { apiError } from '@teatree/shared/schemas/api-error';
import { category, categoryChange, categoryInput, categoryParams } from '@teatree/shared/schemas/category';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addCategory, changeCategory, listCategories, retireCategory } from '../modules/categories/repository.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['categories'];

/**
 * The categories the owner keeps (docs/decisions/0041-owner-kept-categories.md): read by anyone (the
 * catalogue's filter, the product form), changed by administrators. Every change reaches the catalogue
 * kept in memory: on this server at once, on the others by the database's announcement.
 */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: "The shop's categories in the owner's order, with how many teas each holds",
        response: { 200: z.array(category) },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(await listCategories(app.db)),
  );

  app.post(
    '/categories',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: 'Add a category at the end of the list (administrators)',
        body: categoryInput,
        response: { 201: category, ...errors },
      },
    },
    async (request, reply) => {
      const added = await addCategory(app.db, request.body.name);
      app.effects.catalogueChanged();
      return reply.code(201).send(added);
    },
  );

  app.patch(
    '/categories/:id',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: 'Rename a category (and so every tea in it) or move it (administrators); answers the whole list',
        params: categoryParams,
        body: categoryChange,
        response: { 200: z.array(category), ...errors },
      },
    },
    async (request) => {
      const list = await changeCategory(app.db, request.params.id, request.body);
      app.effects.catalogueChanged();
      return list;
    },
  );

  app.delete(
    '/categories/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Retire a category that no tea is in (administrators)',
        params: categoryParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await retireCategory(app.db, request.params.id);
      app.effects.catalogueChanged();
      return reply.code(204).send(null);
    },
  );
};

export default categoryRoutes;
