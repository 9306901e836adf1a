import { apiError } from '@teatree/shared/schemas/api-error';
import { profileInput, shopUser } from '@teatree/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { user } from '../../db/schema/index.ts';
import { toShopUser } from '../users/repository.ts';

/**
 * The signed-in user's own profile. The e-mail is not changed here: that goes through Better Auth's
 * verified change (POST /api/auth/change-email), which mails a confirmation link first.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiError, 401: apiError };

  app.get(
    '/profile',
    { preHandler: app.requireUser, schema: { tags: ['profile'], response: { 200: shopUser, ...errors } } },
    async (request) => {
      const [row] = await app.db.select().from(user).where(eq(user.id, request.user!.id));
      return toShopUser(row!);
    },
  );

  app.patch(
    '/profile',
    {
      preHandler: app.requireUser,
      bodyLimit: 16 * 1024,
      schema: { tags: ['profile'], body: profileInput, response: { 200: shopUser, ...errors } },
    },
    async (request) => {
      const { name, phone, company, bio, image } = request.body;
      const [row] = await app.db
        .update(user)
        .set({
          name,
          ...(phone !== undefined && { phone }),
          ...(company !== undefined && { company }),
          ...(bio !== undefined && { bio }),
          ...(image !== undefined && { image: image || null }),
          updatedAt: new Date(),
        })
        .where(eq(user.id, request.user!.id))
        .returning();
      return toShopUser(row!);
    },
  );
};

export default profileRoutes;
