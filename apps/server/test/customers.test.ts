import type { CustomerPage } from '@teatree/shared/schemas/customers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, user } from '../src/db/schema/index.ts';
import { apiCalls } from './helpers/api-calls.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { payOrder, placeOrder } from './helpers/shopping.ts';

/**
 * Manage All Users' pages (docs/decisions/0037-customers.md): every account newest first, with its
 * orders, what it spent (paid orders less refunds, to the cent) and its last order; a search by name or
 * e-mail; 50 a page; and a link to one account's orders in Manage All Orders.
 */
describe('GET /api/users', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
  let admin: Session;
  let buyer: Session;
  let browser: Session;
  let tea: string;

  const { call } = apiCalls(app, () => admin);
  const page = async (query = ''): Promise<CustomerPage> => {
    const res = await call('GET', `/api/users${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin', name: 'Olive Owner' });
    buyer = await signUp(app, { name: 'Bea Buyer', email: 'bea.buyer@example.com' });
    browser = await signUp(app, { name: 'Walt Window', email: 'walt@shop.example' });
    tea = await addProduct(app, { priceCents: 1233, minOrder: 1, quantity: 500 });
  });

  it("answers each account's orders, what it spent to the cent after refunds, and its last order", async () => {
    const paid = await placeOrder(app, buyer, tea, 3); // 3 × $12.33 = $36.99
    await payOrder(app, buyer, paid);
    const refunded = await call(
      'POST',
      `/api/purchase/${paid}/refunds`,
      {
        amount: 5.01,
        reason: 'A dented tin',
      },
      admin,
    );
    expect(refunded.statusCode, refunded.body).toBe(201);
    const unpaid = await placeOrder(app, buyer, tea, 1);

    const { customers } = await page('?q=bea.buyer');
    expect(customers).toHaveLength(1);
    const [bea] = customers;
    expect(bea).toMatchObject({ name: 'Bea Buyer', email: 'bea.buyer@example.com', role: 'user', orders: 2 });
    // What the paid order kept: $36.99 − $5.01 (the unpaid one counts as an order, not as money).
    const [kept] = await app.db.select({ total: orders.totalCents }).from(orders).where(eq(orders.id, paid));
    expect(bea!.spent).toBe((kept!.total - 501) / 100);
    const [last] = await app.db.select({ placed: orders.createdAt }).from(orders).where(eq(orders.id, unpaid));
    expect(bea!.lastOrderAt).toBe(last!.placed.toISOString());

    const [walt] = (await page('?q=walt')).customers;
    expect(walt).toMatchObject({ orders: 0, spent: 0, lastOrderAt: null });
  });

  it('lists administrators first, then newest first, counts the administrators, and searches names and e-mails in any case', async () => {
    const all = await page();
    expect(all.customers.map((c) => c.email).slice(0, 3)).toEqual([admin.email, browser.email, buyer.email]);
    expect(all).toMatchObject({ total: 3, admins: 1, page: 1, pageSize: 50 });
    expect((await page('?q=WINDOW')).customers.map((c) => c.name)).toEqual(['Walt Window']);
    expect((await page('?q=shop.example')).customers.map((c) => c.name)).toEqual(['Walt Window']);
    expect((await page('?q=nobody')).total).toBe(0);
    // % and _ are taken as they are typed.
    expect((await page('?q=%25')).total).toBe(0);
  });

  it('pages fifty at a time', async () => {
    const now = Date.now();
    await app.db.insert(user).values(
      Array.from({ length: 55 }, (_, n) => ({
        id: `user_page${n}`,
        name: `Pager ${n}`,
        email: `pager${n}@example.com`,
        signUpEmail: `pager${n}@example.com`,
        emailVerified: true,
        createdAt: new Date(now + n * 1000),
        updatedAt: new Date(now),
      })),
    );
    const first = await page('?q=pager');
    const second = await page('?q=pager&page=2');
    expect(first.total).toBe(55);
    expect(first.customers).toHaveLength(50);
    expect(first.customers[0]!.name).toBe('Pager 54');
    expect(second.customers.map((c) => c.name)).toEqual(['Pager 4', 'Pager 3', 'Pager 2', 'Pager 1', 'Pager 0']);
    expect((await page('?page=999')).customers).toEqual([]);
  });

  it('refuses a search too long or a page that is no page, naming it', async () => {
    expectApiError(await call('GET', `/api/users?q=${'x'.repeat(101)}`), 400, 'q', /at most 100/);
    expectApiError(await call('GET', '/api/users?page=0'), 400, 'page');
    expectApiError(await call('GET', '/api/users?page=1.5'), 400, 'page');
  });

  it('is for administrators only', async () => {
    expectApiError(await call('GET', '/api/users', undefined, null), 401);
    expectApiError(await call('GET', '/api/users', undefined, buyer), 403);
  });

  it("opens one account's orders in Manage All Orders", async () => {
    const other = await signUp(app, { name: 'Otto Other' });
    await placeOrder(app, other, tea, 1);
    const res = await call(
      'GET',
      `/api/allOrder?customer=${encodeURIComponent((await page('?q=bea.buyer')).customers[0]!._id)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json().map((o: { email: string }) => o.email)).toEqual([buyer.email, buyer.email]);
    expectApiError(await call('GET', `/api/allOrder?customer=${'x'.repeat(65)}`), 400, 'customer');
    expectApiError(await call('GET', `/api/allOrder?customer=someone`, undefined, buyer), 403);
  });
});
