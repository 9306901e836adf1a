import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import { TeasAsSold } from '../modules/products/teas-as-sold.ts';
import type { OrderRules, ShopContext } from './context.ts';
import { expireUnpaidOrders } from './expire-orders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the order workflows (src/workflows) work with. */
    shop: ShopContext;
  }
}

/** How often the expiry sweep runs: a sixth of the holding time, between one second and one minute. */
export const sweepEveryMs = (unpaidOrderMinutes: number) =>
  Math.min(60_000, Math.max(1_000, Math.round((unpaidOrderMinutes * 60_000) / 6)));

/**
 * The order workflows' context, and the sweep that expires unpaid orders. The sweep runs at start
 * (orders that ran out while the shop was stopped) and then every few seconds on every app server;
 * the workflow's row locks keep two servers from expiring one order twice.
 */
export default fp(
  async function orderFlows(
    app: FastifyInstance,
    opts: {
      provider: PaymentProvider;
      rules: OrderRules;
      shopEmail: string;
      shopCountry: string;
      timeZone: string;
      sweep?: boolean;
    },
  ) {
    const shop: ShopContext = {
      db: app.db,
      provider: opts.provider,
      mailer: app.mailer,
      log: app.log,
      rules: opts.rules,
      teas: new TeasAsSold(),
      promotions: app.promotions,
      shipping: app.shipping,
      shopEmail: opts.shopEmail,
      shopCountry: opts.shopCountry,
      timeZone: opts.timeZone,
      effects: app.effects,
      origin: () => app.origins.primary(),
    };
    app.decorate('shop', shop);
    if (opts.sweep === false) return;

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const sweep = () => {
      running ??= expireUnpaidOrders(shop)
        .then(({ expired, stockChanged }) => {
          if (expired > 0) app.log.info({ expired }, 'unpaid orders expired');
          if (stockChanged) app.catalogue.stockChanged();
        })
        .catch((err: unknown) => app.log.error({ err }, 'the expiry sweep failed'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(sweep, sweepEveryMs(opts.rules.unpaidOrderMinutes));
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'order-flows', dependencies: ['database', 'mailer', 'promotions', 'shipping'] },
);
