import { cardMessages } from '@teatree/shared/schemas/payment';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, orderEvents, orders, payments } from '../src/db/schema/index.ts';
import { checkTestCard } from '../src/modules/payments/test-provider.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { placeOrder as orderTea } from './helpers/shopping.ts';

const FUTURE = { expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
const card = (number: string, change: object = {}) => ({ number, ...FUTURE, ...change });

describe('the test card checks, as Stripe test mode answers them', () => {
  it.each([
    ['4242 4242 4242 4242', {}, null],
    ['4242-4242-4242-4242', { cvc: '1234' }, null],
    ['4000 0000 0000 0002', {}, cardMessages.declined],
    ['4000 0000 0000 9995', {}, cardMessages.insufficientFunds],
    ['4000 0000 0000 0069', {}, cardMessages.expired],
    ['4000 0000 0000 0127', {}, cardMessages.incorrectCvc],
    ['4242 4242 4242 4241', {}, cardMessages.invalidNumber],
    ['4242 4242', {}, cardMessages.incompleteNumber],
    ['4242 abcd 4242 4242', {}, cardMessages.invalidNumber],
    ['4242 4242 4242 4242 4242', {}, cardMessages.invalidNumber],
    ['4242 4242 4242 4242', { expMonth: 13 }, cardMessages.invalidExpiryMonth],
    ['4242 4242 4242 4242', { expYear: 2020 }, cardMessages.pastExpiry],
    ['4242 4242 4242 4242', { cvc: '12' }, cardMessages.incompleteCvc],
    ['5555 5555 5555 4444', {}, cardMessages.notTestCard],
  ])('%s %j → %s', (number, change, message) => {
    const run = () => checkTestCard(card(number, change));
    if (message) expect(run).toThrow(message);
    else expect(run).not.toThrow();
  });

  it('takes a two-digit year and this month as not yet expired', () => {
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(() => checkTestCard(card('4242424242424242', { expMonth: 11, expYear: 26 }), now)).not.toThrow();
    expect(() => checkTestCard(card('4242424242424242', { expMonth: 10, expYear: 26 }), now)).toThrow(
      cardMessages.pastExpiry,
    );
  });
});

describe('paying an order with the built-in test provider', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  let alice: Session;
  let bob: Session;
  let admin: Session;
  let productId: string;

  beforeAll(async () => {
    alice = await signUp(app, { name: 'Alice Payer' });
    bob = await signUp(app, { name: 'Bob Other' });
    admin = await signUp(app, { role: 'admin' });
    productId = await addProduct(app, { quantity: 500, minOrder: 1, priceCents: 1999 });
  });

  const placeOrder = (who: Session = alice, quantity = 3) => orderTea(app, who, productId, quantity);
  const intent = (orderId: string, who: Session | null = alice, extra: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: who ? who.headers : {},
      payload: { orderId, ...extra },
    });
  const confirm = (clientSecret: string, number: string, who: Session = alice, change: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers: who.headers,
      payload: { clientSecret, card: card(number, change), billingDetails: { name: who.name, email: who.email } },
    });
  const pay = (orderId: string, transactionId: string, who: Session = alice) =>
    app.inject({
      method: 'PATCH',
      url: `/api/purchase/${orderId}`,
      headers: who.headers,
      payload: { productId, transactionId },
    });
  const read = async (id: string) => (await app.inject({ url: `/api/purchase/${id}`, headers: alice.headers })).json();
  const receipts = async (email: string) =>
    (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) =>
      m.subject.includes('receipt'),
    );

  it('tells the web app that payments run in test mode', async () => {
    const config = (await app.inject('/api/config')).json();
    expect(config.payments).toEqual({ provider: 'test', publishableKey: null });
  });

  it("answers the order's own total, whatever price the body claims, and the same secret when asked again", async () => {
    const id = await placeOrder(alice, 3);
    const res = await intent(id, alice, { price: 0.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'test', amount: 5997, currency: 'usd' });
    expect(res.json().clientSecret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{24}$/);
    expect((await intent(id)).json().clientSecret).toBe(res.json().clientSecret);
  });

  it("refuses to start paying someone else's order, a missing one, or for a visitor", async () => {
    const id = await placeOrder(alice);
    expectApiError(await intent(id, bob), 404);
    expectApiError(await intent(id, admin), 404);
    expectApiError(await intent(id, null), 401);
    expectApiError(await intent('ord_missing'), 404);
    expectApiError(await intent(''), 400, 'orderId');
  });

  it('pays with 4242 4242 4242 4242: the order is paid with a pi_ id and a receipt is mailed', async () => {
    const id = await placeOrder();
    const { clientSecret } = (await intent(id)).json();
    const res = await confirm(clientSecret, '4242 4242 4242 4242');
    expect(res.statusCode, res.body).toBe(200);
    const { paymentIntent } = res.json();
    expect(paymentIntent).toMatchObject({ status: 'succeeded', amount: 5997, currency: 'usd' });
    expect(paymentIntent.id).toMatch(/^pi_/);
    expect(clientSecret.startsWith(`${paymentIntent.id}_secret_`)).toBe(true);

    expect(await read(id)).toMatchObject({ paid: true, status: 'paid', transactionId: paymentIntent.id });
    const patched = await pay(id, paymentIntent.id);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ paid: true, transactionId: paymentIntent.id });

    const mails = await receipts(alice.email);
    const mine = mails.filter((m) => m.text.includes(id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain(`Transaction ID: ${paymentIntent.id}`);
    expect(mine[0]!.text).toContain('Total: $59.97');
  });

  it('never pays twice: a second intent, a replayed confirm or a replayed PATCH changes nothing', async () => {
    const id = await placeOrder();
    const { clientSecret } = (await intent(id)).json();
    const first = (await confirm(clientSecret, '4242424242424242')).json().paymentIntent.id;
    expectApiError(await intent(id), 409, undefined, 'This order is already paid');
    expect((await confirm(clientSecret, '4242424242424242')).json().paymentIntent.id).toBe(first);
    expect((await pay(id, first)).statusCode).toBe(200);
    expect((await pay(id, first)).statusCode).toBe(200);
    // Another payment id for a paid order: the provider knows no such payment.
    expectApiError(await pay(id, 'pi_AnotherPayment12345'), 402, undefined, 'This payment does not exist');
    expect(await read(id)).toMatchObject({ transactionId: first, status: 'paid' });
    expect((await receipts(alice.email)).filter((m) => m.text.includes(id))).toHaveLength(1);
  });

  it("records a payment once: the card's confirmation pays the order, the PATCH that follows records nothing", async () => {
    const id = await placeOrder();
    const { clientSecret } = (await intent(id)).json();
    const paid = vi.spyOn(app.effects, 'orderPaid');
    try {
      const first = (await confirm(clientSecret, '4242424242424242')).json().paymentIntent.id;
      expect(paid).toHaveBeenCalledTimes(1);
      const patched = await pay(id, first);
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({ _id: id, paid: true, status: 'paid', transactionId: first });
      expect(paid).toHaveBeenCalledTimes(1);
    } finally {
      paid.mockRestore();
    }
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((e) => e.status).sort()).toEqual(['paid', 'pending']);
    expect(await app.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(1);
    const mails = (await app.db.select().from(mailOutbox)).filter((m) => m.text.includes(id));
    // The placed mail (withdrawn unsent, as the order was paid before it was due), the receipt and the
    // shop's notice: each once.
    expect(mails.map((m) => m.status).sort()).toEqual(['kept', 'kept', 'withdrawn']);
    expect(mails.find((m) => m.status === 'withdrawn')?.subject).toMatch(
      /^Your TeaTree order is waiting for payment \(order #\d+\)$/,
    );
  });

  it.each([
    ['4000 0000 0000 0002', {}, cardMessages.declined, 'card_declined', undefined],
    ['4000 0000 0000 9995', {}, cardMessages.insufficientFunds, 'insufficient_funds', undefined],
    ['4242 4242 4242 4241', {}, cardMessages.invalidNumber, 'invalid_number', 'number'],
    ['4242 4242 4242 4242', { expYear: 2021 }, cardMessages.pastExpiry, 'invalid_expiry_year', 'expiry'],
    ['4242 4242 4242 4242', { cvc: '7' }, cardMessages.incompleteCvc, 'incomplete_cvc', 'cvc'],
  ])('refuses %s %j with “%s” and leaves the order unpaid', async (number, change, message, code, field) => {
    const id = await placeOrder();
    const { clientSecret } = (await intent(id)).json();
    const res = await confirm(clientSecret, number, alice, change);
    const body = expectApiError(res, 402, field, message);
    expect(body).toMatchObject({ message, code });
    expect(await read(id)).toMatchObject({ paid: false, status: 'pending', transactionId: null });
    // The customer may try again with a good card.
    expect((await confirm(clientSecret, '4242424242424242')).statusCode).toBe(200);
  });

  it('refuses a forged transaction id, or a payment made for another order', async () => {
    const id = await placeOrder();
    expectApiError(await pay(id, 'pi_ForgedByTheBrowser1234'), 402, undefined, 'This payment does not exist');
    expectApiError(await pay(id, 'not-a-payment'), 400, 'transactionId');

    const other = await placeOrder();
    const { clientSecret } = (await intent(other)).json();
    const paidOther = (await confirm(clientSecret, '4242424242424242')).json().paymentIntent.id;
    expectApiError(await pay(id, paidOther), 409, undefined, 'This payment is for another order');
    expect(await read(id)).toMatchObject({ paid: false, transactionId: null });
  });

  it('refuses a payment that has not succeeded', async () => {
    const id = await placeOrder();
    const { clientSecret } = (await intent(id)).json();
    const pending = clientSecret.split('_secret_')[0];
    expectApiError(await pay(id, pending), 402, undefined, 'The payment for this order has not succeeded');
    expect(await read(id)).toMatchObject({ paid: false });
  });

  it("refuses paying someone else's order, by confirm or by PATCH", async () => {
    const id = await placeOrder(alice);
    const { clientSecret } = (await intent(id)).json();
    expectApiError(await confirm(clientSecret, '4242424242424242', bob), 404);
    expectApiError(await pay(id, clientSecret.split('_secret_')[0], bob), 404);
    expectApiError(await confirm('pi_unknown_secret_nothing', '4242424242424242'), 404);
    expect(await read(id)).toMatchObject({ paid: false });
  });

  it('refuses paying a cancelled order', async () => {
    const id = await placeOrder();
    const { clientSecret } = (await intent(id)).json();
    await app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    expectApiError(await confirm(clientSecret, '4242424242424242'), 409, undefined, 'This order was cancelled');
    expectApiError(await intent(id), 409, undefined, 'This order was cancelled');
  });

  it('has no Stripe webhook while Stripe is not configured', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
