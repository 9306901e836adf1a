import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orderLines, orders, productSizes, products, user } from '../src/db/schema/index.ts';
import { dbKind, expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { ADDRESS, checkOut, DELIVERY, DELIVERY_LINE, payOrder } from './helpers/shopping.ts';

/**
 * The cart (docs/decisions/0013-carts.md): lines of teas and quantities kept for a customer, merged
 * from the browser at sign-in, and checked out as one order of several lines, all the stock or none.
 */

/** How many times each race runs: enough to catch an interleaving on PostgreSQL's real concurrency. */
const ROUNDS = dbKind === 'postgres' ? 12 : 4;

const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const add = (who: Session, productId: string, quantity: number) =>
  app.inject({ method: 'POST', url: '/api/cart/items', headers: who.headers, payload: { productId, quantity } });
const setQuantity = (who: Session, productId: string, quantity: unknown) =>
  app.inject({ method: 'PUT', url: `/api/cart/items/${productId}`, headers: who.headers, payload: { quantity } });
const remove = (who: Session, productId: string) =>
  app.inject({ method: 'DELETE', url: `/api/cart/items/${productId}`, headers: who.headers });
const readCart = (who: Session) => app.inject({ method: 'GET', url: '/api/cart', headers: who.headers });
const stockOf = async (id: string) =>
  ((await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock ?? 0) / 100;

describe('a cart', () => {
  it('holds teas and quantities, and reads with today’s prices', async () => {
    const customer = await signUp(app);
    const earl = await addProduct(app, { name: 'Earl Grey Bloom', priceCents: 1250, minOrder: 2, quantity: 40 });
    const sencha = await addProduct(app, { name: 'Morning Sencha', priceCents: 999, minOrder: 1, quantity: 10 });

    expect((await readCart(customer)).json()).toEqual({ lines: [], count: 0, total: 0, ready: false });
    expect((await add(customer, earl, 2)).statusCode).toBe(200);
    const res = await add(customer, sencha, 3);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({
      count: 2,
      total: 54.97,
      ready: true,
      lines: [
        {
          productId: earl,
          name: 'Earl Grey Bloom',
          price: 12.5,
          quantity: 2,
          total: 25,
          minOrder: 2,
          maxOrder: 40,
          problem: null,
        },
        {
          productId: sencha,
          name: 'Morning Sencha',
          price: 9.99,
          quantity: 3,
          total: 29.97,
          maxOrder: 10,
          problem: null,
        },
      ],
    });

    // Adding a tea the cart holds adds to its line; the price is today's, whatever it was before.
    await add(customer, earl, 3);
    // A price is its size's (docs/decisions/0032-sizes-and-stock-by-weight.md), copied on the tea.
    await app.db.update(products).set({ priceCents: 1500 }).where(eq(products.id, earl));
    await app.db.update(productSizes).set({ priceCents: 1500 }).where(eq(productSizes.productId, earl));
    const cart = (await readCart(customer)).json();
    expect(cart.lines[0]).toMatchObject({ productId: earl, quantity: 5, price: 15, total: 75 });
    expect(cart.total).toBe(104.97);

    const changed = await setQuantity(customer, sencha, 1);
    expect(changed.json().lines[1]).toMatchObject({ quantity: 1, total: 9.99 });
    const removed = await remove(customer, sencha);
    expect(removed.json()).toMatchObject({ count: 1, lines: [{ productId: earl }] });
    // Removing a tea that is not there changes nothing.
    expect((await remove(customer, sencha)).json().count).toBe(1);
  });

  it('keeps every line within its tea’s minimum, stock and one order’s limit, and says which', async () => {
    const customer = await signUp(app);
    const tea = await addProduct(app, { name: 'Silver Needle', minOrder: 3, quantity: 8, priceCents: 1000 });
    const dear = await addProduct(app, { name: 'Gold Tips', minOrder: 1, quantity: 500, priceCents: 40_000_00 });

    expectApiError(await add(customer, tea, 2), 400, 'quantity', 'Silver Needle: order at least 3');
    expectApiError(await add(customer, tea, 9), 409, 'quantity', 'Only 8 of Silver Needle left');
    expectApiError(await add(customer, tea, 0), 400, 'quantity');
    expectApiError(await add(customer, tea, 1.5), 400, 'quantity', 'Quantity must be a whole number');
    expectApiError(await add(customer, tea, 1001), 409, 'quantity', 'Only 8 of Silver Needle left');
    expectApiError(await add(customer, dear, 3), 400, 'quantity', /at most \$100,000, so at most 2/);
    expect((await add(customer, tea, 5)).statusCode).toBe(200);
    // 5 + 4 is more than the 8 there are: the line stays at 5.
    expectApiError(await add(customer, tea, 4), 409, 'quantity', 'Only 8 of Silver Needle left');
    expectApiError(await setQuantity(customer, tea, 2), 400, 'quantity', 'Silver Needle: order at least 3');
    expectApiError(await setQuantity(customer, tea, 9), 409, 'quantity', 'Only 8 of Silver Needle left');
    expectApiError(await setQuantity(customer, tea, 'many'), 400, 'quantity');
    expectApiError(await setQuantity(customer, dear, 1), 404, 'productId', 'This tea is not in your cart');
    expectApiError(await add(customer, 'prod_nothing', 1), 404, 'productId');
    expectApiError(
      await app.inject({ method: 'POST', url: '/api/cart/items', headers: customer.headers, payload: { quantity: 1 } }),
      400,
      'productId',
    );
    expect((await readCart(customer)).json().lines).toMatchObject([{ productId: tea, quantity: 5 }]);

    const soldOut = await addProduct(app, { name: 'Last Harvest', minOrder: 2, quantity: 1 });
    expectApiError(await add(customer, soldOut, 2), 409, 'quantity', 'Last Harvest is sold out');
  });

  it('holds at most 20 teas', async () => {
    const customer = await signUp(app);
    for (let i = 0; i < 20; i++) {
      expect((await add(customer, await addProduct(app, { minOrder: 1 }), 1)).statusCode).toBe(200);
    }
    expectApiError(await add(customer, await addProduct(app, { minOrder: 1 }), 1), 409, 'productId', /at most 20 teas/);
  });

  it('says when a tea was deleted, sold out or short since it was put in, and cannot be checked out then', async () => {
    const customer = await signUp(app);
    const gone = await addProduct(app, { name: 'Old Oolong', minOrder: 1, quantity: 10 });
    const short = await addProduct(app, { name: 'Rare Pu-erh', minOrder: 1, quantity: 10 });
    const out = await addProduct(app, { name: 'First Flush', minOrder: 2, quantity: 10 });
    await add(customer, gone, 2);
    await add(customer, short, 6);
    await add(customer, out, 2);
    await app.db.delete(products).where(eq(products.id, gone));
    await app.db
      .update(products)
      .set({ stock: 4 * 100 })
      .where(eq(products.id, short));
    await app.db
      .update(products)
      .set({ stock: 1 * 100 })
      .where(eq(products.id, out));

    const cart = (await readCart(customer)).json();
    expect(cart).toMatchObject({ ready: false, total: 0, count: 3 });
    expect(cart.lines).toMatchObject([
      {
        productId: gone,
        name: 'Old Oolong',
        price: null,
        total: null,
        problem: 'gone',
        message: 'Old Oolong is no longer sold',
      },
      { productId: short, problem: 'onlyLeft', message: 'Only 4 of Rare Pu-erh left', maxOrder: 4 },
      { productId: out, problem: 'soldOut', message: 'First Flush is sold out', maxOrder: 0 },
    ]);
    expectApiError(await setQuantity(customer, gone, 1), 404, 'productId', 'Old Oolong is no longer sold');

    const refused = expectApiError(await checkOut(app, customer), 409, `lines.${gone}`, 'Old Oolong is no longer sold');
    expect(refused.code).toBe('CART_LINE_UNAVAILABLE');
    await remove(customer, gone);
    expectApiError(await checkOut(app, customer), 409, `lines.${short}`, 'Only 4 of Rare Pu-erh left');
    await setQuantity(customer, short, 4);
    expectApiError(await checkOut(app, customer), 409, `lines.${out}`, 'First Flush is sold out');
    expect(await stockOf(short)).toBe(4);
    await remove(customer, out);
    expect((await checkOut(app, customer)).statusCode).toBe(201);
  });
});

describe('checking out', () => {
  it('places one order of every line, at today’s prices, empties the cart, and is paid once', async () => {
    const customer = await signUp(app, { name: 'Ada Leaf' });
    const earl = await addProduct(app, { name: 'Earl Grey Bloom', priceCents: 1250, minOrder: 2, quantity: 40 });
    const sencha = await addProduct(app, { name: 'Morning Sencha', priceCents: 999, minOrder: 1, quantity: 10 });
    const white = await addProduct(app, { name: 'White Peony', priceCents: 2000, minOrder: 1, quantity: 5 });
    await add(customer, earl, 4);
    await add(customer, sencha, 3);
    await add(customer, white, 1);

    const res = await checkOut(app, customer);
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId, order } = res.json();
    expect(order).toMatchObject({
      _id: insertedId,
      productId: earl,
      name: 'Earl Grey Bloom and 2 more',
      quantity: 8,
      price: 99.97,
      total: 99.97,
      user: 'Ada Leaf',
      email: customer.email,
      address: DELIVERY_LINE,
      phone: DELIVERY.phone,
      paid: false,
      status: 'pending',
      lines: [
        { productId: earl, name: 'Earl Grey Bloom', price: 12.5, quantity: 4, total: 50 },
        { productId: sencha, name: 'Morning Sencha', price: 9.99, quantity: 3, total: 29.97 },
        { productId: white, name: 'White Peony', price: 20, quantity: 1, total: 20 },
      ],
    });
    expect([await stockOf(earl), await stockOf(sencha), await stockOf(white)]).toEqual([36, 7, 4]);
    expect((await readCart(customer)).json().count).toBe(0);

    // The lines keep their own copy: a later price change does not touch them.
    await app.db.update(products).set({ priceCents: 5000 }).where(eq(products.id, earl));
    const mine = await app.inject({ method: 'GET', url: '/api/purchase', headers: customer.headers });
    expect(mine.json()[0]).toMatchObject({ _id: insertedId, total: 99.97, lines: [{ price: 12.5 }, {}, {}] });

    const intent = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: customer.headers,
      payload: { orderId: insertedId },
    });
    expect(intent.json().amount ?? 9997).toBe(9997);
    await payOrder(app, customer, insertedId);
    const [paid] = await app.db.select().from(orders).where(eq(orders.id, insertedId));
    expect(paid).toMatchObject({ status: 'paid', totalCents: 9997 });
  });

  it('needs a cart with something in it, an address, and a verified customer', async () => {
    const customer = await signUp(app);
    expectApiError(await checkOut(app, customer), 409, 'lines', 'Your cart is empty');
    const tea = await addProduct(app, { minOrder: 1, quantity: 10 });
    await add(customer, tea, 2);
    expectApiError(await checkOut(app, customer, { address: '  ' }), 400, 'address', 'Please enter your address');
    expectApiError(await checkOut(app, customer, { address: ADDRESS }), 400, 'address', 'Please enter your address');
    expectApiError(await checkOut(app, customer, { address: { ...DELIVERY, phone: 'call me' } }), 400, 'address.phone');
    expectApiError(
      await checkOut(app, customer, { address: { ...DELIVERY, postalCode: '' } }),
      400,
      'address.postalCode',
    );
    expect(await stockOf(tea)).toBe(10);

    const unverified = await signUp(app, { verified: false });
    await add(unverified, tea, 2);
    const body = expectApiError(await checkOut(app, unverified), 403, undefined, /verify your e-mail/);
    expect(body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await stockOf(tea)).toBe(10);
  });

  it('refuses an order over $100,000 in all, taking nothing', async () => {
    const customer = await signUp(app);
    const a = await addProduct(app, { minOrder: 1, quantity: 100, priceCents: 90_000_00 });
    const b = await addProduct(app, { minOrder: 1, quantity: 100, priceCents: 20_000_00 });
    await add(customer, a, 1);
    await add(customer, b, 1);
    expect((await readCart(customer)).json()).toMatchObject({ ready: false, total: 110_000 });
    expectApiError(await checkOut(app, customer), 400, 'lines', /at most \$100,000/);
    expect([await stockOf(a), await stockOf(b)]).toEqual([100, 100]);
  });

  it('gives the last tins to one of two carts racing for them; the other is told which line failed and keeps its stock', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = await Promise.all([signUp(app), signUp(app)]);
      const common = await addProduct(app, { name: 'Last Tins', minOrder: 1, quantity: 5 });
      const plenty = await addProduct(app, { name: 'Plenty', minOrder: 1, quantity: 100 });
      // The two carts hold the same teas in opposite orders: the stock is taken in one order all the same.
      await add(first, common, 4);
      await add(first, plenty, 2);
      await add(second, plenty, 3);
      await add(second, common, 3);

      const answers = await Promise.all([checkOut(app, first), checkOut(app, second)]);
      const won = answers.filter((a) => a.statusCode === 201);
      const lost = answers.filter((a) => a.statusCode !== 201);
      expect(won, answers.map((a) => a.body).join('\n')).toHaveLength(1);
      const body = expectApiError(lost[0]!, 409, `lines.${common}`, /^Only [12] of Last Tins left$/);
      expect(body.message).toBe(body.fields[`lines.${common}`]);

      const winner = won[0]!.json().order;
      const taken = winner.lines.find((l: { productId: string }) => l.productId === common).quantity;
      const plentyTaken = winner.lines.find((l: { productId: string }) => l.productId === plenty).quantity;
      expect(await stockOf(common)).toBe(5 - taken);
      expect(await stockOf(plenty)).toBe(100 - plentyTaken);
      // The loser's cart is untouched, and no line was written for an order that was not placed.
      const loser = answers[0]!.statusCode === 201 ? second : first;
      expect((await readCart(loser)).json().count).toBe(2);
      const lines = await app.db.select().from(orderLines).where(eq(orderLines.productId, common));
      expect(lines).toHaveLength(1);
    }
  });
});

