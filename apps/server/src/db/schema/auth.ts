import { ROLES } from '@teatree/shared/schemas/auth';
import { bigint, boolean, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, refTo, timestamps, timestamptz } from './columns.ts';

/** A user's role: a customer (`user`) or an administrator, the database's own type. */
export const userRole = pgEnum('user_role', ROLES);

/**
 * Better Auth's tables (core, admin plugin, database rate limits) plus the shop's profile fields.
 * The property names are the ones Better Auth's Drizzle adapter expects; the columns are snake_case.
 */
export const user = pgTable('user', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...timestamps(),
  role: userRole('role').notNull().default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamptz('ban_expires'),
  phone: text('phone').notNull().default(''),
  company: text('company').notNull().default(''),
  bio: text('bio').notNull().default(''),
  /**
   * The address the account was created with. ADMIN_EMAILS grants the admin role only to an account
   * whose verified address is still this one: changing one's e-mail never grants a role.
   */
  signUpEmail: text('sign_up_email'),
});

export const session = pgTable(
  'session',
  {
    id: id(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ...timestamps(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: refTo('user_id', () => user.id, 'cascade'),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: refTo('user_id', () => user.id, 'cascade'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Sign-in, sign-up and reset rate limits live in the database, so every app server shares them. */
export const rateLimit = pgTable('rate_limit', {
  id: id(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
