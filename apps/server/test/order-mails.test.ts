import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { expireUnpaidOrders } from '../src/workflows/expire-orders.ts';
import { buildTestApp, type TestApp, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { useSession } from './helpers/sessions.ts';
import { payOrder, placeOrder } from './helpers/shopping.ts';
import { useAppWithSmtp } from './helpers/smtp.ts';

/**
 * One mail per purchase (docs/product.md, "The mails of an order"): the "waiting for payment" mail goes
 * out only for an order still unpaid UNPAID_ORDER_REMINDER_MINUTES after it was placed; an order paid,
 * cancelled or expired before then gets none, and the kept outbox does not show it before it is due.
 */

const WAITING = 'Your TeaTree order is waiting for payment';
const RECEIPT = 'Your TeaTree receipt for Jasmine Pearls';

/** A mail's subject without the order's number it ends with ("… (order #1001)"). */
const bare = (subject: string) => subject.replace(/ \(order #\d+\)$/, '');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(read: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(100);
  }
}

/**
 * Time passes for this order's "waiting for payment" mail: it was due 1.2 or 3 seconds after the order
 * was placed, and is now due a minute ago, as if the test had waited that long.
 */
async function waitingMailComesDue(app: TestApp, orderId: string) {
  await app.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 minute'` })
    .where(eq(mailOutbox.unpaidOrderId, orderId));
}

/** The status of each "waiting for payment" mail the shop wrote for this order. */
async function waitingMailStatuses(app: TestApp, orderId: string) {
  const rows = await app.db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.unpaidOrderId, orderId), like(mailOutbox.subject, `${WAITING}%`)));
  return rows.map((row) => row.status);
}

describe('with an SMTP server', () => {
  // The waiting mail is due 1.2 seconds after an order is placed.
  const { app, smtp } = useAppWithSmtp({ UNPAID_ORDER_REMINDER_MINUTES: '0.02' });
  const customer = useSession(app, { name: 'Pia Paid' });

  const inboxOf = (subject: string) =>
    smtp.inbox.filter((m) => m.to.includes(customer.email) && bare(m.subject) === subject);

  /**
   * The background sender has gone through every due mail: one written after them arrives. It claims
   * due mail oldest due first, so a mail due before it that it would send has been sent by then.
   */
  async function senderHasCaughtUp() {
    const subject = `A later mail ${Date.now()}`;
    await app.mailer.send({ to: customer.email, subject, text: 'Sent after the rest.' });
    await waitFor(() => inboxOf(subject)[0]);
  }

  it('mails only the receipt for an order paid at once, even after the waiting mail was due', async () => {
    const productId = await addProduct(app, { quantity: 30, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 2);
    await payOrder(app, customer, orderId);
    const receipt = await waitFor(() => inboxOf(RECEIPT)[0]);
    expect(receipt.text).toContain(`/orders/${orderId}`);
    await waitingMailComesDue(app, orderId);
    await senderHasCaughtUp();
    expect(inboxOf(WAITING)).toEqual([]);
    expect(await waitingMailStatuses(app, orderId)).toEqual(['withdrawn']);
  });

  it('mails an order still unpaid once the reminder is due, with its pay link and the time left', async () => {
    const productId = await addProduct(app, { quantity: 30, minOrder: 1 });
    const placedAt = Date.now();
    const orderId = await placeOrder(app, customer, productId, 2);
    const waiting = await waitFor(() => inboxOf(WAITING).find((m) => m.text.includes(`/orders/${orderId}`)));
    expect(Date.now() - placedAt).toBeGreaterThanOrEqual(1_000);
    // UNPAID_ORDER_MINUTES (30) less the 0.02 minutes already waited: rounded, 30 minutes.
    expect(waiting.text).toContain('for 30 minutes');
    expect(waiting.text).toContain(`Pay for your order: http://localhost:3000/orders/${orderId}`);
    expect(waiting.html).toContain(`/orders/${orderId}"`);
    // The outbox marks the mail sent once the SMTP server has answered, a moment after it arrived.
    await expect.poll(() => waitingMailStatuses(app, orderId)).toEqual(['sent']);
  });

  it('mails nothing about payment for an order cancelled before the reminder was due', async () => {
    const productId = await addProduct(app, { quantity: 30, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 2);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/purchase/${orderId}`,
      headers: customer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    await waitingMailComesDue(app, orderId);
    await senderHasCaughtUp();
    expect(inboxOf(WAITING).filter((m) => m.text.includes(`/orders/${orderId}`))).toEqual([]);
    expect(await waitingMailStatuses(app, orderId)).toEqual(['withdrawn']);
  });
});

describe('without an SMTP server (the kept outbox)', () => {
  // The waiting mail is due 3 seconds after an order is placed.
  const app = useTestApp({ env: { UNPAID_ORDER_REMINDER_MINUTES: '0.05' } });
  const admin = useSession(app, { role: 'admin' });
  const customer = useSession(app, { name: 'Kai Kept' });

  /** The subjects of the customer's mails about this order that the Outbox page shows. */
  const outboxFor = async (orderId: string) => {
    const res = await app.inject({ url: '/api/outbox', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const mail = res.json().mail as { to: string; subject: string; text: string }[];
    return mail
      .filter((m) => m.to === customer.email && m.text.includes(`/orders/${orderId}`))
      .map((m) => bare(m.subject));
  };

  it('shows the waiting mail only once it is due', async () => {
    const productId = await addProduct(app, { quantity: 30, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 2);
    expect(await outboxFor(orderId)).toEqual([]);
    const [row] = await app.db
      .select({
        dueAfter: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - ${mailOutbox.createdAt})::float8`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.unpaidOrderId, orderId));
    // Written as the order was placed, due UNPAID_ORDER_REMINDER_MINUTES (3 seconds) later.
    expect(row?.dueAfter).toBeGreaterThan(2.5);
    expect(row?.dueAfter).toBeLessThan(3.5);
    await waitingMailComesDue(app, orderId);
    expect(await outboxFor(orderId)).toEqual([WAITING]);
  });

  it('never shows it for an order paid before it was due: the receipt is its one mail', async () => {
    const productId = await addProduct(app, { quantity: 30, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 2);
    await payOrder(app, customer, orderId);
    expect(await outboxFor(orderId)).toEqual([RECEIPT]);
    await waitingMailComesDue(app, orderId);
    expect(await outboxFor(orderId)).toEqual([RECEIPT]);
    expect(await waitingMailStatuses(app, orderId)).toEqual(['withdrawn']);
  });

  it('never shows it for an order that expired before it was due', async () => {
    const productId = await addProduct(app, { quantity: 30, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 2);
    // The clock moved past the order's hold (30 minutes) before the reminder's 3 seconds.
    await expireUnpaidOrders(app.shop, new Date(Date.now() + 31 * 60_000));
    await waitingMailComesDue(app, orderId);
    expect(await outboxFor(orderId)).toEqual(['Your TeaTree order has expired']);
    expect(await waitingMailStatuses(app, orderId)).toEqual(['withdrawn']);
  });
});

describe('UNPAID_ORDER_REMINDER_MINUTES', () => {
  it('must be shorter than the hold of an unpaid order', async () => {
    await expect(
      buildTestApp({ env: { UNPAID_ORDER_MINUTES: '10', UNPAID_ORDER_REMINDER_MINUTES: '10' } }),
    ).rejects.toThrow(/UNPAID_ORDER_REMINDER_MINUTES must be less than UNPAID_ORDER_MINUTES/);
  });
});
