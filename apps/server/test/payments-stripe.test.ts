import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, refunds } from '../src/db/schema/index.ts';
import { expireUnpaidOrders } from '../src/workflows/expire-orders.ts';
import { buildTestApp, expectApiError, type TestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { startStripeStandIn } from './helpers/stripe-stand-in.ts';

const SECRET_KEY = 'sk_test_TeaTreeStandIn0001';
const WEBHOOK_SECRET = 'whsec_TeaTreeWebhookSecret';

describe('paying through Stripe (the official SDK against a local stand-in of its API)', () => {
  let app: TestApp;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let alice: Session;
  let admin: Session;
  let productId: string;
  const stripe = new Stripe(SECRET_KEY);

  beforeAll(async () => {
    standIn = await startStripeStandIn(SECRET_KEY);
    app = await buildTestApp({
      env: {
        AUTH_RATE_LIMIT: '1000',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_TeaTreeStandIn0001',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: standIn.url,
      },
    });
    alice = await signUp(app, { name: 'Alice Stripe' });
    admin = await signUp(app, { role: 'admin' });
    productId = await addProduct(app, { quantity: 500, minOrder: 1, priceCents: 1250 });
  });
  afterAll(async () => {
    await app?.close();
    await standIn?.close();
  });

  const placeOrder = async (quantity = 2) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: alice.headers,
      payload: { productId, quantity, address: '1 Tea Road' },
    });
    return res.json().insertedId as string;
  };
  const startPaying = async (orderId: string) =>
    app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: alice.headers, payload: { orderId } });
  /** Starts paying an order: the id of its PaymentIntent at Stripe, which the client secret begins with. */
  const intentOf = async (orderId: string) =>
    ((await startPaying(orderId)).json().clientSecret as string).split('_secret_')[0]!;
  const pay = (orderId: string, transactionId: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/purchase/${orderId}`,
      headers: alice.headers,
      payload: { transactionId },
    });
  const read = async (id: string) => (await app.inject({ url: `/api/purchase/${id}`, headers: alice.headers })).json();
  /** What Stripe.js does in the customer's browser with the client secret and a card. */
  const confirmInBrowser = (intentId: string, paymentMethod = 'pm_card_visa') =>
    fetch(`${standIn.url}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `payment_method=${paymentMethod}`,
    });
  const webhook = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
  const succeededEvent = (intent: object) => ({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });
  const receiptsFor = async (orderId: string) =>
    (await app.db.select().from(mailOutbox)).filter((m) => m.subject.includes('receipt') && m.text.includes(orderId));

  it("gives the web app Stripe's publishable key", async () => {
    expect((await app.inject('/api/config')).json().payments).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_TeaTreeStandIn0001',
    });
  });

  it('creates one PaymentIntent per order, in cents, with the order id and an idempotency key', async () => {
    const id = await placeOrder(3);
    const res = await startPaying(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'stripe', amount: 3750, currency: 'usd' });
    const created = standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    const mine = created.filter((r) => r.form.get('metadata[orderId]') === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.form.get('amount')).toBe('3750');
    expect(mine[0]!.form.get('currency')).toBe('usd');
    expect(mine[0]!.headers['idempotency-key']).toBe(`teatree-order-${id}-3750`);
    const again = await startPaying(id);
    expect(again.json().clientSecret).toBe(res.json().clientSecret);
  });

  it('marks the order paid only once Stripe says the payment succeeded, and mails one receipt', async () => {
    const id = await placeOrder();
    const intentId = await intentOf(id);
    expectApiError(await pay(id, intentId), 402, undefined, 'has not succeeded');
    expect(await read(id)).toMatchObject({ paid: false });

    expect((await confirmInBrowser(intentId, 'pm_card_chargeDeclined')).status).toBe(402);
    expectApiError(await pay(id, intentId), 402);

    expect((await confirmInBrowser(intentId)).status).toBe(200);
    const res = await pay(id, intentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paid: true, status: 'paid', transactionId: intentId });
    expect((await pay(id, intentId)).statusCode).toBe(200);
    expect(await receiptsFor(id)).toHaveLength(1);
  });

  it('refuses a payment made outside the shop for the wrong amount or another order', async () => {
    const id = await placeOrder(2);
    const cheap = standIn.createIntent(100, 'usd', { orderId: id });
    cheap.status = 'succeeded';
    expectApiError(await pay(id, cheap.id), 409, undefined, 'amount does not match');
    const elsewhere = standIn.createIntent(2500, 'usd', { orderId: 'ord_someoneelse' });
    elsewhere.status = 'succeeded';
    expectApiError(await pay(id, elsewhere.id), 409, undefined, 'another order');
    expectApiError(await pay(id, 'pi_NotKnownToStripeAtAll'), 402, undefined, 'does not exist');
    expect(await read(id)).toMatchObject({ paid: false, transactionId: null });
  });

  it('pays the order from a signed payment_intent.succeeded webhook; a replay is harmless', async () => {
    const id = await placeOrder();
    const intentId = await intentOf(id);
    await confirmInBrowser(intentId);
    const event = succeededEvent(standIn.intents.get(intentId)!);
    const res = await webhook(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await read(id)).toMatchObject({ paid: true, transactionId: intentId });
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ paid: true, transactionId: intentId });
    expect(await receiptsFor(id)).toHaveLength(1);
  });

  it('rejects a webhook with a bad signature, and believes Stripe over the event body', async () => {
    const id = await placeOrder();
    const intentId = await intentOf(id);
    const forged = succeededEvent({ ...standIn.intents.get(intentId)!, status: 'succeeded' });
    expectApiError(await webhook(forged, 'whsec_SomeoneElsesSecret'), 400, undefined, 'signature');
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(forged),
    });
    expectApiError(unsigned, 400);
    // Correctly signed, but Stripe itself says the intent has not succeeded: nothing changes.
    expect((await webhook(forged)).statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ paid: false, transactionId: null });
  });

  describe('ending an order at Stripe too', () => {
    const remove = (orderId: string, who: Session = alice) =>
      app.inject({ method: 'DELETE', url: `/api/purchase/${orderId}`, headers: who.headers });
    const statusOf = async (orderId: string) =>
      (await app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.s;

    it('cancels the PaymentIntent at Stripe when the customer deletes the order, so a later card fails there', async () => {
      const id = await placeOrder();
      const intentId = await intentOf(id);
      expect((await remove(id)).statusCode).toBe(200);
      expect(standIn.intents.get(intentId)!.status).toBe('canceled');
      expect(standIn.requests.some((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(true);
      const late = await confirmInBrowser(intentId);
      expect(late.status).toBe(400);
      expect(await statusOf(id)).toBe('deleted');
    });

    it('cancels the PaymentIntent when the order expires', async () => {
      const id = await placeOrder();
      const intentId = await intentOf(id);
      await expireUnpaidOrders(app.shop, new Date(Date.now() + 3_600_000));
      expect(await statusOf(id)).toBe('expired');
      expect(standIn.intents.get(intentId)!.status).toBe('canceled');
    });

    it('keeps an order whose payment Stripe is processing: the customer is told, the sweep waits', async () => {
      const id = await placeOrder();
      const intentId = await intentOf(id);
      standIn.setStatus(intentId, 'processing');
      expectApiError(await remove(id), 409, undefined, /payment for this order is on its way/);
      await expireUnpaidOrders(app.shop, new Date(Date.now() + 3_600_000));
      expect(await statusOf(id)).toBe('pending');
      // Then it succeeds, and Stripe's webhook pays the order.
      standIn.setStatus(intentId, 'succeeded');
      expect((await webhook(succeededEvent(standIn.intents.get(intentId)!))).statusCode).toBe(200);
      expect(await statusOf(id)).toBe('paid');
    });

    it('refunds money that arrives for an order that can no longer take it, once, and says so', async () => {
      const id = await placeOrder(2);
      const intentId = await intentOf(id);
      // The order ends; the intent cannot be cancelled in time (Stripe charged the card just now).
      standIn.setStatus(intentId, 'succeeded');
      await app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
      const event = succeededEvent(standIn.intents.get(intentId)!);
      expect((await webhook(event)).statusCode).toBe(200);
      expect((await webhook(event)).statusCode).toBe(200);
      expect(standIn.refundsOf(intentId)).toHaveLength(1);
      const refundCall = standIn.requests.find(
        (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === intentId,
      );
      expect(refundCall!.headers['idempotency-key']).toBe(`teatree-refund-${intentId}`);
      const recorded = await app.db.select().from(refunds).where(eq(refunds.paymentId, intentId));
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ amountCents: 2500, reason: 'not_payable', provider: 'stripe' });
      expect(await statusOf(id)).toBe('cancelled');
      const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, alice.email));
      expect(mails.filter((m) => m.subject.startsWith('We refunded a payment') && m.text.includes(id))).toHaveLength(1);
      // The customer's own page hears the same.
      expectApiError(await pay(id, intentId), 409, undefined, 'This order was cancelled. The payment was refunded.');
    });

    it('refunds a paid order an administrator cancels, through Stripe with an idempotency key', async () => {
      const id = await placeOrder(3);
      const intentId = await intentOf(id);
      await confirmInBrowser(intentId);
      expect((await pay(id, intentId)).statusCode).toBe(200);
      const res = await remove(id, admin);
      expect(res.json()).toEqual({ deletedCount: 1 });
      expect(await statusOf(id)).toBe('refunded');
      const [refund] = standIn.refundsOf(intentId);
      expect(refund).toMatchObject({ amount: 3750, status: 'succeeded' });
      const call = standIn.requests.find((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === intentId);
      expect(call!.headers['idempotency-key']).toBe(`teatree-refund-${intentId}`);
      const recorded = await app.db.select().from(refunds).where(eq(refunds.paymentId, intentId));
      expect(recorded[0]).toMatchObject({ id: refund!.id, reason: 'cancelled' });
    });

    it('leaves a paid order as it was when Stripe refuses the refund, and tells the administrator why', async () => {
      const id = await placeOrder(1);
      const intentId = await intentOf(id);
      await confirmInBrowser(intentId);
      expect((await pay(id, intentId)).statusCode).toBe(200);
      standIn.refuseRefunds();
      try {
        const res = await app.inject({
          method: 'PATCH',
          url: `/api/purchase/${id}/status`,
          headers: admin.headers,
          payload: { status: 'cancelled' },
        });
        const body = expectApiError(
          res,
          409,
          undefined,
          /^The refund was refused: Charge ch_\w+ has been charged back; cannot issue a refund\.$/,
        );
        expect(body.code).toBe('REFUND_REFUSED');
      } finally {
        standIn.refuseRefunds(null);
      }
      expect(await statusOf(id)).toBe('paid');
      expect(await app.db.select().from(refunds).where(eq(refunds.paymentId, intentId))).toHaveLength(0);
    });
  });
});
