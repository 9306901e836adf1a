import { mkdirSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toCents } from '@teatree/shared/money';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { claimDataDir } from './db/process-lock.ts';
import { AccessLog } from './lib/access-log.ts';
import { shopEffects } from './lib/effects.ts';
import authPlugin from './modules/auth/auth-plugin.ts';
import type { PasswordHashing } from './modules/auth/better-auth.ts';
import orderPagesPlugin from './modules/orders/order-pages-plugin.ts';
import mailerPlugin from './modules/outbox/mailer.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import { createStripeProvider } from './modules/payments/stripe-provider.ts';
import { createTestProvider } from './modules/payments/test-provider.ts';
import cataloguePlugin from './modules/products/catalogue-plugin.ts';
import { teaPages } from './modules/products/tea-page.ts';
import promotionsPlugin from './modules/promotions/promotions-plugin.ts';
import { drawnPageHead, withHead } from './modules/seo/page-head.ts';
import shippingPlugin from './modules/shipping/shipping-plugin.ts';
import backupEndpoint from './plugins/backup-endpoint.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin from './plugins/errors.ts';
import inputGuard from './plugins/input-guard.ts';
import originsPlugin from './plugins/origins.ts';
import rateLimitsPlugin from './plugins/rate-limits.ts';
import securityPlugin, { API_DOCS_PREFIX } from './plugins/security.ts';
import slowBody from './plugins/slow-body.ts';
import webPlugin from './plugins/web.ts';
import addressRoutes from './routes/addresses.ts';
import authRoutes from './routes/auth.ts';
import cartRoutes from './routes/cart.ts';
import categoryRoutes from './routes/categories.ts';
import contactRoutes from './routes/contact.ts';
import dashboardRoutes from './routes/dashboard.ts';
import healthRoutes from './routes/health.ts';
import inboxRoutes from './routes/inbox.ts';
import mediaRoutes from './routes/media.ts';
import uploadRoutes from './routes/media-upload.ts';
import newsletterRoutes from './routes/newsletters.ts';
import orderRoutes from './routes/orders.ts';
import outboxRoutes from './routes/outbox.ts';
import paymentRoutes from './routes/payments.ts';
import productRoutes from './routes/products.ts';
import profileRoutes from './routes/profile.ts';
import promotionRoutes from './routes/promotions.ts';
import refillRoutes from './routes/refills.ts';
import reviewRoutes from './routes/reviews.ts';
import seoRoutes from './routes/seo.ts';
import shippingRoutes from './routes/shipping.ts';
import shopConfigRoutes from './routes/shop-config.ts';
import shopPageRoutes from './routes/shop-pages.ts';
import subscriptionRoutes from './routes/subscriptions.ts';
import userRoutes from './routes/users.ts';
import { seedDemoData } from './seed/seed.ts';
import customerMail from './workflows/customer-mail.ts';
import orderFlows from './workflows/order-flows.ts';

export interface BuildOptions {
  config: Config;
  /** An already opened (and migrated) database; tests pass one. Otherwise the config's is opened. */
  database?: DatabaseHandle;
  /** Fastify's logger options (tests, development), or a logger already made (server.ts: asynchronous output). */
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
  /**
   * How passwords are hashed. The shop never sets it, and keeps Better Auth's scrypt (32 MB and about
   * 140 ms of a core a password); the server's tests, which sign up a customer or two in most of their
   * cases, pass the same scrypt at a sixteenth of the cost (test/helpers/app.ts).
   */
  passwordHashing?: PasswordHashing;
}

/**
 * The whole shop on one page, in load order: external plugins (errors, security, database, mail, auth),
 * then the API routes under /api, then media and the web app. server.ts only starts and stops it.
 */
