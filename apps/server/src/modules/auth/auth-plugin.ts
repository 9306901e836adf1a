import type { SessionUser } from '@teatree/shared/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../lib/http-errors.ts';
import { type LinkSigner, linkSigner } from '../../lib/signed-links.ts';
import { ORDER_KEY_HEADER } from '../orders/order-keys.ts';
import { grantAdminEmails } from '../users/repository.ts';
import { type Auth, authHeaders, createAuth, type PasswordHashing } from './better-auth.ts';
import { callBetterAuth } from './calls.ts';
import { keptAuthSecret } from './repository.ts';
import { AUTH_CHANGED, SessionCache, sessionKey } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Signs and reads the tokens of links a mail carries that act without a sign-in (lib/signed-links.ts). */
    links: LinkSigner;
    /** preHandler: 401 without a session; sets request.user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 without a session, 403 for a customer. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler of an order's own routes: a guest's order key (header X-Order-Key, sets
     * request.orderKey) stands for a session; without one, as requireUser.
     */
    requireBuyer: (request: FastifyRequest) => Promise<void>;
    /** Reads who is signed in, if anyone, into `request.user`: for a call anyone may make that answers a customer more. */
    identifyUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The key of a guest's order the request came with (docs/decisions/0027-guest-orders.md). */
    orderKey: string | null;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in first';
export const ADMIN_REQUIRED = 'Only an administrator may do this';

/** The session-signing secret: BETTER_AUTH_SECRET, or one made on first start and kept in the database. */
async function resolveSecret(config: Config, db: Database): Promise<string> {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  return keptAuthSecret(db);
}

/**
 * Accounts: Better Auth on the shop's database (modules/auth), the ADMIN_EMAILS grant at start, and
 * the guards every route uses. The /api/auth/* routes are routes/auth.ts.
 */
export default fp(
  async function auth(app: FastifyInstance, opts: { config: Config; passwordHashing?: PasswordHashing }) {
    const secret = await resolveSecret(opts.config, app.db);
    const auth = createAuth({
      config: opts.config,
      db: app.db,
      mailer: app.mailer,
      origins: app.origins,
      secret,
      log: app.log,
      passwordHashing: opts.passwordHashing,
    });
    app.decorate('auth', auth);
    app.decorate('links', linkSigner(secret));
    app.decorateRequest('user', null);

    const promoted = await grantAdminEmails(app.db, opts.config.ADMIN_EMAILS);
    if (promoted.length) app.log.info({ promoted }, 'ADMIN_EMAILS accounts are administrators');

    // Who is signed in, from memory on most requests; forgotten on every app server as the account
    // or its sessions change (modules/auth/session-cache.ts).
    const sessions = new SessionCache();
    const stopListening = await app.database.listen(AUTH_CHANGED, sessions);
    app.addHook('onClose', stopListening);
    const loadUser = async (request: FastifyRequest) => {
      request.user = await sessions.user(sessionKey(request.headers.cookie), async () => {
        const found = await callBetterAuth(() =>
          auth.api.getSession({ headers: authHeaders(request, app.origins.of(request)) }),
        );
        if (!found) return null;
        return {
          user: { ...found.user, role: found.user.role ?? 'user' } as SessionUser,
          expiresAt: found.session.expiresAt,
        };
      });
      return request.user;
    };
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await loadUser(request))) throw unauthorized(SIGN_IN_REQUIRED);
    });
    app.decorate('identifyUser', async (request: FastifyRequest) => {
      await loadUser(request);
    });
    app.decorateRequest('orderKey', null);
    app.decorate('requireBuyer', async (request: FastifyRequest) => {
      const key = request.headers[ORDER_KEY_HEADER];
      if (typeof key === 'string' && key !== '') request.orderKey = key;
      else if (!(await loadUser(request))) throw unauthorized(SIGN_IN_REQUIRED);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const current = await loadUser(request);
      if (!current) throw unauthorized(SIGN_IN_REQUIRED);
      if (current.role !== 'admin') throw forbidden(ADMIN_REQUIRED);
    });
  },
  { name: 'auth', dependencies: ['database', 'mailer', 'origins'] },
);
