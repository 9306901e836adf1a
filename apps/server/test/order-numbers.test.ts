import { orderNumberLabel } from '@teatree/shared/orders/number';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { ADDRESS, addToCart, checkOut } from './helpers/shopping.ts';

/**
 * docs/decisions/0031-order-numbers.md: every order gets the next number (#1001, #1002…) in the
 * statement that places it, a refused order uses none, and the number shows wherever the order does.
 */
describe('order numbers', () => {
  const app = useTestApp({ env: { MAX_UNPAID_ORDERS: '3', ORDER_RATE_LIMIT: '1000' } });
  let admin: Session;

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
  });

  const purchase = (who: Session, productId: string, quantity = 1) =>
    app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: who.headers,
      payload: { productId, quantity, address: ADDRESS },
    });

  const numberOf = async (id: string) =>
    (await app.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id)))[0]!.number;

  const lastNumber = async () => {
    const rows = await app.db.select({ number: orders.number }).from(orders);
    return Math.max(1000, ...rows.map((row) => row.number));
  };

  it('counts up from #1001, from the purchase form and a cart alike, and answers the number with the order', async () => {
    const customer = await signUp(app);
    const tea = await addProduct(app, { quantity: 50, minOrder: 1 });
    const first = await purchase(customer, tea);
    expect(first.statusCode, first.body).toBe(201);
    // The first order of a new shop.
    expect(first.json().order.number).toBe(1001);
    await addToCart(app, customer, tea, 2);
    const fromCart = await checkOut(app, customer);
    expect(fromCart.statusCode, fromCart.body).toBe(201);
    expect(fromCart.json().order.number).toBe(1002);
    expect(await numberOf(fromCart.json().insertedId)).toBe(1002);
    expect(orderNumberLabel(1002)).toBe('#1002');
  });

  it('gives no number to a refused order: the next one placed takes the number after the last', async () => {
    const customer = await signUp(app);
    const tea = await addProduct(app, { quantity: 50, minOrder: 1 });
    const soldOut = await addProduct(app, { quantity: 0, minOrder: 1 });
    const before = await lastNumber();
    expectApiError(await purchase(customer, soldOut), 409, 'quantity');
    // Refused by the statement itself (MAX_UNPAID_ORDERS is counted there), after its order row was written.
    for (let i = 0; i < 3; i++) expect((await purchase(customer, tea)).statusCode).toBe(201);
    expectApiError(await purchase(customer, tea), 429);
    const other = await signUp(app);
    const next = await purchase(other, tea);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().order.number).toBe(before + 4);
    const numbers = (await app.db.select({ number: orders.number }).from(orders)).map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('shows the number on the order, in My Orders and Manage All Orders, and in the mail of the new order', async () => {
    const customer = await signUp(app);
    const tea = await addProduct(app, { quantity: 50, minOrder: 1 });
    const placed = (await purchase(customer, tea)).json();
    const { number } = placed.order;
    const one = (await app.inject({ url: `/api/purchase/${placed.insertedId}`, headers: customer.headers })).json();
    expect(one.number).toBe(number);
    const mine = (await app.inject({ url: '/api/purchase?limit=10', headers: customer.headers })).json();
    expect(mine[0]).toMatchObject({ _id: placed.insertedId, number });
    const all = (await app.inject({ url: '/api/allOrder?limit=20', headers: admin.headers })).json();
    expect(all[0]).toMatchObject({ _id: placed.insertedId, number });
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    const mail = mails.find((m) => m.subject.startsWith('Your TeaTree order is waiting'));
    expect(mail!.subject).toBe(`Your TeaTree order is waiting for payment (order #${number})`);
    expect(mail!.text).toContain(`Order number: #${number}\n`);
    expect(mail!.html).toContain(`<strong>#${number}</strong>`);
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toContain('{order number}');
  });

  it('finds an order on Manage All Orders by "#1001" or "1001", for administrators only', async () => {
    const customer = await signUp(app);
    const tea = await addProduct(app, { quantity: 50, minOrder: 1 });
    const placed = (await purchase(customer, tea)).json();
    const { number } = placed.order;
    const search = (who: Session | null, text: string) =>
      app.inject({
        url: `/api/allOrder?number=${encodeURIComponent(text)}`,
        headers: who?.headers ?? {},
      });
    for (const text of [`#${number}`, String(number), ` # ${number} `]) {
      const found = await search(admin, text);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().map((o: { _id: string }) => o._id)).toEqual([placed.insertedId]);
      expect(found.headers['x-total-count']).toBe('1');
    }
    const none = await search(admin, '#999999');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    // An empty search is the whole list.
    expect((await search(admin, '')).json().length).toBeGreaterThan(1);
    expectApiError(await search(admin, 'Earl Grey'), 400, 'number', 'Type an order number, such as #1001');
    expectApiError(await search(admin, '#10x1'), 400, 'number');
    expectApiError(await search(null, `#${number}`), 401);
    expectApiError(await search(customer, `#${number}`), 403);
  });
});
