import { apiError } from '@teatree/shared/schemas/api-error';
import { shopUser } from '@teatree/shared/schemas/auth';
import { customerPage, customersQuery } from '@teatree/shared/schemas/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../lib/http-errors.ts';
import { noStore } from '../lib/route-hooks.ts';
import { listCustomers } from '../modules/users/customers.ts';
import { changeRole, findUserByEmail, listUsers, removeAccount } from '../modules/users/repository.ts';
import { cancelUnpaidOrdersOf } from '../workflows/cancel-order.ts';

const emailParam = z.object({ email: z.string().trim().toLowerCase().max(254) });
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

/** The user calls (docs/product.md, "API"): the admin lookup, the users table, Make Admin; plus the pages of accounts with their figures, demote and Remove User. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/:email',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Whether the caller (or, for an admin, anyone) is an administrator',
        params: emailParam,
        response: { 200: z.object({ admin: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const caller = request.user!;
      const { email } = request.params;
      if (email !== caller.email.toLowerCase() && caller.role !== 'admin') {
        throw forbidden('You may only ask about your own account');
      }
      if (email === caller.email.toLowerCase()) return { admin: caller.role === 'admin' };
      const row = await findUserByEmail(app.db, email);
      return { admin: row?.role === 'admin' };
    },
  );

  app.get(
    '/user',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['users'], summary: 'All users (admin)', response: { 200: z.array(shopUser), ...errors } },
    },
    async () => listUsers(app.db),
  );

  app.get(
    '/users',
    {
      preHandler: [app.requireAdmin, noStore],
      schema: {
        tags: ['users'],
        summary:
          'One page of the accounts, newest first, with their orders, what they spent and their last order; `q` searches names and e-mails (admin)',
        querystring: customersQuery,
        response: { 200: customerPage, ...errors },
      },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  /** Make Admin (PUT) and taking the role back (DELETE): the account's role set to `role`. */
  const roleRoute = (method: 'PUT' | 'DELETE', role: 'admin' | 'user', summary: string) =>
    app.route({
      method,
      url: '/user/admin/:email',
      preHandler: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary,
        params: emailParam,
        response: { 200: z.object({ modifiedCount: z.number() }), ...errors },
      },
      handler: async (request) => {
        const modifiedCount = await changeRole(app.db, request.params.email, role);
        await app.effects.accountChanged(request.log);
        return { modifiedCount };
      },
    });
  roleRoute('PUT', 'admin', 'Make Admin (admin)');
  roleRoute('DELETE', 'user', 'Take the admin role back (admin); the last administrator stays');

  app.delete(
    '/user/:email',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Remove User (admin): the account and its sessions go, its orders stay for the books',
        params: emailParam,
        response: { 200: z.object({ deletedCount: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { deletedCount } = await removeAccount(app.db, request.params.email, {
        endUnpaidOrders: (tx, userId) => cancelUnpaidOrdersOf(app.shop, tx, userId),
      });
      // The account's own order pages cannot be read any more; the database announces its orders' ends.
      await app.effects.accountRemoved(null, request.log);
      return { deletedCount };
    },
  );
};

export default userRoutes;
