import { apiError } from '@teatree/shared/schemas/api-error';
import {
  isShopPage,
  type ShopPageSlug,
  shopPage,
  shopPageInput,
  shopPageMessages,
  shopPageParams,
} from '@teatree/shared/schemas/shop-page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../lib/http-errors.ts';
import { readShopPage, saveShopPage } from '../modules/shop-pages/repository.ts';

/** The page an address names, or 404. */
function pageOf(slug: string): ShopPageSlug {
  if (!isShopPage(slug)) throw notFound(shopPageMessages.unknown);
  return slug;
}

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const tags = ['pages'];

/** The pages the owner writes (docs/decisions/0038-shop-pages.md): read by anyone, written by administrators. */
const shopPageRoutes: FastifyPluginAsyncZod<{ returnDays: number }> = async (app, opts) => {
  app.get(
    '/pages/:slug',
    {
      schema: {
        tags,
        summary: 'A page of the shop, as the owner wrote it (Shipping and returns)',
        params: shopPageParams,
        response: { 200: shopPage, ...errors },
      },
    },
    async (request, reply) =>
      // Read again on every visit: the owner's change shows at once.
      reply.header('Cache-Control', 'no-cache').send(await readShopPage(app.db, pageOf(request.params.slug), opts)),
  );

  app.put(
    '/pages/:slug',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Write a page of the shop: its whole text (administrators)',
        params: shopPageParams,
        body: shopPageInput,
        response: { 200: shopPage, ...errors },
      },
    },
    async (request) => saveShopPage(app.db, pageOf(request.params.slug), request.body.body, request.user!.name),
  );
};

export default shopPageRoutes;
