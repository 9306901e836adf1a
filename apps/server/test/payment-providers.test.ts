import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { orders, payments } from '../src/db/schema/index.ts';
import { type IntentRequest, RefundRefused } from '../src/modules/payments/provider.ts';
import { recordRefund } from '../src/modules/payments/repository.ts';
import { createStripeProvider, type StripeProvider } from '../src/modules/payments/stripe-provider.ts';
import {
  CardError,
  createTestProvider,
  refundIdFor,
  type TestProvider,
  testProviderMessages,
} from '../src/modules/payments/test-provider.ts';
import { createTestDatabase } from './helpers/app.ts';
import { type StripeStandIn, startStripeStandIn, stripeMessages } from './helpers/stripe-stand-in.ts';

const SECRET_KEY = 'sk_test_TeaTreeProviders0001';
const WEBHOOK_SECRET = 'whsec_TeaTreeProviders';
const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** The sentence a provider refused a refund with; fails the test if the refund went through. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the refund went through'),
    (err: unknown) => {
      expect(err).toBeInstanceOf(RefundRefused);
      return (err as RefundRefused).message;
    },
  );

describe('the Stripe provider (the official SDK against a local stand-in of its API)', () => {
  let standIn: StripeStandIn;
  let stripe: StripeProvider;

  beforeAll(async () => {
    standIn = await startStripeStandIn(SECRET_KEY);
    stripe = createStripeProvider({
      secretKey: SECRET_KEY,
      publishableKey: 'pk_test_TeaTreeProviders0001',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: standIn.url,
    });
  });
  afterAll(() => standIn?.close());

  const newIntent = (amountCents = 2500) =>
    stripe.createIntent({ orderId: id('ord'), amountCents, currency: 'usd', email: 'tea@example.com' });
  /** What Stripe.js does in the customer's browser with a card. */
  const confirmInBrowser = (intentId: string, paymentMethod = 'pm_card_visa') =>
    fetch(`${standIn.url}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `payment_method=${paymentMethod}`,
    });
  const paidIntent = async (amountCents = 2500) => {
    const intent = await newIntent(amountCents);
    expect((await confirmInBrowser(intent.id)).status).toBe(200);
    return intent;
  };
  const requestsTo = (path: string) => standIn.requests.filter((r) => r.method === 'POST' && r.path === path);

  it('cancels an unpaid intent at Stripe, after which no card can pay it', async () => {
    const intent = await newIntent();
    const cancelled = await stripe.cancelIntent(intent.id);
    expect(cancelled).toMatchObject({ id: intent.id, status: 'canceled', amountCents: 2500 });
    expect(requestsTo(`/v1/payment_intents/${intent.id}/cancel`)).toHaveLength(1);
    expect(standIn.intents.get(intent.id)).toMatchObject({ status: 'canceled', canceled_at: expect.any(Number) });
    expect(await stripe.retrieveIntent(intent.id)).toMatchObject({ status: 'canceled' });

    const late = await confirmInBrowser(intent.id);
    expect(late.status).toBe(400);
    expect(((await late.json()) as { error: unknown }).error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: stripeMessages.cannotUpdatePaymentMethod('canceled'),
    });
    expect(standIn.intents.get(intent.id)!.status).toBe('canceled');
  });

  it('answers an intent that can no longer be cancelled as Stripe has it, without an error', async () => {
    const paid = await paidIntent();
    expect(await stripe.cancelIntent(paid.id)).toMatchObject({ id: paid.id, status: 'succeeded' });
    expect(standIn.intents.get(paid.id)!.status).toBe('succeeded');

    const processing = await newIntent();
    standIn.setStatus(processing.id, 'processing');
    expect(await stripe.cancelIntent(processing.id)).toMatchObject({ status: 'processing' });

    const twice = await newIntent();
    await stripe.cancelIntent(twice.id);
    expect(await stripe.cancelIntent(twice.id)).toMatchObject({ status: 'canceled' });
  });

  it("answers the cancel endpoint with Stripe's 400 for a finished intent", async () => {
    const paid = await paidIntent();
    const res = await fetch(`${standIn.url}/v1/payment_intents/${paid.id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cancellation_reason=abandoned',
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: unknown };
    expect(error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message:
        'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
      payment_intent: { id: paid.id, status: 'succeeded' },
    });
  });

  it('throws when Stripe does not know the intent it is asked to cancel', async () => {
    await expect(stripe.cancelIntent('pi_NotKnownToStripeAtAll')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('refunds once per idempotency key: a retry gets the same refund', async () => {
    const paid = await paidIntent(3750);
    const key = `teatree-refund-${paid.id}`;
    const refund = await stripe.refund({ intentId: paid.id, amountCents: 3750, idempotencyKey: key });
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_[A-Za-z0-9]{24}$/),
      status: 'succeeded',
      amountCents: 3750,
    });

    const sent = requestsTo('/v1/refunds');
    expect(sent.at(-1)!.headers['idempotency-key']).toBe(key);
    expect(sent.at(-1)!.form.get('payment_intent')).toBe(paid.id);
    expect(sent.at(-1)!.form.get('amount')).toBe('3750');

    const again = await stripe.refund({ intentId: paid.id, amountCents: 3750, idempotencyKey: key });
    expect(again.id).toBe(refund.id);
    expect(standIn.refundsOf(paid.id)).toHaveLength(1);
    expect(standIn.refundsOf(paid.id)[0]).toMatchObject({
      object: 'refund',
      amount: 3750,
      currency: 'usd',
      payment_intent: paid.id,
      charge: standIn.intents.get(paid.id)!.latest_charge,
      status: 'succeeded',
    });

    // The same key with other parameters: Stripe's idempotency error, and still one refund.
    expect(await refusal(stripe.refund({ intentId: paid.id, amountCents: 100, idempotencyKey: key }))).toBe(
      stripeMessages.idempotencyMismatch(key),
    );
    expect(standIn.refundsOf(paid.id)).toHaveLength(1);
  });

  it("refuses refunds Stripe refuses, with Stripe's sentence", async () => {
    const unpaid = await newIntent();
    expect(await refusal(stripe.refund({ intentId: unpaid.id, amountCents: 2500, idempotencyKey: id('k') }))).toBe(
      `This PaymentIntent (${unpaid.id}) does not have a successful charge to refund.`,
    );

    const paid = await paidIntent(2500);
    expect(await refusal(stripe.refund({ intentId: paid.id, amountCents: 9900, idempotencyKey: id('k') }))).toBe(
      'Refund amount ($99.00) is greater than charge amount ($25.00)',
    );
    await stripe.refund({ intentId: paid.id, amountCents: 1000, idempotencyKey: id('k') });
    expect(await refusal(stripe.refund({ intentId: paid.id, amountCents: 2000, idempotencyKey: id('k') }))).toBe(
      'Refund amount ($20.00) is greater than unrefunded amount on charge ($15.00)',
    );
    await stripe.refund({ intentId: paid.id, amountCents: 1500, idempotencyKey: id('k') });
    const charge = standIn.intents.get(paid.id)!.latest_charge;
    expect(await refusal(stripe.refund({ intentId: paid.id, amountCents: 2500, idempotencyKey: id('k') }))).toBe(
      `Charge ${charge} has already been refunded.`,
    );
    expect(standIn.refundsOf(paid.id).map((r) => r.amount)).toEqual([1000, 1500]);

    expect(
      await refusal(stripe.refund({ intentId: 'pi_NotKnownToStripeAtAll', amountCents: 100, idempotencyKey: id('k') })),
    ).toBe("No such payment_intent: 'pi_NotKnownToStripeAtAll'");
  });

  it('refuses every refund while the stand-in is told to, as Stripe refuses a disputed charge', async () => {
    const paid = await paidIntent();
    standIn.refuseRefunds();
    try {
      const err = await stripe
        .refund({ intentId: paid.id, amountCents: 2500, idempotencyKey: id('k') })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RefundRefused);
      const charge = standIn.intents.get(paid.id)!.latest_charge;
      expect((err as RefundRefused).message).toBe(`Charge ${charge} has been charged back; cannot issue a refund.`);
      expect((err as RefundRefused).cause).toMatchObject({ code: 'charge_disputed', statusCode: 400 });

      standIn.refuseRefunds('Refunds are not available for this account.');
      expect(await refusal(stripe.refund({ intentId: paid.id, amountCents: 2500, idempotencyKey: id('k') }))).toBe(
        'Refunds are not available for this account.',
      );
    } finally {
      standIn.refuseRefunds(null);
    }
    expect(standIn.refundsOf(paid.id)).toHaveLength(0);
    await stripe.refund({ intentId: paid.id, amountCents: 2500, idempotencyKey: id('k') });
    expect(standIn.refundsOf(paid.id)).toHaveLength(1);
  });

  it('lets a Stripe outage or an unreachable Stripe through as it is, not as a refusal', async () => {
    const paid = await paidIntent();
    standIn.breakDown(500);
    try {
      const err = await stripe
        .refund({ intentId: paid.id, amountCents: 2500, idempotencyKey: id('k') })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Stripe.errors.StripeAPIError);
      expect(err).not.toBeInstanceOf(RefundRefused);
    } finally {
      standIn.breakDown(null);
    }

    const closed = await startStripeStandIn(SECRET_KEY);
    await closed.close();
    const unreachable = createStripeProvider({
      secretKey: SECRET_KEY,
      publishableKey: 'pk_test_x',
      apiBase: closed.url,
    });
    const err = await unreachable
      .refund({ intentId: paid.id, amountCents: 2500, idempotencyKey: id('k') })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(standIn.refundsOf(paid.id)).toHaveLength(0);
  });

  it("signs webhook events for an intent with the endpoint's secret, as Stripe does", async () => {
    const paid = await paidIntent();
    const { payload, signature } = standIn.webhookEvent(paid.id, WEBHOOK_SECRET);
    const event = stripe.verifyWebhook(Buffer.from(payload), signature);
    expect(event).toMatchObject({
      type: 'payment_intent.succeeded',
      data: { object: { id: paid.id, status: 'succeeded' } },
    });
    const forged = standIn.webhookEvent(paid.id, 'whsec_SomeoneElsesSecret');
    expect(() => stripe.verifyWebhook(Buffer.from(forged.payload), forged.signature)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});

describe('the test provider (intents in the shop database)', () => {
  let database: DatabaseHandle;
  let provider: TestProvider;

  beforeAll(async () => {
    database = await createTestDatabase();
    provider = createTestProvider(database.db);
  });
  afterAll(() => database?.close());

  /** An order to pay (the payments table refers to one), and the intent request for it. */
  const newOrder = async (totalCents = 2500): Promise<IntentRequest> => {
    const orderId = id('ord');
    await database.db.insert(orders).values({
      id: orderId,
      name: 'Sencha',
      category: 'Green',
      brand: 'TeaTree',
      description: 'A green tea',
      photo: 'https://example.com/sencha.jpg',
      unitPriceCents: totalCents,
      quantity: 1,
      totalCents,
      subtotalCents: totalCents,
      customerName: 'Ada Tea',
      email: 'ada@example.com',
      address: '1 Tea Road',
    });
    return { orderId, amountCents: totalCents, currency: 'usd', email: 'ada@example.com' };
  };
  const statusOf = async (intentId: string) =>
    (await database.db.select().from(payments).where(eq(payments.id, intentId)))[0]?.status;
  const paidIntent = async (totalCents = 2500) => {
    const intent = await provider.createIntent(await newOrder(totalCents));
    return provider.confirm(intent, VISA);
  };

  it('cancels an unpaid intent, which then refuses a card as Stripe does', async () => {
    const intent = await provider.createIntent(await newOrder());
    expect(intent.status).toBe('requires_payment_method');
    expect(await provider.cancelIntent(intent.id)).toMatchObject({ id: intent.id, status: 'canceled' });
    expect(await statusOf(intent.id)).toBe('canceled');
    expect(await provider.cancelIntent(intent.id)).toMatchObject({ status: 'canceled' });

    const err = await provider.confirm(intent, VISA).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CardError);
    expect(err).toMatchObject({
      code: 'payment_intent_unexpected_state',
      message:
        'You cannot confirm this PaymentIntent because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be confirmed: requires_payment_method, requires_confirmation, requires_action.',
    });
    expect(await statusOf(intent.id)).toBe('canceled');
  });

  it('answers a paid or processing intent as it is, and throws for an unknown one', async () => {
    const paid = await paidIntent();
    expect(paid.status).toBe('succeeded');
    expect(await provider.cancelIntent(paid.id)).toMatchObject({ status: 'succeeded' });
    expect(await statusOf(paid.id)).toBe('succeeded');

    const processing = await provider.createIntent(await newOrder());
    await database.db.update(payments).set({ status: 'processing' }).where(eq(payments.id, processing.id));
    expect(await provider.cancelIntent(processing.id)).toMatchObject({ status: 'processing' });

    await expect(provider.cancelIntent('pi_NotKnownAtAll0000')).rejects.toThrow(
      testProviderMessages.noSuchIntent('pi_NotKnownAtAll0000'),
    );
  });

  it('finds an intent by its client secret through an index, however many payments the shop has taken', async () => {
    const intent = await provider.createIntent(await newOrder());
    expect(await provider.findByClientSecret(intent.clientSecret)).toMatchObject({ id: intent.id });
    expect(await provider.findByClientSecret(`${intent.clientSecret}x`)).toBeNull();
    // The plan the database keeps for a table of any size: reading it through is refused, so only an
    // index on the secret can answer (a few rows would otherwise be read through, as cheapest).
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql.raw("explain select * from payments where client_secret = 'pi_Any_secret_Any'"));
    });
    expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows)).toContain('payments_client_secret_idx');
  });

  it("works inside the caller's transaction, and is undone with it", async () => {
    const request = await newOrder();
    const rolledBack = new Error('rolled back');
    let made = '';
    await expect(
      database.db.transaction(async (tx) => {
        const intent = await provider.createIntent(request, tx);
        made = intent.id;
        expect(await provider.retrieveIntent(intent.id, tx)).toMatchObject({ status: 'requires_payment_method' });
        expect(await provider.findByClientSecret(intent.clientSecret, tx)).toMatchObject({ id: intent.id });
        expect(await provider.cancelIntent(intent.id, tx)).toMatchObject({ status: 'canceled' });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await provider.retrieveIntent(made)).toBeNull();

    const intent = await provider.createIntent(request);
    await database.db.transaction(async (tx) => {
      const charged = await provider.confirm(intent, VISA, tx);
      expect(charged.status).toBe('succeeded');
      const refund = await provider.refund(
        { intentId: intent.id, amountCents: 2500, idempotencyKey: `teatree-refund-${intent.id}` },
        tx,
      );
      expect(refund.status).toBe('succeeded');
    });
    expect(await statusOf(intent.id)).toBe('succeeded');
  });

  it('refunds with an id made from the idempotency key: the same on every app server', async () => {
    const paid = await paidIntent(3750);
    const key = `teatree-refund-${paid.id}`;
    const refund = await provider.refund({ intentId: paid.id, amountCents: 3750, idempotencyKey: key });
    expect(refund).toEqual({ id: refundIdFor(key), status: 'succeeded', amountCents: 3750 });
    expect(refund.id).toMatch(/^re_[A-Za-z0-9]{24}$/);

    const otherServer = createTestProvider(database.db);
    expect((await otherServer.refund({ intentId: paid.id, amountCents: 3750, idempotencyKey: key })).id).toBe(
      refund.id,
    );

    // Recorded by the shop, as it records every refund: a retry still gets it, another refund is refused.
    await recordRefund(database.db, {
      id: refund.id,
      paymentId: paid.id,
      orderId: paid.orderId!,
      provider: 'test',
      amountCents: refund.amountCents,
      status: refund.status,
      reason: 'cancelled',
    });
    expect(await provider.refund({ intentId: paid.id, amountCents: 3750, idempotencyKey: key })).toEqual(refund);
    expect(await refusal(provider.refund({ intentId: paid.id, amountCents: 3750, idempotencyKey: id('k') }))).toBe(
      `Charge ch_${paid.id.slice(3)} has already been refunded.`,
    );
    expect(await refusal(provider.refund({ intentId: paid.id, amountCents: 100, idempotencyKey: key }))).toBe(
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    );
  });

  it("refuses what Stripe refuses, with Stripe's sentence", async () => {
    const unpaid = await provider.createIntent(await newOrder());
    expect(await refusal(provider.refund({ intentId: unpaid.id, amountCents: 2500, idempotencyKey: id('k') }))).toBe(
      `This PaymentIntent (${unpaid.id}) does not have a successful charge to refund.`,
    );
    await provider.cancelIntent(unpaid.id);
    expect(await refusal(provider.refund({ intentId: unpaid.id, amountCents: 2500, idempotencyKey: id('k') }))).toBe(
      `This PaymentIntent (${unpaid.id}) does not have a successful charge to refund.`,
    );

    const paid = await paidIntent(2500);
    expect(await refusal(provider.refund({ intentId: paid.id, amountCents: 9900, idempotencyKey: id('k') }))).toBe(
      'Refund amount ($99.00) is greater than charge amount ($25.00)',
    );
    expect(await refusal(provider.refund({ intentId: paid.id, amountCents: 0, idempotencyKey: id('k') }))).toBe(
      'This value must be greater than or equal to 1.',
    );
    expect(
      await refusal(provider.refund({ intentId: 'pi_NotKnownAtAll0000', amountCents: 100, idempotencyKey: id('k') })),
    ).toBe("No such payment_intent: 'pi_NotKnownAtAll0000'");
  });
});
