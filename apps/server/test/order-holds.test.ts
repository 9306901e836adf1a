import { orderMessages, SHOP_CONTACT_PAGE } from '@teatree/shared/schemas/order';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orders, products, user } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { ADDRESS, checkOut } from './helpers/shopping.ts';
import { addTeaInSizes, gramsLeft, POUCH_AND_TIN } from './helpers/sizes.ts';
import { UNPAID_HOLDS, UNPAID_HOLDS_ENV } from './helpers/unpaid-holds.ts';

/**
 * What one buyer may hold unpaid (docs/decisions/0026-unpaid-holds-bounded.md): a share of each tea's
 * stock and a value in all, at the shop's defaults, counted by the statement that takes the stock.
 */
const { sharePercent: SHARE, valueMaxCents: VALUE_MAX_CENTS } = UNPAID_HOLDS;
const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', ...UNPAID_HOLDS_ENV } });

const stocksOf = async (ids: string[]) =>
  (
    await app.db
      .select({ id: products.id, quantity: sql<number>`${products.stock} / 100`.mapWith(Number) })
      .from(products)
      .where(inArray(products.id, ids))
  )
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((row) => row.quantity);
const userIdOf = async (who: Session) =>
  (await app.db.select({ id: user.id }).from(user).where(eq(user.email, who.email)))[0]!.id;
const ordersOf = async (who: Session) =>
  app.db
    .select({ id: orders.id, clientAddress: orders.clientAddress })
    .from(orders)
    .where(eq(orders.userId, await userIdOf(who)));

const purchase = (who: Session, productId: string, quantity: number) =>
  app.inject({
    method: 'POST',
    url: '/api/purchase',
    headers: who.headers,
    payload: { productId, quantity, address: ADDRESS },
  });

