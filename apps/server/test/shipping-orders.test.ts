import type { OrderDetail } from '@teatree/shared/schemas/order';
import type { Quote } from '@teatree/shared/schemas/quote';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { LOCAL } from './helpers/account-links.ts';
import { apiCalls } from './helpers/api-calls.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addTeaByApi } from './helpers/catalogue.ts';
import { booksRowsWith, growth, todaysFigures } from './helpers/dashboard.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { BERLIN, germanTaxes, shipWithinGermany } from './helpers/shipping.ts';
import { ADDRESS, DELIVERY, payOrder } from './helpers/shopping.ts';

/**
 * An order placed with shipping and tax (docs/decisions/0033-shipping-and-tax.md): it keeps the method
 * and the totals the shopper was shown, to the cent, is paid and refunded at that total, and is refused,
 * nothing taken, when its method does not serve its address or its total is no longer what was shown.
 * The shop is in Germany; it ships within Germany (Standard by weight, free over $40, or Collect) and
 * nowhere else, and taxes tea at 7 % and delivery at 19 %.
 */
describe('orders with shipping and tax', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', SHOP_COUNTRY: 'DE' } });
  let admin: Session;
  let sencha: string;
  const methods: Record<'standard' | 'collect', string> = { standard: '', collect: '' };

  const { call, ok } = apiCalls(app, () => admin);
  const tins = (quantity: number) => [{ productId: sencha, quantity }];
  const quote = async (lines: object[], country = 'DE'): Promise<Quote> =>
    ok('POST', '/api/shipping/quote', { country, region: '', lines }, null);
  /** A new customer's cart of `quantity` tins. */
  const cartOf = async (who: Session, quantity: number) =>
    ok('POST', '/api/cart/items', { productId: sencha, quantity }, who);
  const stockNow = async () => (await call('GET', `/api/products/${sencha}`)).json().quantity as number;
  const orderRead = async (id: string, who: Session): Promise<OrderDetail> =>
    (await call('GET', `/api/purchase/${id}`, undefined, who)).json();

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
    sencha = await addTeaByApi(ok, { name: 'Sencha', price: 16.5, quantity: 100 });
    [methods.standard, methods.collect] = await shipWithinGermany(app, admin, [
      {
        name: 'Standard',
        rate: { kind: 'weight', packagingGrams: 150, bands: [{ from: 0, to: 2000, price: 4.9 }] },
        freeOver: 40,
        days: { min: 2, max: 4 },
      },
      { name: 'Collect at the shop', rate: { kind: 'flat', price: 0 }, collect: true },
    ]);
  });

  it('keeps the method and the totals the shopper was shown, and is paid and refunded at that total', async () => {
    const customer = await signUp(app);
    await cartOf(customer, 1);
    const shown = (await quote(tins(1))).methods.find((m) => m.name === 'Standard')!;
    // 16.50 + 4.90 shipping; tax 16.50 × 7 % = 1.155 → 1.16 and 4.90 × 19 % = 0.931 → 0.93.
    expect(shown.totals).toMatchObject({ subtotal: 16.5, shipping: 4.9, tax: 2.09, total: 23.49 });

    const placed = await ok(
      'POST',
      '/api/cart/checkout',
      { address: BERLIN, shippingMethodId: methods.standard, total: shown.totals.total },
      customer,
    );
    const breakdown = {
      price: 16.5,
      quantity: 1,
      subtotal: 16.5,
      shipping: 4.9,
      tax: 2.09,
      taxes: germanTaxes({ delivery: 0.93, tea: 1.16 }),
      total: 23.49,
      pricesIncludeTax: false,
      shippingMethod: { id: methods.standard, name: 'Standard', collect: false, days: { min: 2, max: 4 } },
    };
    expect(placed.order).toMatchObject(breakdown);
    expect(await orderRead(placed.insertedId, customer)).toMatchObject(breakdown);
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    const mail = mails.find((m) => m.subject.startsWith('Your TeaTree order is waiting for payment'));
    expect(mail?.text).toContain(
      [
        '  Subtotal: $16.50',
        '  Shipping (Standard): $4.90',
        '  Tax (19 %): $0.93',
        '  Tax (7 %): $1.16',
        '  Total: $23.49',
      ].join('\n'),
    );
    expect(mail?.html).toContain('Shipping (Standard)');

    const intent = await ok('POST', '/api/create-payment-intent', { orderId: placed.insertedId }, customer);
    expect(intent.amount).toBe(2349);
    await payOrder(app, customer, placed.insertedId);
    const refunded = await ok('PATCH', `/api/purchase/${placed.insertedId}/status`, { status: 'cancelled' });
    expect(refunded.status).toBe('refunded');
    const history = (await orderRead(placed.insertedId, customer)).history;
    expect(history.at(-1)?.note).toMatch(/^Refunded \$23\.49 /);
  });

  it('taxes a parcel collected at the shop where the shop is, with no shipping', async () => {
    const customer = await signUp(app);
    await cartOf(customer, 3);
    const collect = (await quote(tins(3))).methods.find((m) => m.collect)!;
    // 49.50 × 7 % = 3.465 → 3.47.
    expect(collect.totals).toMatchObject({ subtotal: 49.5, shipping: 0, tax: 3.47, total: 52.97 });
    const placed = await ok(
      'POST',
      '/api/cart/checkout',
      { address: BERLIN, shippingMethodId: methods.collect, total: 52.97 },
      customer,
    );
    expect(placed.order).toMatchObject({
      subtotal: 49.5,
      shipping: 0,
      tax: 3.47,
      total: 52.97,
      shippingMethod: { name: 'Collect at the shop', collect: true, days: null },
    });
  });

  it('delivers the purchase form’s order in the shop’s country by its first delivering method', async () => {
    const customer = await signUp(app);
    const placed = await ok('POST', '/api/purchase', { productId: sencha, quantity: 1, address: ADDRESS }, customer);
    expect(placed.order).toMatchObject({ subtotal: 16.5, shipping: 4.9, tax: 2.09, total: 23.49 });
    expect(placed.order.shippingMethod.name).toBe('Standard');
  });

  it('refuses a checkout without a method, with one that does not serve the address, or at another total, taking nothing', async () => {
    const customer = await signUp(app);
    await cartOf(customer, 2);
    const before = await stockNow();
    const checkout = (payload: object) => call('POST', '/api/cart/checkout', payload, customer);

    expectApiError(
      await checkout({ address: BERLIN, total: 37.9 }),
      400,
      'shippingMethodId',
      'Choose how your order is delivered',
    );
    expectApiError(
      await checkout({ address: DELIVERY, shippingMethodId: methods.standard }),
      400,
      'address.country',
      'We do not ship to United States yet',
    );
    expectApiError(
      await checkout({ address: BERLIN, shippingMethodId: 'shm_gone' }),
      400,
      'shippingMethodId',
      'This delivery method does not deliver to Germany: choose another',
    );
    // Two tins: 33.00 + 4.90, tax 2.31 + 0.93: 41.14. The page showed the price of one tin.
    expectApiError(
      await checkout({ address: BERLIN, shippingMethodId: methods.standard, total: 23.49 }),
      409,
      'total',
      'Delivery or tax changed since this page was shown: your order now comes to $41.14. Nothing was charged; check it and place your order again.',
    );
    expect(await stockNow()).toBe(before);
    expect((await call('GET', '/api/cart', undefined, customer)).json().lines).toHaveLength(1);
    expect((await call('GET', '/api/purchase', undefined, customer)).json()).toEqual([]);

    // As shown, it is placed.
    const placed = await ok(
      'POST',
      '/api/cart/checkout',
      { address: BERLIN, shippingMethodId: methods.standard, total: 41.14 },
      customer,
    );
    expect(placed.order.total).toBe(41.14);
  });

  it('counts a paid order’s tax and shipping apart on the dashboard, and writes them in the books', async () => {
    const before = await todaysFigures(call);
    const customer = await signUp(app);
    await cartOf(customer, 1);
    const placed = await ok(
      'POST',
      '/api/cart/checkout',
      { address: BERLIN, shippingMethodId: methods.standard, total: 23.49 },
      customer,
    );
    await payOrder(app, customer, placed.insertedId);
    // 23.49 paid: 16.50 of tea, 2.09 of tax, 4.90 of shipping.
    expect(growth(before, await todaysFigures(call))).toEqual([23.49, 16.5, 2.09, 4.9]);

    const [row] = await booksRowsWith(call, placed.insertedId);
    expect(row).toContain(',16.50,4.90,2.09,23.49,"19 %: 0.93; 7 %: 1.16","Standard"');
  });

  it('refuses a guest’s checkout by the same rules, and places it at the total shown', async () => {
    const guest = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/cart/checkout/guest',
        headers: { origin: LOCAL },
        remoteAddress: '203.0.113.77',
        payload: { email: `guest.${Date.now()}@example.com`, lines: tins(1), ...payload },
      });
    expectApiError(await guest({ address: BERLIN }), 400, 'shippingMethodId');
    const placed = await guest({ address: BERLIN, shippingMethodId: methods.standard, total: 23.49 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ total: 23.49, tax: 2.09, shipping: 4.9 });
  });
});
