import { FIRST_SIZE } from '@teatree/shared/sizes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orders, products } from '../src/db/schema/index.ts';
import { buildTestApp, createTestDatabase, expectApiError, type TestApp, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp, useSession } from './helpers/sessions.ts';
import { ADDRESS, payOrder, placeOrder, prepareIntent } from './helpers/shopping.ts';
import { useAppWithSmtp } from './helpers/smtp.ts';

/**
 * The rules an order lives by (docs/decisions/0011-order-states.md): who may order, how many, for how
 * long the goods are held, and the mail each step sends.
 */

const purchase = (app: TestApp, who: Session, productId: string, quantity = 1) =>
  app.inject({
    method: 'POST',
    url: '/api/purchase',
    headers: who.headers,
    payload: { productId, quantity, address: ADDRESS },
  });

async function waitFor<T>(read: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('fair use', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '2', ORDER_RATE_LIMIT: '4' } });

  it('needs a verified address to order, and says so', async () => {
    const unverified = await signUp(app, { verified: false });
    const productId = await addProduct(app, { quantity: 10, minOrder: 1 });
    const res = await purchase(app, unverified, productId);
    const body = expectApiError(res, 403, undefined, /verify your e-mail/);
    expect(body.code).toBe('EMAIL_NOT_VERIFIED');
    const [product] = await app.db.select().from(products).where(eq(products.id, productId));
    expect(product!.stock).toBe(10 * FIRST_SIZE.grams);
  });

  it('holds at most MAX_UNPAID_ORDERS unpaid orders, even when they are placed at the same moment', async () => {
    const customer = await signUp(app);
    const productId = await addProduct(app, { quantity: 100, minOrder: 1 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => purchase(app, customer, productId)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      const body = expectApiError(
        refused,
        429,
        undefined,
        'You already have 2 orders awaiting payment. Please pay for one or delete it before ordering again.',
      );
      expect(body.code).toBe('TOO_MANY_UNPAID_ORDERS');
    }
    const [product] = await app.db.select().from(products).where(eq(products.id, productId));
    expect(product!.stock).toBe(98 * FIRST_SIZE.grams);
    // Paying one makes room for another.
    await payOrder(app, customer, answers.find((a) => a.statusCode === 201)!.json().insertedId);
    expect((await purchase(app, customer, productId)).statusCode).toBe(201);
  });

  it('places at most ORDER_RATE_LIMIT orders an hour per account, deleted ones included', async () => {
    const customer = await signUp(app);
    const other = await signUp(app);
    const productId = await addProduct(app, { quantity: 100, minOrder: 1 });
    for (let i = 0; i < 4; i++) {
      const id = await placeOrder(app, customer, productId, 1);
      await app.inject({ method: 'DELETE', url: `/api/purchase/${id}`, headers: customer.headers });
    }
    const body = expectApiError(
      await purchase(app, customer, productId),
      429,
      undefined,
      /placed 4 orders in the last hour/,
    );
    expect(body.code).toBe('ORDER_RATE_LIMITED');
    // Counted per account: another customer orders as usual.
    expect((await purchase(app, other, productId)).statusCode).toBe(201);
  });
});