describe('a visitor’s cart', () => {
  it('reads from the browser’s lines without a session, and says which teas are gone', async () => {
    const tea = await addProduct(app, { name: 'Jade Cloud', minOrder: 2, quantity: 9, priceCents: 800 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/preview',
      payload: {
        lines: [
          { productId: tea, quantity: 3, name: 'Jade Cloud' },
          { productId: 'prod_gone', quantity: 1, name: 'Ghost Tea' },
          { productId: tea, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      count: 2,
      total: 32,
      ready: false,
      lines: [
        { productId: tea, quantity: 4, price: 8, total: 32, problem: null },
        { productId: 'prod_gone', name: 'Ghost Tea', problem: 'gone', message: 'Ghost Tea is no longer sold' },
      ],
    });
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ productId: `prod_${i}`, quantity: 1 }));
    expectApiError(
      await app.inject({ method: 'POST', url: '/api/cart/preview', payload: { lines: tooMany } }),
      400,
      'lines',
      /at most 20 teas/,
    );
    expectApiError(
      await app.inject({
        method: 'POST',
        url: '/api/cart/preview',
        payload: { lines: [{ productId: tea, quantity: -1 }] },
      }),
      400,
      'lines.0.quantity',
    );
  });

  it('lists the lines in the order they were put in, also those written within one tick of the clock', async () => {
    // The embedded database's clock counts milliseconds: a merge at sign-in writes its lines within one.
    const customer = await signUp(app);
    const [account] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, customer.email));
    const teas: string[] = [];
    for (const name of ['Oolong First', 'Oolong Second', 'Oolong Third']) teas.push(await addProduct(app, { name }));
    // Put in against the order of their ids, all at one instant.
    const putIn = [...teas].sort().reverse();
    const addedAt = new Date();
    for (const productId of putIn) {
      await app.db
        .insert(cartItems)
        .values({ userId: account!.id, productId, sizeId: `size_${productId}`, name: 'Oolong', quantity: 3, addedAt });
    }
    const res = await readCart(customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines.map((line: { productId: string }) => line.productId)).toEqual(putIn);
  });

  it('merges into the account’s cart at sign-in: quantities add up within stock and limits, gone teas are left out', async () => {
    const customer = await signUp(app);
    const both = await addProduct(app, { name: 'Both Places', minOrder: 2, quantity: 10 });
    const browserOnly = await addProduct(app, { name: 'Browser Only', minOrder: 5, quantity: 30 });
    const capped = await addProduct(app, { name: 'Capped', minOrder: 1, quantity: 6 });
    const soldOut = await addProduct(app, { name: 'Sold Out', minOrder: 3, quantity: 0 });
    await add(customer, both, 4);
    await add(customer, capped, 5);

    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: customer.headers,
      payload: {
        lines: [
          { productId: both, quantity: 3 },
          { productId: browserOnly, quantity: 2 },
          { productId: capped, quantity: 4 },
          { productId: soldOut, quantity: 3 },
          { productId: 'prod_deleted', quantity: 1, name: 'Deleted' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toMatchObject([
      { productId: both, quantity: 7, problem: null },
      { productId: capped, quantity: 6, problem: null },
      { productId: browserOnly, quantity: 5, problem: null },
      { productId: soldOut, quantity: 3, problem: 'soldOut' },
    ]);
    // The same browser cart merged again (a second tab) adds again, still within bounds.
    const again = await app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: customer.headers,
      payload: { lines: [{ productId: both, quantity: 3 }] },
    });
    expect(again.json().lines[0]).toMatchObject({ productId: both, quantity: 10 });
  });
});

