import { BRAND } from '@teatree/shared/messages';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { fromNodeHeaders } from 'better-auth/node';
import { type GoogleProfile, verifyGoogleIdToken } from 'better-auth/social-providers';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { account, rateLimit, session, user, verification } from '../../db/schema/index.ts';
import type { Origins } from '../../plugins/origins.ts';
import type { Mailer } from '../outbox/mailer.ts';
import { grantAdminEmails } from '../users/repository.ts';
import { accountMails } from './mails.ts';
import { forgetUnprovenPassword } from './proven-password.ts';

/** How passwords are hashed and checked: Better Auth's own scrypt unless another is given (BuildOptions). */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

export interface AuthDependencies {
  config: Config;
  db: Database;
  mailer: Mailer;
  origins: Origins;
  secret: string;
  log: FastifyBaseLogger;
  passwordHashing?: PasswordHashing;
}

/** The header that carries the client address Fastify trusts, for Better Auth's rate limits. */
const CLIENT_IP_HEADER = 'x-teatree-client-ip';

/**
 * Headers for Better Auth: the request's own, addressed to the trusted origin the person used (or the
 * shop's primary one), so no Host header can make it mint links to another site; plus the client
 * address Fastify trusts, for its rate limits.
 */
export function authHeaders(request: FastifyRequest, origin: string): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set('host', new URL(origin).host);
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'content-length']) headers.delete(name);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * Better Auth, as the shop uses it: e-mail and password with verification and reset, Google when it is
 * configured, e-mail change, sessions in an httpOnly cookie, rate limits in the database. Roles are a
 * plain field the shop alone writes (modules/users, ADMIN_EMAILS): no admin plugin, so no
 * impersonation, bans or arbitrary roles; no bearer plugin, so no session token for page scripts
 * (docs/decisions/0009-accounts-trust.md).
 */
export function createAuth({ config, db, mailer, origins, secret, log, passwordHashing }: AuthDependencies) {
  const clientId = config.GOOGLE_CLIENT_ID;
  const google =
    clientId && config.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            prompt: 'select_account' as const,
            // Better Auth reads the profile from the code exchange's id_token without checking it; the
            // shop trusts it only when Google signed it, for this shop's client id, and it has not expired.
            getUserInfo: async ({ idToken }: { idToken?: string }) => {
              const claims = idToken ? await verifyGoogleIdToken({ token: idToken, audience: clientId }) : null;
              if (!claims) return null;
              const profile = claims as unknown as GoogleProfile;
              return {
                user: {
                  name: profile.name,
                  email: profile.email,
                  image: profile.picture,
                  emailVerified: profile.email_verified === true,
                },
                data: profile,
              };
            },
          },
        }
      : {};
  const perMinute = { window: 60, max: config.AUTH_RATE_LIMIT };
  const adminEmails = config.ADMIN_EMAILS;
  // The bridge (routes/auth.ts) always hands Better Auth a request addressed to a trusted origin, so the
  // links it mails lead back to the address the person used.
  // A shop started on PORT=0 learns its port only when it listens.
  const allowedHosts = origins.list().map((origin) => new URL(origin).host.replace(/:0$/, ':*'));
  return betterAuth({
    appName: BRAND,
    baseURL: { allowedHosts, fallback: origins.primary() },
    basePath: '/api/auth',
    // A sign-in that cannot be traced back to its start (a forged or spent state) lands on the login
    // page, which explains the error code, rather than on Better Auth's own error page.
    onAPIError: { errorURL: '/login' },
    secret,
    // Into the shop's log, errors only: a wrong password or an unknown address in a reset request is
    // an everyday answer, not something to write down for every attempt.
    logger: { level: 'error', log: (_level, message, ...args) => log.error({ details: args }, message) },
    trustedOrigins: () => origins.list(),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      ...(passwordHashing && { password: passwordHashing }),
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user: to, url }) => mailer.send(accountMails.resetPassword(to, url)),
      // A password chosen through a link mailed to the address is the owner's: an ADMIN_EMAILS account
      // becomes an administrator here, after its verification made it choose one.
      onPasswordReset: async ({ user: reset }) => {
        await grantAdminEmails(db, adminEmails, reset.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Opening a link never changes who is signed in in that browser: it verifies the address, and the
      // person signs in as themselves (docs/decisions/0009-accounts-trust.md).
      autoSignInAfterVerification: false,
      // The password given at sign-up, before the address was proven, goes; the owner chooses the next.
      beforeEmailVerification: async (unproven) => {
        await forgetUnprovenPassword(db, unproven.id);
      },
      sendVerificationEmail: ({ user: to, url }) => mailer.send(accountMails.verify(to, url)),
    },
    socialProviders: google,
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        signUpEmail: { type: 'string', required: false, input: false, returned: false },
        phone: { type: 'string', required: false, defaultValue: '', input: false },
        company: { type: 'string', required: false, defaultValue: '', input: false },
        bio: { type: 'string', required: false, defaultValue: '', input: false },
      },
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: ({ user: to, newEmail, url }) =>
          mailer.send(accountMails.confirmNewEmail(to, newEmail, url)),
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
        '/sign-in/social': perMinute,
        '/sign-in/email': perMinute,
        '/sign-up/email': perMinute,
        '/request-password-reset': perMinute,
        '/send-verification-email': perMinute,
        '/change-email': perMinute,
        '/change-password': perMinute,
        '/reset-password': perMinute,
      },
    },
    advanced: {
      cookiePrefix: 'teatree',
      useSecureCookies: origins.primary().startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account starts as a customer, whatever its address or body.
          before: async (data) => ({ data: { ...data, role: 'user', signUpEmail: data.email.toLowerCase() } }),
          // Google vouches for its addresses: a verified ADMIN_EMAILS account is an admin at once.
          after: async (created) => {
            if (created.emailVerified) await grantAdminEmails(db, adminEmails, created.email);
          },
        },
        update: {
          after: async (updated) => {
            if (updated.emailVerified) await grantAdminEmails(db, adminEmails, updated.email);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