export async function buildApp({ config, database, logger, loggerInstance, passwordHashing }: BuildOptions) {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: logger ?? { level: config.LOG_LEVEL } }),
    // One line a request (lib/access-log.ts), rather than Fastify's two.
    logController: new AccessLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A client that has not sent its whole request by then gets 408 and the connection is closed.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // Node looks for timed-out requests on this beat (30 s by default, far coarser than the timeout).
    http: { connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.REQUEST_TIMEOUT_MS / 2)) },
    connectionTimeout: 60_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(originsPlugin, { config });
  await app.register(inputGuard);
  await app.register(slowBody, { timeoutMs: config.REQUEST_TIMEOUT_MS });
  // Google accounts bring their profile photos from Google's image host.
  // Stripe.js runs from Stripe's hosts and talks to its API (https://docs.stripe.com/security/guide#content-security-policy).
  const stripe = Boolean(config.STRIPE_SECRET_KEY);
  await app.register(securityPlugin, {
    extraImageHosts: [
      ...(config.GOOGLE_CLIENT_ID ? ['https://lh3.googleusercontent.com'] : []),
      ...(stripe ? ['https://*.stripe.com'] : []),
    ],
    extraScriptHosts: stripe ? ['https://js.stripe.com'] : [],
    extraFrameHosts: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [],
    extraConnectHosts: stripe ? ['https://api.stripe.com'] : [],
  });

  const handle = database ?? (await openConfiguredDatabase(config));
  app.log.info({ database: handle.kind, location: handle.location }, 'database open');
  await app.register(databasePlugin, { handle, closeOnShutdown: !database });
  await app.register(rateLimitsPlugin);
  await app.register(mailerPlugin, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  await app.register(authPlugin, { config, passwordHashing });

  await app.register(swagger, {
    openapi: { info: { title: 'TeaTree shop API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });

  await app.register(cataloguePlugin, { refreshMs: config.CATALOGUE_REFRESH_MS });
  await app.register(orderPagesPlugin);
  await app.register(promotionsPlugin);
  await app.register(shippingPlugin);
  // What follows each change, called by the route or workflow that makes it (lib/effects.ts).
  app.decorate(
    'effects',
    shopEffects({
      catalogue: app.catalogue,
      reviewPages: app.reviewPages,
      orderPages: app.orderPages,
      promotions: app.promotions,
      shipping: app.shipping,
      settle: () => app.database.settle(),
    }),
  );
  const payments = paymentProvider(config, app.db);
  app.log.info({ provider: payments.name }, 'card payments');
  await app.register(orderFlows, {
    provider: payments,
    shopEmail: config.SHOP_EMAIL,
    shopCountry: config.SHOP_COUNTRY,
    timeZone: config.SHOP_TIMEZONE,
    rules: {
      unpaidOrderMinutes: config.UNPAID_ORDER_MINUTES,
      unpaidReminderMinutes: config.UNPAID_ORDER_REMINDER_MINUTES,
      maxUnpaidOrders: config.MAX_UNPAID_ORDERS,
      ordersPerHour: config.ORDER_RATE_LIMIT,
      unpaidSharePercent: config.UNPAID_SHARE_PERCENT,
      unpaidValueMaxCents: toCents(config.UNPAID_VALUE_MAX),
      returnDays: config.RETURN_DAYS,
    },
  });
  // The mails sent under a customer's consent: alerts, reminders, newsletters (docs/decisions/0044-mails-with-consent.md).
  await app.register(customerMail, { timeZone: config.SHOP_TIMEZONE });

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(healthRoutes);
      await api.register(shopConfigRoutes, {
        googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
        country: config.SHOP_COUNTRY,
      });
      await api.register(userRoutes);
      await api.register(profileRoutes);
      await api.register(addressRoutes);
      await api.register(outboxRoutes);
      await api.register(productRoutes);
      await api.register(categoryRoutes);
      await api.register(uploadRoutes);
      await api.register(orderRoutes);
      await api.register(cartRoutes);
      await api.register(shippingRoutes, { shopCountry: config.SHOP_COUNTRY, timeZone: config.SHOP_TIMEZONE });
      await api.register(promotionRoutes, { timeZone: config.SHOP_TIMEZONE });
      await api.register(paymentRoutes, { cardRateLimit: config.CARD_RATE_LIMIT });
      await api.register(reviewRoutes, {
        perClientPerMinute: config.REVIEW_CLIENT_RATE_LIMIT,
        reviewerNames: config.REVIEWER_NAMES,
      });
      await api.register(dashboardRoutes, { timeZone: config.SHOP_TIMEZONE, lowStockAt: config.LOW_STOCK });
      await api.register(contactRoutes, { shopEmail: config.SHOP_EMAIL, rateLimit: config.CONTACT_RATE_LIMIT });
      await api.register(shopPageRoutes, { returnDays: config.RETURN_DAYS });
      await api.register(subscriptionRoutes);
      await api.register(newsletterRoutes, { wake: () => app.customerMail.wake() });
      await api.register(refillRoutes, { timeZone: config.SHOP_TIMEZONE });
      await api.register(inboxRoutes, {
        shopEmail: config.SHOP_EMAIL,
        origin: config.publicUrl,
        timeZone: config.SHOP_TIMEZONE,
      });
    },
    { prefix: '/api' },
  );
  await app.register(backupEndpoint, { dataDir: config.dataDir });
  await app.register(mediaRoutes);
  // The shop's own address, in what search engines and link previews read (docs/decisions/0028-found-by-search-engines.md).
  const origin = config.publicUrl;
  await app.register(seoRoutes, { db: app.db, origin });
  const teaPage = teaPages({ db: app.db, catalogue: app.catalogue, webDist: config.webDist, origin, log: app.log });
  await app.register(webPlugin, {
    webDist: config.webDist,
    pageRateLimit: config.PAGE_RATE_LIMIT,
    preload: teaPage.preload,
    draw: teaPage.draw,
    head: (html, address) => withHead(html, drawnPageHead(html, address, origin, config.SHOP_EMAIL), origin),
  });

  return app;
}

/** Stripe when its keys are set; otherwise the built-in test provider (docs/decisions/0007-payments.md). */
function paymentProvider(config: Config, db: DatabaseHandle['db']): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return createTestProvider(db);
}

async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return prepare(await openDatabase({ databaseUrl: config.DATABASE_URL }), config);
  mkdirSync(config.dataDir, { recursive: true });
  const release = claimDataDir(config.dataDir);
  try {
    const handle = await prepare(await openDatabase({ dataDir: config.dataDir }), config);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function prepare(handle: DatabaseHandle, config: Config): Promise<DatabaseHandle> {
  try {
    await handle.migrate();
    if (config.SEED_DEMO) await seedDemoData(handle.db, { shopCountry: config.SHOP_COUNTRY });
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}
