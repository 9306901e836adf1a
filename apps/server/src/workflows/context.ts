import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Effects } from '../lib/effects.ts';
import type { Mailer } from '../modules/outbox/mailer.ts';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import type { TeasAsSold } from '../modules/products/teas-as-sold.ts';
import type { KeptPromotions } from '../modules/promotions/kept-promotions.ts';
import type { KeptShipping } from '../modules/shipping/rules.ts';

/** The limits an order lives by (docs/operations.md, "Configuration", lists their settings). */
export interface OrderRules {
  /** How long an unpaid order holds its goods: UNPAID_ORDER_MINUTES. */
  unpaidOrderMinutes: number;
  /** How long a new order waits unpaid before its "waiting for payment" mail is due: UNPAID_ORDER_REMINDER_MINUTES. */
  unpaidReminderMinutes: number;
  /** Unpaid orders one customer may hold at once: MAX_UNPAID_ORDERS. */
  maxUnpaidOrders: number;
  /** Orders one customer may place in an hour: ORDER_RATE_LIMIT. */
  ordersPerHour: number;
  /** The share of each tea's stock one buyer's unpaid orders may hold, in percent: UNPAID_SHARE_PERCENT. */
  unpaidSharePercent: number;
  /** What one buyer's unpaid orders may come to in all, in cents: UNPAID_VALUE_MAX. */
  unpaidValueMaxCents: number;
  /** Days after delivery a customer may ask to return teas (0: no returns): RETURN_DAYS. */
  returnDays: number;
}

/**
 * What the order workflows work with. Each workflow is one flow of the shop (place, pay, cancel and
 * refund, expire), called by routes, webhooks and the expiry sweep alike; it runs in one database
 * transaction that starts by locking the order, and writes its mails into the queue in that same
 * transaction.
 */
export interface ShopContext {
  db: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
  rules: OrderRules;
  /** The teas as orders last copied them: placing an order checks them as it takes the stock. */
  teas: TeasAsSold;
  /** The shop's promotions as this server keeps them (docs/decisions/0035-promotions.md). */
  promotions: KeptPromotions;
  /** The shop's delivery and tax as this server keeps them (docs/decisions/0033-shipping-and-tax.md). */
  shipping: KeptShipping;
  /** The shop's own country (SHOP_COUNTRY): where a parcel is collected and the purchase form's orders go. */
  shopCountry: string;
  /** Where the shop is told of paid orders and returns asked: SHOP_EMAIL. */
  shopEmail: string;
  /** The shop's calendar (SHOP_TIMEZONE): the day a return closes is said in it. */
  timeZone: string;
  /** What follows a change once it is committed (lib/effects.ts): a workflow calls the one naming its change. */
  effects: Effects;
  /** The shop's own address, for links in mails sent with no request to answer (the expiry sweep). */
  origin(): string;
}
