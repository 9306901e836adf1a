import type { Dashboard } from '@teatree/shared/schemas/dashboard';
import type { Order } from '@teatree/shared/schemas/order';
import type { Promotion } from '@teatree/shared/schemas/promotion';
import type { Quote } from '@teatree/shared/schemas/quote';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderLines, orders, payments, promotionUses, refunds } from '../src/db/schema/index.ts';
import { apiCalls } from './helpers/api-calls.ts';
import { dbKind, expectApiError, useTestApp } from './helpers/app.ts';
import { addTeaByApi } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { BERLIN, germanTaxes, shipWithinGermany } from './helpers/shipping.ts';
import { payOrder } from './helpers/shopping.ts';

/**
 * Promotions (docs/decisions/0035-promotions.md): discount codes and automatic offers, their discount
 * shared among the lines and taxed after, their refusals in words, their uses counted in the statement
 * that places the order (racing included) and given back when the order ends unpaid.
 *
 * The shop is in Germany (time zone Europe/Berlin), prices are without tax: tea at 7 %, delivery at
 * 19 %, Standard $4.90. The cart every test fills: one Sencha (Green Tea) at $16.50 and one Assam
 * (Black Tea) at $10.00.
 */
describe('promotions', () => {
  const app = useTestApp({
    env: { AUTH_RATE_LIMIT: '1000', SHOP_COUNTRY: 'DE', SHOP_TIMEZONE: 'Europe/Berlin', ORDER_RATE_LIMIT: '1000' },
  });
  let admin: Session;
  let sencha: string;
  let assam: string;
  let standard: string;
  let codes = 0;

  const { call, ok } = apiCalls(app, () => admin);
  /** A promotion with a code of its own ("TEA1", "TEA2"…) unless the values say otherwise. */
  const promote = async (values: object): Promise<Promotion> => {
    codes += 1;
    return ok('POST', '/api/promotions', { code: `TEA${codes}`, name: 'Tea time', ...values });
  };
  const fill = async (
    who: Session,
    teas: [string, number][] = [
      [sencha, 1],
      [assam, 1],
    ],
  ) => {
    for (const [productId, quantity] of teas) await ok('POST', '/api/cart/items', { productId, quantity }, who);
  };
  const checkout = (who: Session, payload: object = {}) =>
    call('POST', '/api/cart/checkout', { address: BERLIN, shippingMethodId: standard, ...payload }, who);
  const quote = (payload: object, who: Session | null = null) =>
    call(
      'POST',
      '/api/shipping/quote',
      { country: 'DE', lines: [{ productId: sencha, quantity: 1 }], ...payload },
      who,
    );

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
    sencha = await addTeaByApi(ok, { name: 'Sencha', category: 'Green Tea', price: 16.5, quantity: 100 });
    assam = await addTeaByApi(ok, { name: 'Assam', category: 'Black Tea', price: 10, quantity: 100 });
    [standard] = await shipWithinGermany(app, admin, [
      { name: 'Standard', rate: { kind: 'flat', price: 4.9 }, days: { min: 2, max: 4 } },
    ]);
  });

  it('takes 10 % off the green teas as a line of its own, taxes what is left, and refuses the code a second time', async () => {
    const tea10 = await promote({
      kind: 'percent',
      percent: 10,
      target: 'categories',
      categories: ['Green Tea'],
      maxUsesPerCustomer: 1,
    });
    expect(tea10).toMatchObject({ summary: '10 % off Green Tea', uses: 0, active: true });
    const shopper = await signUp(app);
    await fill(shopper);

    // Sencha $16.50 less $1.65 is $14.85, tax 1.0395 → $1.04; Assam $10.00, tax $0.70; Standard $4.90, tax 0.931 → $0.93.
    const quoted = await quote(
      {
        code: tea10.code!.toLowerCase(),
        lines: [
          { productId: sencha, quantity: 1 },
          { productId: assam, quantity: 1 },
        ],
      },
      shopper,
    );
    expect(quoted.json()).toMatchObject({ code: tea10.code, codeMessage: null });
    expect(quoted.json().methods[0].totals).toEqual({
      subtotal: 26.5,
      shipping: 4.9,
      discount: 1.65,
      promotions: [{ code: tea10.code, name: 'Tea time', amount: 1.65 }],
      tax: 2.67,
      taxes: germanTaxes({ delivery: 0.93, tea: 1.74 }),
      total: 32.42,
      pricesIncludeTax: false,
    });

    const placed = await checkout(shopper, { discountCode: tea10.code, total: 32.42 });
    expect(placed.statusCode, placed.body).toBe(201);
    const order: Order = placed.json().order;
    expect(order).toMatchObject({ subtotal: 26.5, discount: 1.65, shipping: 4.9, tax: 2.67, total: 32.42 });
    expect(order.promotions).toEqual([{ code: tea10.code, name: 'Tea time', amount: 1.65 }]);
    expect(order.lines.map((l) => [l.name, l.discount])).toEqual([
      ['Sencha', 1.65],
      ['Assam', 0],
    ]);

    // The placed mail breaks the discount down too.
    const [mail] = await app.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%#${order.number}%`));
    expect(mail?.text).toContain(`Discount (${tea10.code}): −$1.65`);
    // The orders export: each line's share, and on the first line the order's discount and its promotions.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const csv = (await call('GET', `/api/dashboard/orders.csv?from=${today}&to=${today}`)).body;
    const rows = csv
      .split('\r\n')
      .filter((line) => line.includes(order._id))
      .map((line) => line.split(',').slice(-3));
    expect(rows).toEqual([
      ['1.65', '1.65', `"${tea10.code}: 1.65"`],
      ['0.00', '', ''],
    ]);

    await fill(shopper);
    expectApiError(
      await checkout(shopper, { discountCode: tea10.code }),
      400,
      'discountCode',
      `You have already used ${tea10.code}`,
    );
    const again = await quote({ code: tea10.code }, shopper);
    expect(again.json().codeMessage).toBe(`You have already used ${tea10.code}`);
    expect(again.json().methods[0].totals.discount).toBe(0);
  });

  it('says in words why a code is not used: unknown, paused, not started, ended, a minimum not reached, nothing it applies to', async () => {
    const paused = await promote({ kind: 'percent', percent: 10, target: 'order', active: false });
    const later = await promote({ kind: 'percent', percent: 10, target: 'order', startsAt: '2099-12-01T09:00' });
    const ended = await promote({
      kind: 'percent',
      percent: 10,
      target: 'order',
      startsAt: '2025-11-01T00:00',
      endsAt: '2025-12-01T00:00',
    });
    const minimum = await promote({ kind: 'amount', amount: 5, target: 'order', minSubtotal: 29 });
    const black = await promote({ kind: 'percent', percent: 10, target: 'categories', categories: ['Black Tea'] });
    const cases: [string, string][] = [
      ['NOSUCH', 'NOSUCH is not a discount code we know'],
      [paused.code!, `${paused.code} is not in use right now`],
      [later.code!, `${later.code} starts on 1 December`],
      // It ended at midnight in Berlin, as 30 November ended.
      [ended.code!, `${ended.code} ended on 30 November`],
      [minimum.code!, `Spend $12.50 more to use ${minimum.code}`],
      [black.code!, `${black.code} does not apply to the teas in your cart`],
    ];
    const shopper = await signUp(app);
    await fill(shopper, [[sencha, 1]]);
    for (const [code, message] of cases) {
      expect((await quote({ code })).json().codeMessage, code).toBe(message);
      expectApiError(await checkout(shopper, { discountCode: code }), 400, 'discountCode', message);
    }
    // Nothing was ordered and no use was taken.
    const placed = await app.db.select().from(orders).where(eq(orders.email, shopper.email));
    expect(placed).toEqual([]);
  });

  it('never takes more than a line is worth: an amount larger than the teas leaves them at nothing, and the shipping is still paid', async () => {
    const big = await promote({ kind: 'amount', amount: 500, target: 'teas', productIds: [assam] });
    const shopper = await signUp(app);
    await fill(shopper, [[assam, 2]]);
    const placed = await checkout(shopper, { discountCode: big.code });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ subtotal: 20, discount: 20, tax: 0.93, total: 5.83 });
  });

  it('an offer of free shipping needs no code, and a code that does not combine is used only when it saves more', async () => {
    const offer = await promote({
      code: null,
      name: 'Free shipping over $20',
      kind: 'percent',
      percent: 100,
      target: 'shipping',
      minSubtotal: 20,
      combines: false,
    });
    try {
      const small = await promote({ kind: 'amount', amount: 1, target: 'order', combines: true });
      const big = await promote({ kind: 'amount', amount: 6, target: 'order', combines: true });
      // $16.50 of tea: under $20, so no offer, and the cart says how much more ships free.
      const under = (await quote({})).json();
      expect(under.methods[0]).toMatchObject({ price: 4.9, addForFree: 3.5 });
      const lines = [
        { productId: sencha, quantity: 1 },
        { productId: assam, quantity: 1 },
      ];
      const free = (await quote({ lines })).json();
      expect(free.methods[0]).toMatchObject({ price: 0, addForFree: null });
      // The shipping's tax goes with it: only the teas' $1.86 is left.
      expect(free.methods[0].totals).toMatchObject({ shipping: 4.9, discount: 4.9, tax: 1.86, total: 28.36 });
      // $1 off saves less than the free shipping, which does not combine: the code is left out, and says why.
      const withSmall = (await quote({ lines, code: small.code })).json();
      expect(withSmall.codeMessage).toBe(
        `${small.code} does not combine with Free shipping over $20, which saves you more`,
      );
      expect(withSmall.methods[0].totals.promotions).toEqual([
        { code: null, name: 'Free shipping over $20', amount: 4.9 },
      ]);
      // $6 off saves more: it is used, and the shipping is paid.
      const withBig = (await quote({ lines, code: big.code })).json();
      expect(withBig.codeMessage).toBeNull();
      expect(withBig.methods[0].totals.promotions).toEqual([{ code: big.code, name: 'Tea time', amount: 6 }]);
    } finally {
      await ok('PUT', `/api/promotions/${offer._id}`, { ...offerValues(offer), active: false });
    }
  });

  it('a shipping offer limited to some methods is free by those alone, and the cart says how much more for them alone', async () => {
    const zone = (await call('GET', '/api/shipping')).json().zones[0];
    const setup = await ok('POST', `/api/shipping/zones/${zone.id}/methods`, {
      name: 'Express',
      rate: { kind: 'flat', price: 14.9 },
    });
    const express = setup.zones[0].methods.find((m: { name: string }) => m.name === 'Express').id as string;
    const offer = await promote({
      code: null,
      name: 'Free Standard over $20',
      kind: 'percent',
      percent: 100,
      target: 'shipping',
      methodIds: [standard],
      minSubtotal: 20,
      combines: true,
    });
    try {
      expect(offer.summary).toBe('Free shipping by Standard');
      const byName = (quote: Quote, name: string) => quote.methods.find((m) => m.name === name)!;
      const under = (await quote({})).json();
      expect(byName(under, 'Standard')).toMatchObject({ price: 4.9, addForFree: 3.5 });
      expect(byName(under, 'Express')).toMatchObject({ price: 14.9, addForFree: null });
      const lines = [
        { productId: sencha, quantity: 1 },
        { productId: assam, quantity: 1 },
      ];
      const over = (await quote({ lines })).json();
      expect(byName(over, 'Standard')).toMatchObject({ price: 0 });
      expect(byName(over, 'Express')).toMatchObject({ price: 14.9 });
      expect(byName(over, 'Express').totals.promotions).toEqual([]);
    } finally {
      await ok('PUT', `/api/promotions/${offer._id}`, { ...offerValues(offer), active: false });
      await call('DELETE', `/api/shipping/methods/${express}`);
    }
  });

  it('gives a use back when the order ends unpaid, so the code works again', async () => {
    const once = await promote({ kind: 'percent', percent: 20, target: 'order', maxUses: 1 });
    const shopper = await signUp(app);
    await fill(shopper, [[sencha, 1]]);
    const first = await checkout(shopper, { discountCode: once.code });
    expect(first.statusCode, first.body).toBe(201);
    const other = await signUp(app);
    await fill(other, [[sencha, 1]]);
    expectApiError(
      await checkout(other, { discountCode: once.code }),
      400,
      'discountCode',
      `${once.code} has been used up`,
    );

    expect((await call('DELETE', `/api/purchase/${first.json().insertedId}`, undefined, shopper)).statusCode).toBe(200);
    const listed = (await call('GET', '/api/promotions')).json().promotions as Promotion[];
    expect(listed.find((p) => p._id === once._id)?.uses).toBe(0);
    const second = await checkout(other, { discountCode: once.code });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().order.discount).toBe(3.3);
  });

  it('two orders racing for the last use of a code never both get it, again and again', async () => {
    // PostgreSQL runs the orders at once, on connections of their own: there the race is real, and run more.
    const rounds = dbKind === 'postgres' ? 12 : 3;
    for (let round = 0; round < rounds; round++) {
      const last = await promote({ kind: 'amount', amount: 2, target: 'order', maxUses: 1 });
      const racers = await Promise.all([signUp(app), signUp(app), signUp(app)]);
      for (const racer of racers) await fill(racer, [[sencha, 1]]);
      const answers = await Promise.all(racers.map((racer) => checkout(racer, { discountCode: last.code })));
      const codes = answers.map((res) => res.statusCode).sort();
      expect(codes, answers.map((res) => res.body).join('\n')).toEqual([201, 400, 400]);
      for (const refused of answers.filter((res) => res.statusCode === 400)) {
        expect(refused.json().fields.discountCode).toBe(`${last.code} has been used up`);
      }
      const uses = await app.db.select().from(promotionUses).where(eq(promotionUses.promotionId, last._id));
      expect(uses).toHaveLength(1);
    }
  });

  it('refunds a discounted line at what it cost, and the books balance', async () => {
    const tea = await promote({ kind: 'percent', percent: 10, target: 'categories', categories: ['Green Tea'] });
    const shopper = await signUp(app);
    await fill(shopper);
    const placed = await checkout(shopper, { discountCode: tea.code, total: 32.42 });
    expect(placed.statusCode, placed.body).toBe(201);
    const order: Order = placed.json().order;
    await payOrder(app, shopper, order._id);
    const senchaLine = order.lines.find((l) => l.name === 'Sencha')!.id;
    // $14.85 and its tax $1.04.
    const res = await call('POST', `/api/purchase/${order._id}/refunds`, {
      lines: [{ lineId: senchaLine, quantity: 1 }],
      reason: 'Dented tin',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refunded).toBe(15.89);
    // The rest, by cancelling: what was paid comes back to the cent.
    const cancelled = await call('PATCH', `/api/purchase/${order._id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [paid] = await app.db.select().from(payments).where(eq(payments.orderId, order._id));
    const back = await app.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(back.reduce((sum, r) => sum + r.amountCents, 0)).toBe(paid!.amountCents);
    expect(paid!.amountCents).toBe(3242);
  });

  it('the dashboard counts what was paid: the shipping as charged, and each tea at its discounted price', async () => {
    const shipFree = await promote({ kind: 'percent', percent: 100, target: 'shipping' });
    const greenTen = await promote({ kind: 'percent', percent: 10, target: 'teas', productIds: [sencha] });
    const today = async () => {
      const answer: Dashboard = (await call('GET', '/api/dashboard')).json();
      const figure = answer.figures.find((f) => f.period === 'today')!;
      const tea = answer.topByRevenue.find((t) => t.productId === sencha);
      return { ...figure, sencha: tea?.revenue ?? 0 };
    };
    const paid = async (code: string) => {
      const shopper = await signUp(app);
      await fill(shopper);
      const placed = await checkout(shopper, { discountCode: code });
      expect(placed.statusCode, placed.body).toBe(201);
      await payOrder(app, shopper, placed.json().insertedId);
      return placed.json().order as Order;
    };
    const before = await today();
    // $26.50 of tea, its $1.86 of tax, the $4.90 shipping free: $28.36.
    expect((await paid(shipFree.code!)).total).toBe(28.36);
    // $26.50 less $1.65 off the Sencha, its tax $1.74, Standard $4.90 with its $0.93: $32.42.
    expect((await paid(greenTen.code!)).total).toBe(32.42);
    const after = await today();
    const delta = (key: 'revenue' | 'tax' | 'shipping' | 'withoutTaxAndShipping' | 'sencha') =>
      Math.round((after[key] - before[key]) * 100) / 100;
    expect(delta('revenue')).toBe(60.78);
    expect(delta('tax')).toBe(4.53);
    expect(delta('shipping')).toBe(4.9);
    expect(delta('withoutTaxAndShipping')).toBe(51.35);
    // The Sencha sold for $16.50 and for $14.85.
    expect(delta('sencha')).toBe(31.35);
    // What each promotion did: one paid order each, what it took off, and what the order brought in.
    const { promotions } = (await call('GET', '/api/dashboard')).json() as Dashboard;
    expect(promotions.filter((p) => p.code === shipFree.code || p.code === greenTen.code)).toEqual([
      { code: shipFree.code, name: 'Tea time', orders: 1, discounted: 4.9, sales: 28.36 },
      { code: greenTen.code, name: 'Tea time', orders: 1, discounted: 1.65, sales: 32.42 },
    ]);
  });

  it('refuses bad promotions, naming the field, and changes nothing', async () => {
    const taken = await promote({ kind: 'percent', percent: 10, target: 'order' });
    const base = { code: 'FRESH1', name: 'Fresh', kind: 'percent', percent: 10, target: 'order' };
    const bad: [object, string, number?][] = [
      [{ percent: 0 }, 'percent'],
      [{ percent: 101 }, 'percent'],
      [{ kind: 'amount', percent: null, amount: 2.005 }, 'amount'],
      [{ kind: 'amount', percent: null }, 'amount'],
      [{ target: 'teas' }, 'productIds'],
      [{ target: 'categories' }, 'categories'],
      [{ startsAt: '2026-12-10T10:00', endsAt: '2026-12-01T10:00' }, 'endsAt'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
      [{ code: 'a b' }, 'code'],
      [{ name: '' }, 'name'],
      [{ maxUses: 0 }, 'maxUses'],
      [{ target: 'gift' }, 'giftSizeId'],
      [{ target: 'gift', giftSizeId: 'size_none' }, 'giftSizeId'],
      [{ code: taken.code!.toLowerCase() }, 'code', 409],
    ];
    const before = (await call('GET', '/api/promotions')).json().promotions.length;
    for (const [change, field, status = 400] of bad) {
      expectApiError(await call('POST', '/api/promotions', { ...base, ...change }), status, field);
    }
    expectApiError(
      await call('POST', '/api/promotions', { ...base, target: 'gift', giftSizeId: 'size_none' }),
      400,
      'giftSizeId',
      'That size is not on sale: choose one the shop sells',
    );
    expect((await call('GET', '/api/promotions')).json().promotions).toHaveLength(before);
    expectApiError(await call('PUT', '/api/promotions/promo_none', base), 404);
  });

  it('keeps a promotion orders used: deleting it is refused, and pausing it stops new uses', async () => {
    const used = await promote({ kind: 'percent', percent: 5, target: 'order' });
    const shopper = await signUp(app);
    await fill(shopper, [[sencha, 1]]);
    expect((await checkout(shopper, { discountCode: used.code })).statusCode).toBe(201);
    expectApiError(await call('DELETE', `/api/promotions/${used._id}`), 409, 'promotion');
    const paused = await ok('PUT', `/api/promotions/${used._id}`, { ...offerValues(used), active: false });
    expect(paused).toMatchObject({ active: false, uses: 1, discounted: 0.83, sales: expect.any(Number) });
    await fill(shopper, [[sencha, 1]]);
    expectApiError(
      await checkout(shopper, { discountCode: used.code }),
      400,
      'discountCode',
      `${used.code} is not in use right now`,
    );
  });

  it('gives a sample free with orders over $30: a line of its own at nothing, its stock taken, untaxed; and none once it is sold out', async () => {
    // Gyokuro sells a 25 g sample at $4.50 and a 100 g tin; its stock holds one sample.
    const gyokuro = await addTeaByApi(ok, {
      name: 'Gyokuro',
      description: 'A shaded tea.',
      price: 15,
      stock: 25,
      sizes: [
        { label: '25 g sample', grams: 25, price: 4.5, minOrder: 1 },
        { label: '100 g tin', grams: 100, price: 15, minOrder: 1, isDefault: true },
      ],
    });
    const sizes = (await call('GET', `/api/products/${gyokuro}`, undefined, null)).json().sizes as { id: string }[];
    const sample = sizes[0]!.id;
    const gift = await promote({
      code: null,
      name: 'A Gyokuro sample free over $30',
      target: 'gift',
      giftSizeId: sample,
      minSubtotal: 30,
    });
    expect(gift).toMatchObject({ summary: 'Free Gyokuro, 25 g sample', kind: 'percent', percent: 100, combines: true });

    // $26.50 of tea: no gift. $43.00: the sample, at $4.50 and $4.50 off, counted for no subtotal.
    expect(
      (
        await quote({
          lines: [
            { productId: sencha, quantity: 1 },
            { productId: assam, quantity: 1 },
          ],
        })
      ).json().gifts,
    ).toEqual([]);
    const quoted: Quote = (
      await quote({
        lines: [
          { productId: sencha, quantity: 2 },
          { productId: assam, quantity: 1 },
        ],
      })
    ).json();
    expect(quoted.gifts).toEqual([
      { productId: gyokuro, sizeId: sample, name: 'Gyokuro, 25 g sample', photo: '/media/none/400.webp', price: 4.5 },
    ]);
    expect(quoted.methods[0]!.totals.subtotal).toBe(47.5);
    expect(quoted.methods[0]!.totals.promotions).toContainEqual({ code: null, name: gift.name, amount: 4.5 });

    const shopper = await signUp(app);
    await fill(shopper, [
      [sencha, 2],
      [assam, 1],
    ]);
    const placed = await checkout(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    const order: Order = placed.json().order;
    expect(order.lines.map((l) => [l.name, l.size?.label, l.quantity, l.price, l.discount])).toContainEqual([
      'Gyokuro',
      '25 g sample',
      1,
      4.5,
      4.5,
    ]);
    expect(order.promotions).toContainEqual({ code: null, name: gift.name, amount: 4.5 });
    // The sample's tax is on nothing; its grams left the stock; the cart is empty (the gift was never in it).
    const giftLine = order.lines.find((l) => l.size?.id === sample)!;
    const [row] = await app.db.select().from(orderLines).where(eq(orderLines.id, giftLine.id));
    expect(row).toMatchObject({ totalCents: 450, discountCents: 450, taxCents: 0 });
    expect((await call('GET', `/api/products/${gyokuro}`, undefined, null)).json().stock).toBe(0);
    expect((await call('GET', '/api/cart', undefined, shopper)).json().lines).toEqual([]);

    // Sold out: the next order over $30 goes through without it.
    await fill(shopper, [[sencha, 2]]);
    expect((await quote({ lines: [{ productId: sencha, quantity: 2 }] })).json().gifts).toEqual([]);
    const next = await checkout(shopper);
    expect(next.statusCode, next.body).toBe(201);
    expect((next.json().order as Order).lines.map((l) => l.name)).toEqual(['Sencha']);
    // What the gift gave shows in the Promotions screen: one use, $4.50 taken off.
    const listed = (await call('GET', '/api/promotions')).json().promotions as Promotion[];
    expect(listed.find((p) => p._id === gift._id)).toMatchObject({ uses: 1, discounted: 4.5 });
    await ok('PUT', `/api/promotions/${gift._id}`, { ...offerValues(gift), active: false });
  });
});

/** A promotion's answer as the values that write it again. */
function offerValues(p: Promotion) {
  return {
    code: p.code,
    name: p.name,
    kind: p.kind,
    percent: p.percent,
    amount: p.amount,
    target: p.target,
    productIds: p.productIds,
    categories: p.categories,
    methodIds: p.methodIds,
    giftSizeId: p.giftSizeId,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    minSubtotal: p.minSubtotal,
    maxUses: p.maxUses,
    maxUsesPerCustomer: p.maxUsesPerCustomer,
    active: p.active,
    combines: p.combines,
  };
}
