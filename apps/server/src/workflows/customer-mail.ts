import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { consentLinks } from '../modules/consents/mails.ts';
import { tellBackInStock } from './back-in-stock.ts';
import { remindLeftCarts } from './cart-reminders.ts';
import type { CustomerMailContext } from './customer-mail-context.ts';
import { remindRefills } from './refill-reminders.ts';
import { writeNewsletters } from './send-newsletters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `wake()` writes a round now (or after the one under way), and resolves once it is written. */
    customerMail: { context: CustomerMailContext; wake(): Promise<void> };
  }
}

/** How often every app server looks for mails due: restocked teas, carts left, refills due, newsletters to write. */
export const CUSTOMER_MAIL_EVERY_MS = 5_000;

/**
 * The background round of the mails sent under consent: back-in-stock alerts, cart reminders, refill
 * reminders and the newsletters' batches. Each kind runs in a transaction that takes its own advisory
 * lock first, so that two app servers never write one mail twice; a kind another server is writing is
 * skipped this round. The mails go through the shop's mail queue.
 */
export default fp(
  async function customerMail(app: FastifyInstance, opts: { timeZone: string; sweep?: boolean }) {
    const context: CustomerMailContext = {
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      links: consentLinks(() => app.origins.primary(), app.links),
      origin: () => app.origins.primary(),
      timeZone: opts.timeZone,
    };
    let stopped = opts.sweep === false;
    let running: Promise<void> | undefined;
    let again: Promise<void> | undefined;
    const round = async () => {
      for (const [name, run] of [
        ['back-in-stock alerts', tellBackInStock],
        ['newsletters', writeNewsletters],
        ['cart reminders', remindLeftCarts],
        ['refill reminders', remindRefills],
      ] as const) {
        try {
          const written = await run(context);
          if (written > 0) app.log.info({ written }, `${name} written`);
        } catch (err) {
          app.log.error({ err }, `could not write ${name}`);
        }
      }
    };
    const wake = (): Promise<void> => {
      if (stopped) return Promise.resolve();
      if (running) {
        again ??= running.then(() => {
          again = undefined;
          return wake();
        });
        return again;
      }
      running = round().finally(() => {
        running = undefined;
      });
      return running;
    };
    app.decorate('customerMail', { context, wake });
    if (stopped) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(wake, CUSTOMER_MAIL_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      stopped = true;
      await running;
    });
  },
  { name: 'customer-mail', dependencies: ['database', 'mailer', 'auth'] },
);
