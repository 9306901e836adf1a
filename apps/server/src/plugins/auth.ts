import { randomBytes } from 'node:crypto';
import { BRAND } from '@teatree/shared/messages';
import { signInInput, signUpInput } from '@teatree/shared/schemas/auth';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { fromNodeHeaders } from 'better-auth/node';
import { admin, bearer } from 'better-auth/plugins';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { account, appSettings, rateLimit, session, user, verification } from '../db/schema/index.ts';
import { HttpError, statusText } from '../lib/http-errors.ts';
import type { Mailer } from './mailer.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  role: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: ReturnType<typeof createAuth>;
    /** preHandler: 401 without a session; sets request.user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 without a session, 403 for a customer. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in first';
export const ADMIN_REQUIRED = 'Only an administrator may do this';

function createAuth(config: Config, db: Database, mailer: Mailer, secret: string) {
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            prompt: 'select_account' as const,
          },
        }
      : {};
  const perMinute = { window: 60, max: config.AUTH_RATE_LIMIT };
  return betterAuth({
    appName: BRAND,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins:
      config.NODE_ENV === 'development' ? [config.publicUrl, 'http://localhost:5173'] : [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: to, url }) => {
        await mailer.send({
          to: to.email,
          subject: `Reset your ${BRAND} password`,
          text: `Hello ${to.name},\n\nSomeone (we hope you) asked to reset the password of your ${BRAND} account. Choose a new one here within the hour:\n\n${url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: to, url }) => {
        await mailer.send({
          to: to.email,
          subject: `Verify your e-mail for ${BRAND}`,
          text: `Hello ${to.name},\n\nWelcome to ${BRAND}! Please confirm your e-mail address by opening this link:\n\n${url}\n\nIf you did not sign up, ignore this mail.\n`,
        });
      },
    },
    socialProviders: google,
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, defaultValue: '', input: false },
        company: { type: 'string', required: false, defaultValue: '', input: false },
        bio: { type: 'string', required: false, defaultValue: '', input: false },
      },
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user: to, newEmail, url }) => {
          await mailer.send({
            to: to.email,
            subject: `Confirm the new e-mail of your ${BRAND} account`,
            text: `Hello ${to.name},\n\nTo change your account's e-mail to ${newEmail}, open this link:\n\n${url}\n`,
          });
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Every page asks who is signed in; Better Auth's window only resets after a quiet minute,
        // so a busy customer (or an office behind one address) would otherwise be signed out.
        '/get-session': false,
        '/sign-in/email': perMinute,
        '/sign-up/email': perMinute,
        '/request-password-reset': perMinute,
        '/send-verification-email': perMinute,
        '/change-email': perMinute,
      },
    },
    advanced: {
      cookiePrefix: 'teatree',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: ['x-teatree-client-ip'] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (data) => ({
            data: { ...data, role: config.ADMIN_EMAILS.includes(data.email.toLowerCase()) ? 'admin' : 'user' },
          }),
        },
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), bearer()],
  });
}

/** The session-signing secret: BETTER_AUTH_SECRET, or one made on first start and kept in the database. */
async function resolveSecret(config: Config, db: Database): Promise<string> {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  await db
    .insert(appSettings)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  return row!.value;
}

/** Forwards a body-validation failure in the shop's error shape, before Better Auth sees the request. */
function validateAuthBody(path: string, body: unknown) {
  const schema = path === '/sign-up/email' ? signUpInput : path === '/sign-in/email' ? signInInput : null;
  if (!schema) return body;
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return { ...(body as object), ...parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  const [first] = Object.entries(fields);
  throw new HttpError(400, first ? `${first[0]}: ${first[1]}` : 'The request is not valid', fields);
}

/**
 * Better Auth at /api/auth/*: sign-up, sign-in (e-mail and Google), sessions in an httpOnly cookie or a
 * bearer token, e-mail verification, password reset, roles. Its errors are answered in the shop's shape.
 */
export default fp(
  async function auth(app: FastifyInstance, opts: { config: Config }) {
    const secret = await resolveSecret(opts.config, app.db);
    const auth = createAuth(opts.config, app.db, app.mailer, secret);
    app.decorate('auth', auth);
    app.decorateRequest('user', null);

    if (opts.config.ADMIN_EMAILS.length) {
      await app.db.update(user).set({ role: 'admin' }).where(inArray(user.email, opts.config.ADMIN_EMAILS));
    }

    const loadUser = async (request: FastifyRequest) => {
      const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      request.user = found ? ({ ...found.user, role: found.user.role ?? 'user' } as SessionUser) : null;
      return request.user;
    };
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await loadUser(request))) throw new HttpError(401, SIGN_IN_REQUIRED);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const current = await loadUser(request);
      if (!current) throw new HttpError(401, SIGN_IN_REQUIRED);
      if (current.role !== 'admin') throw new HttpError(403, ADMIN_REQUIRED);
    });

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async handler(request, reply) {
        const url = new URL(request.url, opts.config.publicUrl);
        const body =
          request.method === 'POST'
            ? validateAuthBody(url.pathname.slice('/api/auth'.length), request.body)
            : undefined;
        const headers = fromNodeHeaders(request.headers);
        // Better Auth keys its rate limits by client address: give it the one Fastify trusts.
        headers.set('x-teatree-client-ip', request.ip);
        headers.delete('content-length');
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        );
        reply.code(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        const text = await response.text();
        if (response.status >= 400) {
          let parsed: { code?: string; message?: string } = {};
          try {
            parsed = JSON.parse(text);
          } catch {}
          return reply.type('application/json').send({
            error: statusText(response.status),
            message: parsed.message || 'The request could not be completed',
            ...(parsed.code ? { code: parsed.code } : {}),
          });
        }
        return reply.send(text || null);
      },
    });
  },
  { name: 'auth', dependencies: ['database', 'mailer'] },
);