describe('unpaid orders expire on their own', () => {
  // 0.02 minutes: 1.2 seconds, swept every second.
  const app = useTestApp({ env: { UNPAID_ORDER_MINUTES: '0.02' } });

  it('returns the stock and mails the customer once the time is up', async () => {
    const customer = await signUp(app);
    const productId = await addProduct(app, { quantity: 30, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 7);
    const config = (await app.inject({ url: '/api/config' })).json();
    expect(config.orders).toEqual({ unpaidOrderMinutes: 0.02 });
    await waitFor(async () => {
      const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
      return row?.status === 'expired' ? row : undefined;
    });
    const [product] = await app.db.select().from(products).where(eq(products.id, productId));
    expect(product!.stock).toBe(30 * FIRST_SIZE.grams);
    expectApiError(await prepareIntent(app, customer, orderId), 409, undefined, /expired/);
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    const expired = mails.find((m) => m.subject.startsWith('Your TeaTree order has expired (order #'));
    expect(expired?.text).toContain(`/orders/${orderId}`);
    const placed = mails.find((m) => m.subject.startsWith('Your TeaTree order is waiting for payment (order #'));
    expect(placed?.text).toContain('for 1 second:');
  });

  it('expires orders whose time ran out while the shop was stopped, at the next start', async () => {
    const database = await createTestDatabase();
    const first = await buildTestApp({ database, env: { UNPAID_ORDER_MINUTES: '0.01' } });
    const customer = await signUp(first);
    const productId = await addProduct(first, { quantity: 9, minOrder: 1 });
    // The first server stops at once: its sweep never sees the order run out.
    const orderId = await placeOrder(first, customer, productId, 4);
    await first.close();
    await new Promise((r) => setTimeout(r, 800));
    const second = await buildTestApp({ database, env: { UNPAID_ORDER_MINUTES: '30' } });
    try {
      const [row] = await second.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row!.status).toBe('expired');
      const [product] = await second.db.select().from(products).where(eq(products.id, productId));
      expect(product!.stock).toBe(9 * FIRST_SIZE.grams);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe('a mail at every step', () => {
  // The "waiting for payment" mail at once (it waits 10 minutes otherwise): this test reads every mail.
  const { app, smtp } = useAppWithSmtp({
    SHOP_EMAIL: 'orders@teatree.shop',
    AUTH_RATE_LIMIT: '1000',
    UNPAID_ORDER_REMINDER_MINUTES: '0',
  });
  const admin = useSession(app, { role: 'admin' });

  const mailTo = (to: string, subject: string) =>
    waitFor(async () => smtp.inbox.find((m) => m.to.includes(to) && m.subject === subject));

  it('mails the customer when an order is placed, paid, shipped and delivered, and the shop when it is paid', async () => {
    const customer = await signUp(app, { name: 'Mia Mail' });
    const productId = await addProduct(app, { quantity: 30, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 2);
    const link = `/orders/${orderId}`;
    // Every mail of the order names its number, in its subject and its text (docs/decisions/0031-order-numbers.md).
    const { number } = (await app.inject({ url: `/api/purchase/${orderId}`, headers: customer.headers })).json();
    const label = `#${number}`;

    const placed = await mailTo(customer.email, `Your TeaTree order is waiting for payment (order ${label})`);
    expect(placed.text).toContain(`Order number: ${label}\n`);
    expect(placed.html).toContain(`<strong>${label}</strong>`);
    expect(placed.text).toContain('for 30 minutes');
    expect(placed.text).toContain(link);
    expect(placed.html).toContain(`${link}"`);
    expect(placed.html).toContain('Jasmine Pearls');

    const transactionId = await payOrder(app, customer, orderId);
    const receipt = await mailTo(customer.email, `Your TeaTree receipt for Jasmine Pearls (order ${label})`);
    expect(receipt.text).toContain(`Order number: ${label}\n`);
    expect(receipt.text).toContain(`Transaction ID: ${transactionId}`);
    expect(receipt.text).toContain('Total: $25.00');
    expect(receipt.html).toContain(link);
    const shop = await mailTo('orders@teatree.shop', `Order paid: Jasmine Pearls for Mia Mail (order ${label})`);
    expect(shop.text).toContain(customer.email);
    expect(shop.text).toContain(link);

    const move = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/purchase/${orderId}/status`, headers: admin.headers, payload });
    expect((await move({ status: 'shipped', carrier: 'DHL', trackingNumber: 'JD014600006281230704' })).statusCode).toBe(
      200,
    );
    const shipped = await mailTo(customer.email, `Your TeaTree order is on its way (order ${label})`);
    expect(shipped.text).toContain('Carrier: DHL. Tracking number: JD014600006281230704.');
    expect(shipped.html).toContain('JD014600006281230704');
    expect((await move({ status: 'delivered' })).statusCode).toBe(200);
    const delivered = await mailTo(customer.email, `Your TeaTree order has arrived (order ${label})`);
    expect(delivered.text).toContain(link);

    const read = (
      await app.inject({ url: link.replace('/orders/', '/api/purchase/'), headers: customer.headers })
    ).json();
    expect(read).toMatchObject({ status: 'delivered', carrier: 'DHL', trackingNumber: 'JD014600006281230704' });
    expect(read.history.map((e: { status: string }) => e.status)).toEqual(['pending', 'paid', 'shipped', 'delivered']);
  });

  it('sends the account mails as text and HTML too, with the same link', async () => {
    const customer = await signUp(app, { verified: false, name: 'Vera Verify' });
    const mail = await mailTo(customer.email, 'Verify your e-mail for TeaTree');
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(link).toContain('/api/auth/verify-email?token=');
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain('Hello Vera Verify,');
  });

  it('mails the customer when an unpaid order is cancelled, and when a paid one is refunded', async () => {
    const customer = await signUp(app, { name: 'Carl Cancel' });
    const productId = await addProduct(app, { quantity: 30, minOrder: 1 });
    const unpaid = await placeOrder(app, customer, productId, 1);
    const paid = await placeOrder(app, customer, productId, 1);
    await payOrder(app, customer, paid);
    for (const id of [unpaid, paid]) {
      const res = await app.inject({ method: 'DELETE', url: `/api/purchase/${id}`, headers: admin.headers });
      expect(res.json()).toEqual({ deletedCount: 1 });
    }
    const numberOf = async (id: string) =>
      (await app.inject({ url: `/api/purchase/${id}`, headers: customer.headers })).json().number as number;
    const cancelled = await mailTo(
      customer.email,
      `Your TeaTree order was cancelled (order #${await numberOf(unpaid)})`,
    );
    expect(cancelled.text).toContain(`/orders/${unpaid}`);
    const refunded = await mailTo(
      customer.email,
      `Your TeaTree order was cancelled and refunded (order #${await numberOf(paid)})`,
    );
    expect(refunded.text).toContain('refunded $12.50');
    expect(refunded.text).toContain(`/orders/${paid}`);
  });
});