describe('the hoarding attempt of the security issue', () => {
  it('refuses a cart of twenty teas at their whole stock, naming the share and the contact form, and takes nothing', async () => {
    const hoarder = await signUp(app);
    const teas: string[] = [];
    for (let i = 0; i < 20; i++) teas.push(await addProduct(app, { name: `Hoarded ${i}`, quantity: 100, minOrder: 1 }));
    // Merged from a browser's cart, each line is kept to its tea's stock.
    const merged = await app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: hoarder.headers,
      payload: { lines: teas.map((productId) => ({ productId, quantity: 1000 })) },
    });
    expect(merged.json().lines.map((line: { quantity: number }) => line.quantity)).toEqual(teas.map(() => 100));

    const res = await checkOut(app, hoarder);
    const first = [...teas].sort()[0]!;
    const message = orderMessages.holdShare(`Hoarded ${teas.indexOf(first)}`, SHARE, 25, 25);
    const body = expectApiError(res, 409, `lines.${first}`, message);
    expect(body.code).toBe('UNPAID_HOLD_LIMIT');
    expect(body.message).toContain(SHOP_CONTACT_PAGE);
    expect(await stocksOf(teas)).toEqual(teas.map(() => 100));
    expect(await ordersOf(hoarder)).toHaveLength(0);
    expect(
      await app.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.userId, await userIdOf(hoarder))),
    ).toHaveLength(20);

    // Within each tea's share, the twenty lines still come to more than UNPAID_VALUE_MAX.
    for (const tea of teas) {
      await app.inject({
        method: 'PUT',
        url: `/api/cart/items/${tea}`,
        headers: hoarder.headers,
        payload: { quantity: 25 },
      });
    }
    const byValue = expectApiError(
      await checkOut(app, hoarder),
      409,
      'lines',
      orderMessages.holdValue(VALUE_MAX_CENTS, VALUE_MAX_CENTS),
    );
    expect(byValue.code).toBe('UNPAID_HOLD_LIMIT');
    expect(await stocksOf(teas)).toEqual(teas.map(() => 100));
    expect(await ordersOf(hoarder)).toHaveLength(0);
  });

  it('lets a buyer hold their share of a tea, and no more over several orders; the order keeps where it came from', async () => {
    const buyer = await signUp(app);
    const tea = await addProduct(app, { name: 'Keemun', quantity: 100, minOrder: 1 });
    const first = await purchase(buyer, tea, 25);
    expect(first.statusCode, first.body).toBe(201);
    expectApiError(await purchase(buyer, tea, 1), 409, 'quantity', orderMessages.holdShare('Keemun', SHARE, 25, 0));
    expect(await stocksOf([tea])).toEqual([75]);
    const placed = await ordersOf(buyer);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.clientAddress).toBe('127.0.0.1');
    // Another buyer has a share of their own, of what is left on the shelf: 18 of 75.
    const other = await signUp(app);
    expectApiError(await purchase(other, tea, 19), 409, 'quantity', orderMessages.holdShare('Keemun', SHARE, 18, 18));
    expect((await purchase(other, tea, 18)).statusCode).toBe(201);
  });

  it('counts two sizes of one tea in one cart together, in grams, against the share of its stock', async () => {
    const buyer = await signUp(app);
    // 1 kg in stock: a buyer's 25 % is 250 g, one pouch or two tins, not a pouch and a tin.
    const { id, sizeIds } = await addTeaInSizes(app, {
      grams: 1000,
      name: 'Two-Size Darjeeling',
      sizes: POUCH_AND_TIN,
    });
    for (const sizeId of sizeIds) {
      const added = await app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: buyer.headers,
        payload: { productId: id, sizeId, quantity: 1 },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const message = orderMessages.holdShare('Two-Size Darjeeling, 100 g tin', SHARE, 2, 0);
    const body = expectApiError(await checkOut(app, buyer), 409, `lines.${id}`, message);
    expect(body.code).toBe('UNPAID_HOLD_LIMIT');
    expect(await gramsLeft(app, id)).toBe(1000);
    expect(await ordersOf(buyer)).toHaveLength(0);

    // Without the pouch, two tins are the whole share, and the checkout takes 200 g.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/cart/items/${sizeIds[0]}`,
      headers: buyer.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const more = await app.inject({
      method: 'PUT',
      url: `/api/cart/items/${sizeIds[1]}`,
      headers: buyer.headers,
      payload: { quantity: 2 },
    });
    expect(more.statusCode, more.body).toBe(200);
    const placed = await checkOut(app, buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await gramsLeft(app, id)).toBe(800);
  });

  it('never holds a buyer to less than the tea’s minimum order', async () => {
    const tea = await addProduct(app, { name: 'Pu-erh Cake', quantity: 10, minOrder: 5 });
    expect((await purchase(await signUp(app), tea, 5)).statusCode).toBe(201);
  });

  it('does not bound an administrator', async () => {
    const admin = await signUp(app, { role: 'admin' });
    const tea = await addProduct(app, { quantity: 100, minOrder: 1, priceCents: 50_00 });
    expect((await purchase(admin, tea, 100)).statusCode).toBe(201);
    expect(await stocksOf([tea])).toEqual([0]);
  });

  it('counts racing orders of one account one after the other: together they hold no more than the share', async () => {
    for (let round = 0; round < 3; round++) {
      const buyer = await signUp(app);
      const tea = await addProduct(app, { name: 'Raced', quantity: 100, minOrder: 1 });
      const answers = await Promise.all(Array.from({ length: 8 }, () => purchase(buyer, tea, 10)));
      const codes = answers.map((res) => res.statusCode).sort();
      expect(codes).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
      for (const res of answers.filter((r) => r.statusCode === 409)) {
        expect(res.json().fields.quantity).toBe(orderMessages.holdShare('Raced', SHARE, 25, 5));
      }
      expect(await stocksOf([tea])).toEqual([80]);
    }
  });

  it('counts racing checkouts of one account against the value in all', async () => {
    const buyer = await signUp(app);
    const teas = [
      await addProduct(app, { name: 'Dear A', quantity: 100, minOrder: 1, priceCents: 300_00 }),
      await addProduct(app, { name: 'Dear B', quantity: 100, minOrder: 1, priceCents: 300_00 }),
    ];
    // Two orders of $600 at once: the second would bring the unpaid value to $1,200.
    const answers = await Promise.all(teas.map((tea) => purchase(buyer, tea, 2)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().fields.quantity).toBe(orderMessages.holdValue(VALUE_MAX_CENTS, 400_00));
    expect((await stocksOf(teas)).sort((a, b) => a - b)).toEqual([98, 100]);
  });

  it('counts a cart’s checkout and a purchase racing for one tea together', async () => {
    for (let round = 0; round < 3; round++) {
      const buyer = await signUp(app);
      const tea = await addProduct(app, { name: 'Both Ways', quantity: 100, minOrder: 1 });
      const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, buyer.email));
      await app.db
        .insert(cartItems)
        .values({ userId: row!.id, productId: tea, sizeId: `size_${tea}`, name: 'Both Ways', quantity: 20 });
      const answers = await Promise.all([checkOut(app, buyer), purchase(buyer, tea, 10)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((res) => res.statusCode === 409)!.json().code).toBe('UNPAID_HOLD_LIMIT');
      expect((await stocksOf([tea]))[0]).toBeGreaterThanOrEqual(80);
    }
  });
});
