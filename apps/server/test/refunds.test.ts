import type { Order, OrderDetail } from '@teatree/shared/schemas/order';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, refunds } from '../src/db/schema/index.ts';
import { apiCalls } from './helpers/api-calls.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addTeaByApi } from './helpers/catalogue.ts';
import { booksRowsWith, growth, todaysFigures } from './helpers/dashboard.ts';
import { type Session, signUp, useSession } from './helpers/sessions.ts';
import { BERLIN, shipWithinGermany } from './helpers/shipping.ts';
import { payOrder } from './helpers/shopping.ts';

/**
 * Refunds of part of an order (docs/decisions/0034-refunds.md): some tins of a line, the shipping, an
 * amount; each to the cent of what it cost, each mailed with its reason, and never more in all than
 * was paid, two refunds racing included. The shop is in Germany, prices are without tax: tea at 7 %,
 * delivery at 19 %, Standard $4.90 under $40.
 *
 * The order every test places: one Sencha at $16.50 (tax 1.155 → $1.16) and two Genmaicha at $9.99
 * ($19.98, tax 1.3986 → $1.40), Standard $4.90 (tax 0.931 → $0.93): $44.87 in all.
 */
describe('refunds of part of an order', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', SHOP_COUNTRY: 'DE', ORDER_RATE_LIMIT: '1000' } });
  const admin = useSession(app, { role: 'admin' });
  let sencha: string;
  let genmaicha: string;
  let standard: string;

  const { call, ok } = apiCalls(app, () => admin);
  const stockOf = async (id: string) => (await call('GET', `/api/products/${id}`)).json().quantity as number;
  const read = async (id: string, who: Session = admin): Promise<OrderDetail> =>
    (await call('GET', `/api/purchase/${id}`, undefined, who)).json();
  const refund = (id: string, payload: object, who: Session | null = admin) =>
    call('POST', `/api/purchase/${id}/refunds`, payload, who);

  /** A customer's paid order of the two teas; answers the customer, the order and its lines by tea. */
  async function paidOrder() {
    const customer = await signUp(app);
    await ok('POST', '/api/cart/items', { productId: sencha, quantity: 1 }, customer);
    await ok('POST', '/api/cart/items', { productId: genmaicha, quantity: 2 }, customer);
    const placed = await ok(
      'POST',
      '/api/cart/checkout',
      { address: BERLIN, shippingMethodId: standard, total: 44.87 },
      customer,
    );
    await payOrder(app, customer, placed.insertedId);
    const order: Order = placed.order;
    const lineOf = (tea: string) => order.lines.find((l) => l.productId === tea)!.id;
    return { customer, id: placed.insertedId as string, sencha: lineOf(sencha), genmaicha: lineOf(genmaicha) };
  }

  /** What the books say of an order: its refunds' sum as recorded, and the order's own count of it. */
  async function books(id: string) {
    const rows = await app.db.select().from(refunds).where(eq(refunds.orderId, id));
    const [order] = await app.db.select().from(orders).where(eq(orders.id, id));
    return {
      refunds: rows.reduce((sum, r) => sum + r.amountCents, 0),
      order: order!.refundedCents,
      count: rows.length,
    };
  }

  beforeAll(async () => {
    sencha = await addTeaByApi(ok, { name: 'Sencha', price: 16.5, quantity: 100 });
    genmaicha = await addTeaByApi(ok, { name: 'Genmaicha', price: 9.99, quantity: 100 });
    [standard] = await shipWithinGermany(app, admin, [
      {
        name: 'Standard',
        rate: { kind: 'weight', packagingGrams: 150, bands: [{ from: 0, to: 5000, price: 4.9 }] },
        freeOver: 40,
        days: { min: 2, max: 4 },
      },
    ]);
  });

  it('refunds a tin and the shipping to the cent, mails the customer why, and keeps the tins off the shelf unless asked', async () => {
    const order = await paidOrder();
    const stock = await stockOf(genmaicha);
    const res = await refund(order.id, {
      lines: [{ lineId: order.genmaicha, quantity: 1 }],
      shipping: true,
      reason: 'One tin arrived dented, and the parcel was late.',
    });
    expect(res.statusCode, res.body).toBe(201);
    // One of two Genmaicha: half of $21.38 is $10.69; the shipping with its tax: $5.83.
    expect(res.json()).toMatchObject({ refunded: 16.52, shippingRefunded: true, status: 'paid' });
    expect(await stockOf(genmaicha)).toBe(stock);

    const seen = await read(order.id, order.customer);
    expect(seen.lines.find((l) => l.id === order.genmaicha)?.refundedQuantity).toBe(1);
    expect(seen.refunds).toEqual([
      expect.objectContaining({
        amount: 16.52,
        kind: 'part',
        reason: 'One tin arrived dented, and the parcel was late.',
        lines: [{ lineId: order.genmaicha, quantity: 1, amount: 10.69 }],
        shipping: 5.83,
        restocked: false,
      }),
    ]);
    expect(seen.history.at(-1)).toMatchObject({
      status: 'paid',
      note: expect.stringMatching(
        /^Refunded \$16\.52 \(re_\w+\) for 1 × Genmaicha, 100 g tin, the shipping: One tin arrived dented/,
      ),
    });
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, order.customer.email));
    const mail = mails.find((m) => m.subject.startsWith('We refunded part of your TeaTree order'));
    expect(mail?.text).toContain(
      'We have refunded $16.52 to the card you paid with, for 1 × Genmaicha, 100 g tin, the shipping.',
    );
    expect(mail?.text).toContain('Why: One tin arrived dented, and the parcel was late.');
    expect(mail?.text).toContain('Refunded so far: $16.52 of $44.87.');

    // The other tin takes what is left of its line, back on the shelf this time; then an amount.
    const second = await refund(order.id, {
      lines: [{ lineId: order.genmaicha, quantity: 1 }],
      reason: 'The second tin was dented too.',
      restock: true,
    });
    expect(second.json()).toMatchObject({ refunded: 27.21 });
    expect(await stockOf(genmaicha)).toBe(stock + 1);
    expectApiError(
      await refund(order.id, { amount: 17.67, reason: 'Goodwill' }),
      400,
      'amount',
      'At most $17.66 is left to refund on this order',
    );
    const last = await refund(order.id, { amount: 17.66, reason: 'Goodwill' });
    expect(last.json()).toMatchObject({ refunded: 44.87, total: 44.87 });
    expect(await books(order.id)).toEqual({ refunds: 4487, order: 4487, count: 3 });
  });

  it('refuses what cannot be refunded, naming the field, and changes nothing', async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    await ok('POST', `/api/purchase/${order.id}/refunds`, { shipping: true, reason: 'Late' });
    const refused: [object, string, string | RegExp][] = [
      [{ reason: 'Nothing chosen' }, 'lines', 'Choose the teas, the shipping or an amount to refund'],
      [{ amount: 5 }, 'reason', /Say why you refund/],
      [{ amount: 5, reason: '   ' }, 'reason', /Say why you refund/],
      [{ amount: 1.005, reason: 'A fraction' }, 'amount', /at most two decimals/],
      [{ amount: -1, reason: 'Less than nothing' }, 'amount', /0 or more/],
      [{ shipping: true, reason: 'Twice' }, 'shipping', 'The shipping was refunded already'],
      [
        { lines: [{ lineId: other.sencha, quantity: 1 }], reason: 'Not ours' },
        'lines.0.lineId',
        'This tea is not part of this order',
      ],
      [
        { lines: [{ lineId: order.genmaicha, quantity: 3 }], reason: 'Too many' },
        'lines.0.quantity',
        'Only 2 left to refund of Genmaicha, 100 g tin',
      ],
      [{ lines: [{ lineId: order.sencha, quantity: 0 }], reason: 'None' }, 'lines.0.quantity', /at least 1/],
      [{ lines: [{ lineId: order.sencha, quantity: 1.5 }], reason: 'Half' }, 'lines.0.quantity', /whole number/],
      [
        {
          lines: [
            { lineId: order.sencha, quantity: 1 },
            { lineId: order.sencha, quantity: 1 },
          ],
          reason: 'Twice',
        },
        'lines.1.lineId',
        'This tea is listed twice',
      ],
      [{ amount: 39.05, reason: 'Too much' }, 'amount', 'At most $39.04 is left to refund on this order'],
    ];
    for (const [payload, field, message] of refused) {
      expectApiError(await refund(order.id, payload), 400, field, message);
    }
    expect(await books(order.id)).toEqual({ refunds: 583, order: 583, count: 1 });
    expect(await books(other.id)).toEqual({ refunds: 0, order: 0, count: 0 });
  });

  it('lets only an administrator refund, and only an order that was paid', async () => {
    const order = await paidOrder();
    const payload = { amount: 1, reason: 'Sorry' };
    expectApiError(await refund(order.id, payload, order.customer), 403);
    expectApiError(await refund(order.id, payload, null), 401);
    expectApiError(await refund('ord_missing', payload), 404, undefined, 'This order does not exist');

    const customer = await signUp(app);
    await ok('POST', '/api/cart/items', { productId: sencha, quantity: 1 }, customer);
    const unpaid = await ok('POST', '/api/cart/checkout', { address: BERLIN, shippingMethodId: standard }, customer);
    expectApiError(
      await refund(unpaid.insertedId, payload),
      409,
      undefined,
      'An order that is pending cannot be refunded in part',
    );
    expect(await books(order.id)).toMatchObject({ count: 0 });
  });

  it('sends back only what is left when a paid order is cancelled after a part refund, and restocks no tin twice', async () => {
    const order = await paidOrder();
    const stock = await stockOf(genmaicha);
    await ok('POST', `/api/purchase/${order.id}/refunds`, {
      lines: [{ lineId: order.genmaicha, quantity: 1 }],
      reason: 'Out of Genmaicha',
      restock: true,
    });
    expect(await stockOf(genmaicha)).toBe(stock + 1);
    const cancelled = await call('PATCH' as 'PUT', `/api/purchase/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'refunded', refunded: 44.87 });
    expect(await stockOf(genmaicha)).toBe(stock + 2);
    expect(await books(order.id)).toEqual({ refunds: 4487, order: 4487, count: 2 });
    const history = (await read(order.id)).history;
    expect(history.at(-1)?.note).toMatch(/^Refunded \$34\.18 /);
  });

  it('takes each refund off the dashboard’s takings and the books, its tax and shipping apart', async () => {
    const before = await todaysFigures(call);
    const order = await paidOrder();
    await ok('POST', `/api/purchase/${order.id}/refunds`, {
      lines: [{ lineId: order.genmaicha, quantity: 1 }],
      shipping: true,
      reason: 'Dented',
    });
    // 44.87 paid, 16.52 back: of the tax 3.49, 0.70 and 0.93 went back; all the shipping went back.
    expect(growth(before, await todaysFigures(call))).toEqual([28.35, 26.49, 1.86, 0]);

    const rows = await booksRowsWith(call, order.id);
    // Sencha: nothing refunded; Genmaicha: one of two tins, $9.99 of its $19.98.
    expect(rows.find((r) => r.includes('"Sencha'))).toMatch(/,16\.50,[^,]*,0\.00,/);
    expect(rows.find((r) => r.includes('"Genmaicha'))).toMatch(/,19\.98,[^,]*,9\.99,/);
  });

  it('never refunds more than was paid when refunds race', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await paidOrder();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => refund(order.id, { amount: 10, reason: 'Racing' })),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 201, 201, 201, 400, 400, 400, 400]);
      for (const r of answers.filter((a) => a.statusCode === 400)) expectApiError(r, 400, 'amount');
      expect(await books(order.id)).toEqual({ refunds: 4000, order: 4000, count: 4 });
    }
  });
});