describe('who may use a cart', () => {
  it('answers 401 to a visitor on every cart route but the preview, and keeps each customer’s cart their own', async () => {
    const tea = await addProduct(app, { minOrder: 1, quantity: 10 });
    const calls = [
      { method: 'GET', url: '/api/cart' },
      { method: 'POST', url: '/api/cart/items', payload: { productId: tea, quantity: 1 } },
      { method: 'PUT', url: `/api/cart/items/${tea}`, payload: { quantity: 1 } },
      { method: 'DELETE', url: `/api/cart/items/${tea}` },
      { method: 'POST', url: '/api/cart/merge', payload: { lines: [] } },
      { method: 'POST', url: '/api/cart/checkout', payload: { address: DELIVERY } },
    ] as const;
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: { origin: 'http://localhost:3000' } });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    const [one, other, admin] = await Promise.all([signUp(app), signUp(app), signUp(app, { role: 'admin' })]);
    await add(one, tea, 2);
    expect((await readCart(other)).json().count).toBe(0);
    expect((await readCart(admin)).json().count).toBe(0);
    expectApiError(await setQuantity(other, tea, 1), 404, 'productId');
    await remove(other, tea);
    expect((await readCart(one)).json().lines).toMatchObject([{ productId: tea, quantity: 2 }]);
    // An administrator shops with a cart of their own like anyone.
    expect((await add(admin, tea, 1)).statusCode).toBe(200);
    expect((await readCart(one)).json().lines[0].quantity).toBe(2);
  });
});
