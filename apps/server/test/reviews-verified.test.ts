import { maskEmail } from '@teatree/shared/privacy';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { addToCart, checkOut, payOrder, placeOrder } from './helpers/shopping.ts';

/**
 * A tea's reviews on its page, and "Verified buyer": a review whose author paid for that tea
 * (docs/decisions/0006-reviews.md).
 */

type Listed = { _id: string; productId: string; user: string; email: string; verifiedBuyer: boolean };

const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const review = async (who: Session, productId: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: who.headers,
    payload: { productId, review: 'Bright and clean.', rating: 5 },
  });
  expect([200, 201], res.body).toContain(res.statusCode);
};
const reviewsOf = async (productId: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/reviews?productId=${productId}` });
  expect(res.statusCode, res.body).toBe(200);
  return { list: res.json() as Listed[], total: Number(res.headers['x-total-count']) };
};
const verified = async (productId: string, who: Session) =>
  (await reviewsOf(productId)).list.find((r) => r.user === who.name)?.verifiedBuyer;

describe('verified buyers', () => {
  it('marks a review whose author paid for that tea, and only that tea', async () => {
    const tea = await addProduct(app, { minOrder: 1, quantity: 50 });
    const other = await addProduct(app, { minOrder: 1, quantity: 50 });
    const [buyer, browser] = await Promise.all([signUp(app), signUp(app)]);
    await review(buyer, tea);
    await review(buyer, other);
    await review(browser, tea);
    expect(await verified(tea, buyer)).toBe(false);

    // Placed but not paid: not yet.
    const orderId = await placeOrder(app, buyer, tea, 2);
    expect(await verified(tea, buyer)).toBe(false);
    await payOrder(app, buyer, orderId);
    expect(await verified(tea, buyer)).toBe(true);
    expect(await verified(other, buyer)).toBe(false);
    expect(await verified(tea, browser)).toBe(false);

    // Shipped and delivered still count; the same answer on the wall and on the administrators' list.
    await app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    const wall = (await app.inject({ method: 'GET', url: '/api/reviews?limit=100' })).json() as Listed[];
    expect(wall.find((r) => r.productId === tea && r.user === buyer.name)?.verifiedBuyer).toBe(true);
    const admin = await signUp(app, { role: 'admin' });
    const all = (await app.inject({ method: 'GET', url: '/api/reviews/all?limit=100', headers: admin.headers })).json();
    expect((all as Listed[]).find((r) => r.productId === tea && r.email === buyer.email)?.verifiedBuyer).toBe(true);
  });

  it('does not count a refunded, cancelled, expired or unpaid order', async () => {
    const tea = await addProduct(app, { minOrder: 1, quantity: 50 });
    const customer = await signUp(app);
    await review(customer, tea);
    for (const status of ['refunded', 'cancelled', 'expired', 'pending', 'deleted'] as const) {
      const orderId = await placeOrder(app, customer, tea, 1);
      await app.db.update(orders).set({ status }).where(eq(orders.id, orderId));
    }
    expect(await verified(tea, customer)).toBe(false);
  });

  it('counts a tea bought in an order of several teas', async () => {
    const [tea, other] = [await addProduct(app, { minOrder: 1 }), await addProduct(app, { minOrder: 1 })];
    const customer = await signUp(app);
    for (const productId of [other, tea]) await addToCart(app, customer, productId);
    const placed = await checkOut(app, customer);
    await payOrder(app, customer, placed.json().insertedId);
    await review(customer, tea);
    expect(await verified(tea, customer)).toBe(true);
  });
});

describe('one tea’s reviews', () => {
  it('lists only that tea’s, newest first, masked, with the count in X-Total-Count', async () => {
    const tea = await addProduct(app, { minOrder: 1 });
    const elsewhere = await addProduct(app, { minOrder: 1 });
    const [a, b, c] = await Promise.all([signUp(app), signUp(app), signUp(app)]);
    await review(a, tea);
    await review(b, tea);
    await review(c, elsewhere);
    const { list, total } = await reviewsOf(tea);
    expect(total).toBe(2);
    expect(list.map((r) => r.productId)).toEqual([tea, tea]);
    expect(list.map((r) => r.user)).toEqual([b.name, a.name]);
    expect(list.map((r) => r.email)).toEqual([maskEmail(b.email), maskEmail(a.email)]);
    const page = await app.inject({ method: 'GET', url: `/api/reviews?productId=${tea}&limit=1&offset=1` });
    expect(page.json().map((r: Listed) => r.user)).toEqual([a.name]);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('answers an empty list for an unknown tea, and 400 naming productId for a malformed one', async () => {
    const unknown = await reviewsOf('prod_00000000000000000000000000');
    expect(unknown).toEqual({ list: [], total: 0 });
    for (const bad of ['x', 'prod_%3Cscript%3E', `prod_${'a'.repeat(60)}`]) {
      expectApiError(await app.inject({ method: 'GET', url: `/api/reviews?productId=${bad}` }), 400, 'productId');
    }
  });
});
