import path from 'node:path';
import { isCountry } from '@teatree/shared/address/formats';
import { REVIEWER_NAME_STYLES } from '@teatree/shared/privacy';
import { emailField } from '@teatree/shared/schemas/fields';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be more than 0');

/**
 * Every setting the server reads from the environment, with its default. docs/operations.md lists the same ("Configuration").
 * A bad value stops the server at start with one line naming the variable.
 */
/** A comma-separated list (`a@x.shop, b@y.shop`): each item trimmed, empty ones dropped. */
const commaList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .default([]);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SEED_DEMO: booleanText.default(true),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://shop.example.com' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('TeaTree <shop@teatree.local>'),
  SHOP_EMAIL: z.email({ error: 'must be an e-mail address' }).default('hello@teatree.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanText.default(false),
  CONTACT_RATE_LIMIT: positiveInt.default(5),
  AUTH_RATE_LIMIT: positiveInt.default(10),
  CARD_RATE_LIMIT: positiveInt.default(20),
  // Pages (and addresses the shop has none for) one client address may ask for a minute (docs/operations.md).
  PAGE_RATE_LIMIT: positiveInt.default(300),
  UNPAID_ORDER_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .positive('must be more than 0')
    .max(7 * 24 * 60, 'must be at most a week (10080 minutes)')
    .default(30),
  // How long a new order waits unpaid before its "waiting for payment" mail goes out; an order paid
  // within that time mails only its receipt (docs/product.md, "The mails of an order"). Less than
  // UNPAID_ORDER_MINUTES; unset, 10 minutes, or half of UNPAID_ORDER_MINUTES when that is shorter than 20.
  UNPAID_ORDER_REMINDER_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .min(0, 'must be 0 or more')
    .optional(),
  MAX_UNPAID_ORDERS: positiveInt.default(5),
  // Days after delivery a customer may ask to return teas (docs/decisions/0034-refunds.md); 0 takes no returns.
  RETURN_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(365, 'must be at most 365')
    .default(14),
  // What one buyer may hold unpaid (docs/decisions/0026-unpaid-holds-bounded.md): a share of each tea's
  // stock, and a value in all (dollars, to the cent).
  UNPAID_SHARE_PERCENT: positiveInt.max(100, 'must be at most 100').default(25),
  UNPAID_VALUE_MAX: z.coerce
    .number({ error: 'must be an amount in dollars' })
    .positive('must be more than 0')
    .max(1_000_000_000, 'must be at most 1000000000')
    .refine(
      (n) => Number.isInteger(Math.round(n * 100)) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      'must have at most two decimals',
    )
    .default(1000),
  ORDER_RATE_LIMIT: positiveInt.default(20),
  // Reviews one client address may send a minute, whoever is signed in there (docs/product.md).
  REVIEW_CLIENT_RATE_LIMIT: positiveInt.default(30),
  // How public reviews name their authors: as they wrote it, or first name and initial (docs/product.md).
  REVIEWER_NAMES: z.enum(REVIEWER_NAME_STYLES).default('full'),
  CATALOGUE_REFRESH_MS: positiveInt.default(5000),
  // The owner's dashboard (docs/decisions/0014-dashboard.md): whose "today" it counts, and when a tea runs low.
  SHOP_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/London or America/New_York')
    .default('UTC'),
  // The shop's own country (ISO 3166-1 alpha-2): first in every address form's country list.
  SHOP_COUNTRY: z
    .string()
    .transform((code) => code.trim().toUpperCase())
    .refine(isCountry, 'must be a country code such as US, GB or DE (ISO 3166-1 alpha-2)')
    .default('US'),
  LOW_STOCK: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(10),
  REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  ADMIN_EMAILS: commaList,
  TRUSTED_ORIGINS: commaList,
  WEB_DIST: z.string().optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_BASE: z.url({ error: 'must be a URL' }).optional(),
});

export type Config = Omit<z.output<typeof envSchema>, 'UNPAID_ORDER_REMINDER_MINUTES'> & {
  UNPAID_ORDER_REMINDER_MINUTES: number;
  webDist: string;
  dataDir: string;
  publicUrl: string;
};

/** The reminder's default: 10 minutes, or half the hold when the hold is shorter than 20 minutes. */
const DEFAULT_REMINDER_MINUTES = 10;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const data = parsed.data;
  if (Boolean(data.GOOGLE_CLIENT_ID) !== Boolean(data.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (data.GOOGLE_CLIENT_ID && !data.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration: Google sign-in needs PUBLIC_URL, the address registered with Google that it returns to',
    );
  }
  if (Boolean(data.STRIPE_SECRET_KEY) !== Boolean(data.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError('Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }
  const reminderMinutes =
    data.UNPAID_ORDER_REMINDER_MINUTES ?? Math.min(DEFAULT_REMINDER_MINUTES, data.UNPAID_ORDER_MINUTES / 2);
  if (reminderMinutes >= data.UNPAID_ORDER_MINUTES) {
    throw new ConfigError(
      'Invalid configuration: UNPAID_ORDER_REMINDER_MINUTES must be less than UNPAID_ORDER_MINUTES, or the order expires before its mail goes out',
    );
  }
  const adminEmails = data.ADMIN_EMAILS.map((entry) => {
    const parsed = emailField.safeParse(entry);
    if (!parsed.success)
      throw new ConfigError(`Invalid configuration: ADMIN_EMAILS entry "${entry}" is not an e-mail address`);
    return parsed.data;
  });
  const trustedOrigins = data.TRUSTED_ORIGINS.map((entry) => {
    const origin = originOf(entry);
    if (!origin) {
      throw new ConfigError(
        `Invalid configuration: TRUSTED_ORIGINS entry "${entry}" is not an origin such as https://shop.example.com`,
      );
    }
    return origin;
  });
  return {
    ...data,
    UNPAID_ORDER_REMINDER_MINUTES: reminderMinutes,
    ADMIN_EMAILS: adminEmails,
    TRUSTED_ORIGINS: trustedOrigins,
    publicUrl: (data.PUBLIC_URL ?? `http://localhost:${data.PORT || 3000}`).replace(/\/$/, ''),
    dataDir: path.resolve(data.DATA_DIR),
    webDist: path.resolve(data.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
  };
}

/** Whether the time zone database (Node's, as PostgreSQL's) knows this name. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `scheme://host[:port]` of an http(s) address with nothing after the host, or null. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}
