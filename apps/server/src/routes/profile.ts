import { accountDeletionInput, dataExportFileName, privacyMessages } from '@teatree/shared/privacy';
import { savedAddress } from '@teatree/shared/schemas/address';
import { apiError } from '@teatree/shared/schemas/api-error';
import { profileInput, shopUser } from '@teatree/shared/schemas/auth';
import { consentItem } from '@teatree/shared/schemas/consent';
import { order } from '@teatree/shared/schemas/order';
import { review } from '@teatree/shared/schemas/review';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { customerData } from '../modules/profile/repository.ts';
import { findUserById, removeAccount, toShopUser, updateProfile } from '../modules/users/repository.ts';
import { cancelUnpaidOrdersOf } from '../workflows/cancel-order.ts';

const dataExport = z.object({
  exportedAt: z.string(),
  profile: shopUser,
  orders: z.array(order),
  reviews: z.array(review),
  cart: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().int() })),
  addresses: z.array(savedAddress),
  consents: z.array(consentItem),
});

/** Set-Cookie values that make the browser forget its session cookies, as signing out does. */
async function expiredSessionCookies(app: FastifyInstance): Promise<string[]> {
  const { authCookies } = await app.auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    ({ name, attributes }) =>
      [
        `${name}=`,
        'Max-Age=0',
        `Path=${attributes.path ?? '/'}`,
        ...(attributes.httpOnly ? ['HttpOnly'] : []),
        ...(attributes.secure ? ['Secure'] : []),
        ...(attributes.sameSite ? [`SameSite=${attributes.sameSite}`] : []),
      ].join('; '),
  );
}

/**
 * The signed-in user's own profile. The e-mail is not changed here: that goes through Better Auth's
 * verified change (POST /api/auth/change-email), which mails a confirmation link first.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError };

  app.get(
    '/profile',
    { preHandler: app.requireUser, schema: { tags: ['profile'], response: { 200: shopUser, ...errors } } },
    async (request) => toShopUser((await findUserById(app.db, request.user!.id))!),
  );

  app.patch(
    '/profile',
    {
      preHandler: app.requireUser,
      bodyLimit: 16 * 1024,
      schema: { tags: ['profile'], body: profileInput, response: { 200: shopUser, ...errors } },
    },
    async (request) => {
      const updated = await updateProfile(app.db, request.user!.id, request.body);
      await app.effects.accountChanged(request.log);
      return toShopUser(updated);
    },
  );

  app.get(
    '/profile/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary:
          'Download my data (signed in): the profile, every order, every review, the cart and the kept addresses linked to the account, as a JSON file',
        response: { 200: dataExport, ...errors },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const data = await customerData(app.db, request.user!.id, now);
      if (!data) throw notFound('There is no account to export');
      return reply
        .header('Content-Disposition', `attachment; filename="${dataExportFileName(now)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(data);
    },
  );

  app.delete(
    '/profile',
    {
      preHandler: app.requireUser,
      bodyLimit: 1024,
      schema: {
        tags: ['profile'],
        summary:
          'Delete my account (signed in), with the body { "confirm": "DELETE" }. Every session ends; orders stay for the ' +
          'books without the account, reviews stay as "Former customer". The last administrator is refused (409).',
        body: accountDeletionInput.nullish(),
        response: { 200: z.object({ deletedCount: z.number() }), ...errors },
      },
    },
    async (request, reply) => {
      // A call with no body at all is told which field it lacks, as a wrong one is.
      if (!request.body) {
        throw badRequest(`confirm: ${privacyMessages.confirmDelete}`, { confirm: privacyMessages.confirmDelete });
      }
      const { deletedCount } = await removeAccount(app.db, request.user!.email, {
        endUnpaidOrders: (tx, userId) => cancelUnpaidOrdersOf(app.shop, tx, userId),
        lastAdminMessage: privacyMessages.lastAdmin,
      });
      await app.effects.accountRemoved(request.user!.id, request.log);
      return reply.header('set-cookie', await expiredSessionCookies(app)).send({ deletedCount });
    },
  );
};

export default profileRoutes;
