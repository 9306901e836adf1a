import { FIRST_SIZE } from '@teatree/shared/sizes';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderEvents, orderLines, orders, payments, products, refunds } from '../src/db/schema/index.ts';
import { expireUnpaidOrders } from '../src/workflows/expire-orders.ts';
import { dbKind, expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { confirmCard, GOOD_CARD, payOrder, placeOrder, prepareIntent } from './helpers/shopping.ts';

/**
 * Money and stock under real conditions (docs/decisions/0011-order-states.md): racing payment
 * attempts, payments against deletes, expiry and cancellation, each race repeated; after each, the
 * books must balance.
 */

/** How many times each race runs: enough to catch an interleaving on PostgreSQL's real concurrency. */
const ROUNDS = dbKind === 'postgres' ? 12 : 4;
const LIVE = ['pending', 'paid', 'shipped', 'delivered'] as const;

describe('money you can trust', () => {
  const app = useTestApp({
    env: { AUTH_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '1000', ORDER_RATE_LIMIT: '1000' },
  });
  let admin: Session;

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
  });

  /** At most one succeeded payment per order, no payment without its order, stock = start − live orders. */
  async function expectBooksBalance(productId: string, startStock: number) {
    const succeeded = await app.db
      .select({ orderId: payments.orderId, n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.status, 'succeeded'))
      .groupBy(payments.orderId);
    expect(succeeded.filter((r) => Number(r.n) > 1)).toEqual([]);
    const orphans = await app.db
      .select({ id: payments.id })
      .from(payments)
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .where(isNull(orders.id));
    expect(orphans).toEqual([]);
    const [held] = await app.db
      .select({ q: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.productId, productId), inArray(orders.status, LIVE)));
    const [product] = await app.db.select().from(products).where(eq(products.id, productId));
    expect(product!.stock).toBe((startStock - Number(held!.q)) * FIRST_SIZE.grams);
  }

  const succeededPaymentsOf = async (orderId: string) =>
    app.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  const statusOf = async (orderId: string) =>
    (await app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.s;

  /** Cancels an order as `who` does from the order's page (PATCH /api/purchase/{id}/status). */
  const cancel = (orderId: string, who: Session = admin) =>
    app.inject({
      method: 'PATCH',
      url: `/api/purchase/${orderId}/status`,
      headers: who.headers,
      payload: { status: 'cancelled' },
    });

  /**
   * A card confirmed while `meanwhile` acts on the same order, ROUNDS times, each on a new order of
   * `tins` of one tea of 1,000 tins; `check` reads each round: the order's status after, the card's
   * answer and what `meanwhile` answered. The books balance after the last round.
   */
  async function confirmWhile<T>(
    tins: number,
    meanwhile: (orderId: string, customer: Session) => Promise<T>,
    check: (round: { orderId: string; status?: string; pay: LightMyRequestResponse; other: T }) => Promise<void>,
  ) {
    const customer = await signUp(app);
    const productId = await addProduct(app, { quantity: 1000, minOrder: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await placeOrder(app, customer, productId, tins);
      const secret = (await prepareIntent(app, customer, orderId)).json().clientSecret;
      const [pay, other] = await Promise.all([confirmCard(app, customer, secret), meanwhile(orderId, customer)]);
      await check({ orderId, status: await statusOf(orderId), pay, other });
    }
    await expectBooksBalance(productId, 1000);
  }

  it('makes one live intent per order, however many payment pages open at once', async () => {
    const customer = await signUp(app);
    const productId = await addProduct(app, { quantity: 1000, minOrder: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await placeOrder(app, customer, productId, 1);
      const answers = await Promise.all(Array.from({ length: 8 }, () => prepareIntent(app, customer, orderId)));
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      expect(new Set(answers.map((a) => a.json().clientSecret)).size).toBe(1);
      expect(await app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    }
  });

  it('charges an order once when many attempts are prepared and confirmed at the same moment', async () => {
    const customer = await signUp(app);
    const productId = await addProduct(app, { quantity: 1000, minOrder: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await placeOrder(app, customer, productId, 2);
      const answers = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const prepared = await prepareIntent(app, customer, orderId);
          if (prepared.statusCode !== 200) return prepared.statusCode;
          return (await confirmCard(app, customer, prepared.json().clientSecret)).statusCode;
        }),
      );
      // The first confirmation pays; the others either replay it (200) or find the order paid (409).
      expect(
        answers.every((s) => s === 200 || s === 409),
        String(answers),
      ).toBe(true);
      expect(await succeededPaymentsOf(orderId)).toHaveLength(1);
      expect(await statusOf(orderId)).toBe('paid');
    }
    await expectBooksBalance(productId, 1000);
  });

  it('pays or deletes, never both: a card confirmed while the customer deletes the order', async () => {
    const outcomes = new Set<string>();
    const deleteOrder = (orderId: string, customer: Session) =>
      app.inject({ method: 'DELETE', url: `/api/purchase/${orderId}`, headers: customer.headers });
    await confirmWhile(3, deleteOrder, async ({ orderId, status, pay, other: del }) => {
      if (status === 'paid') {
        expect(pay.statusCode).toBe(200);
        expectApiError(del, 409, undefined, /paid order cannot be deleted/);
        expect(await succeededPaymentsOf(orderId)).toHaveLength(1);
      } else {
        expect(status).toBe('deleted');
        expect(del.statusCode).toBe(200);
        expect(pay.statusCode).toBeGreaterThanOrEqual(400);
        expect(await succeededPaymentsOf(orderId)).toHaveLength(0);
        // The order and its (cancelled) intent stay for the books.
        expect(await app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
      }
      outcomes.add(status!);
    });
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });

  it('pays or expires, never both: a card confirmed while the sweep runs', async () => {
    // The sweep believes the time is up (an hour from now); the confirmation believes it is not.
    const sweepAnHourOn = () => expireUnpaidOrders(app.shop, new Date(Date.now() + 3_600_000));
    await confirmWhile(2, sweepAnHourOn, async ({ orderId, status, pay }) => {
      expect(['paid', 'expired']).toContain(status);
      if (status === 'paid') expect(pay.statusCode).toBe(200);
      else {
        expectApiError(pay, 409, undefined, /expired/);
        expect(await succeededPaymentsOf(orderId)).toHaveLength(0);
      }
    });
  });

  it('pays then refunds, or cancels: a card confirmed while an administrator cancels', async () => {
    await confirmWhile(
      2,
      (orderId) => cancel(orderId),
      async ({ orderId, status, pay, other: cancelled }) => {
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        if (status === 'refunded') {
          expect(pay.statusCode).toBe(200);
          const [payment] = await succeededPaymentsOf(orderId);
          expect(await app.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toHaveLength(1);
        } else {
          expect(status).toBe('cancelled');
          expectApiError(pay, 409, undefined, /cancelled/);
          expect(await succeededPaymentsOf(orderId)).toHaveLength(0);
        }
      },
    );
  });

  it('keeps a deleted order and its payments, hidden from the lists; only an admin still reads it', async () => {
    const customer = await signUp(app);
    const productId = await addProduct(app, { quantity: 50, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 5);
    await prepareIntent(app, customer, orderId);
    const del = await app.inject({ method: 'DELETE', url: `/api/purchase/${orderId}`, headers: customer.headers });
    expect(del.json()).toEqual({ deletedCount: 1 });
    expect(await statusOf(orderId)).toBe('deleted');
    const [intent] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(intent!.status).toBe('canceled');
    const mine = await app.inject({ url: '/api/purchase', headers: customer.headers });
    expect(mine.json().map((o: { _id: string }) => o._id)).not.toContain(orderId);
    expectApiError(await app.inject({ url: `/api/purchase/${orderId}`, headers: customer.headers }), 404);
    const read = await app.inject({ url: `/api/purchase/${orderId}`, headers: admin.headers });
    expect(read.json()).toMatchObject({ status: 'deleted' });
    expect(read.json().history.map((e: { status: string }) => e.status)).toEqual(['pending', 'deleted']);
    // Paying it now is refused before anything is charged.
    const secret = intent!.clientSecret;
    expectApiError(await confirmCard(app, customer, secret), 404);
    expect(await succeededPaymentsOf(orderId)).toHaveLength(0);
    await expectBooksBalance(productId, 50);
  });

  it('refunds a paid order an administrator cancels, once, and tells the customer', async () => {
    const customer = await signUp(app, { name: 'Rita Refund' });
    const productId = await addProduct(app, { quantity: 50, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 4);
    const transactionId = await payOrder(app, customer, orderId);
    expectApiError(await cancel(orderId, customer), 403);
    const res = await cancel(orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', transactionId });
    expect((await cancel(orderId)).json().status).toBe('refunded');
    const refunded = await app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      paymentId: transactionId,
      amountCents: 5000,
      status: 'succeeded',
      reason: 'cancelled',
    });
    expect(refunded[0]!.id).toMatch(/^re_/);
    const detail = (await app.inject({ url: `/api/purchase/${orderId}`, headers: customer.headers })).json();
    expect(detail.history.map((e: { status: string }) => e.status)).toEqual(['pending', 'paid', 'refunded']);
    expect(detail.history[2].note).toMatch(/Refunded \$50\.00/);
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mails.map((m) => m.subject.replace(/ \(order #\d+\)$/, ''))).toContain(
      'Your TeaTree order was cancelled and refunded',
    );
    await expectBooksBalance(productId, 50);
  });

  it('expires an unpaid order: its stock returns, it cannot be paid, and My Orders says so', async () => {
    const customer = await signUp(app);
    const productId = await addProduct(app, { quantity: 40, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 10);
    const secret = (await prepareIntent(app, customer, orderId)).json().clientSecret;
    const placed = (await app.inject({ url: `/api/purchase/${orderId}`, headers: customer.headers })).json();
    expect(Date.parse(placed.expiresAt) - Date.parse(placed.createdAt)).toBeCloseTo(30 * 60_000, -3);

    const { expired } = await expireUnpaidOrders(app.shop, new Date(Date.now() + 31 * 60_000));
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe('expired');
    const [product] = await app.db.select().from(products).where(eq(products.id, productId));
    expect(product!.stock).toBe(40 * FIRST_SIZE.grams);
    expectApiError(await confirmCard(app, customer, secret), 409, undefined, /expired/);
    expectApiError(await prepareIntent(app, customer, orderId), 409, undefined, /expired/);
    const list = (await app.inject({ url: '/api/purchase', headers: customer.headers })).json();
    expect(list.find((o: { _id: string }) => o._id === orderId)).toMatchObject({ status: 'expired', expiresAt: null });
    // An ended order may be hidden by its customer.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/purchase/${orderId}`, headers: customer.headers })).statusCode,
    ).toBe(200);
  });

  it('keeps money totals in 64 bits: $100,000 × 215 is a 400 naming the quantity, never a 500', async () => {
    const customer = await signUp(app);
    const productId = await addProduct(app, { quantity: 1000, minOrder: 1, priceCents: 10_000_000 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: customer.headers,
      payload: { productId, quantity: 215, address: '1 Big Spender Road' },
    });
    expectApiError(res, 400, 'quantity', /at most \$100,000/);
    const [product] = await app.db.select().from(products).where(eq(products.id, productId));
    expect(product!.stock).toBe(1000 * FIRST_SIZE.grams);
  });

  it('writes the history of an order step by step', async () => {
    const customer = await signUp(app);
    const productId = await addProduct(app, { quantity: 20, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 1);
    await payOrder(app, customer, orderId);
    const ship = await app.inject({
      method: 'PATCH',
      url: `/api/purchase/${orderId}/status`,
      headers: admin.headers,
      payload: { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' },
    });
    expect(ship.json()).toMatchObject({ status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' });
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.status).sort()).toEqual(['paid', 'pending', 'shipped']);
    expect(events.find((e) => e.status === 'shipped')!.note).toBe('Royal Mail, tracking number RM123456789GB');
  });

  it('refuses a card for an order that is not the caller’s, and a confirmation of a cancelled intent', async () => {
    const customer = await signUp(app);
    const stranger = await signUp(app);
    const productId = await addProduct(app, { quantity: 20, minOrder: 1 });
    const orderId = await placeOrder(app, customer, productId, 1);
    const secret = (await prepareIntent(app, customer, orderId)).json().clientSecret;
    expectApiError(await confirmCard(app, stranger, secret), 404);
    expectApiError(await prepareIntent(app, stranger, orderId), 404);
    expectApiError(await confirmCard(app, customer, secret, { ...GOOD_CARD, number: '4000000000000002' }), 402);
    expect(await statusOf(orderId)).toBe('pending');
  });
});
