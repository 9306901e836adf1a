import { describe, expect, it, vi } from 'vitest';
import { ReviewPages } from '../src/modules/reviews/review-pages.ts';
import { useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { heldLoad, loadOf } from './helpers/page-loads.ts';
import { signUp } from './helpers/sessions.ts';
import { payOrder, placeOrder } from './helpers/shopping.ts';

describe('the review pages an app server keeps', () => {
  it('keeps a page only while announcements are heard, until a change', async () => {
    const pages = new ReviewPages();
    const load = loadOf(1);
    await pages.page('first', load);
    await pages.page('first', load);
    expect(load).toHaveBeenCalledTimes(2);
    pages.hearing(true);
    await pages.page('first', load);
    const kept = await pages.page('first', load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(kept.body.toString()).toBe('[{"n":1}]');
    pages.clear();
    await pages.page('first', load);
    expect(load).toHaveBeenCalledTimes(4);
    pages.hearing(false);
    await pages.page('first', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('does not keep a page read while a change came in', async () => {
    const pages = new ReviewPages();
    pages.hearing(true);
    const { load: slow, release } = heldLoad();
    const asked = pages.page('first', slow);
    pages.clear();
    release();
    await asked;
    void pages.page('first', slow); // asks again: nothing was kept
    expect(slow).toHaveBeenCalledTimes(2);
  });
});

describe('GET /api/reviews from memory', () => {
  const app = useTestApp();
  const wall = (headers: Record<string, string> = {}) => app.inject({ url: '/api/reviews?limit=100', headers });

  it('answers the same page with its ETag, 304 for a browser that has it, and a new review at once', async () => {
    const teaId = await addProduct(app, { name: 'Kept Sencha' });
    const ana = await signUp(app, { name: 'Ana Leaf' });
    const first = await wall();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await wall()).headers.etag).toBe(etag);
    expect((await wall({ 'if-none-match': etag })).statusCode).toBe(304);

    const posted = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: ana.headers,
      payload: { productId: teaId, review: 'Grassy and sweet, kept for a second cup.', rating: 5 },
    });
    expect(posted.statusCode).toBe(201);
    const after = await wall({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0]).toMatchObject({ user: 'Ana Leaf', productId: teaId, verifiedBuyer: false });
    const ofTea = await app.inject(`/api/reviews?productId=${teaId}`);
    expect(ofTea.json()).toHaveLength(1);
    expect(ofTea.headers['x-total-count']).toBe('1');

    // A new order is unpaid and makes no verified buyer: the kept pages stay, also once the database's
    // announcement of the tea's new stock has reached the catalogue.
    const drops = vi.spyOn(app.reviewPages, 'clear');
    const orderId = await placeOrder(app, ana, teaId, 3);
    const stockOf = async () =>
      (await app.inject(`/api/products?q=${encodeURIComponent('Kept Sencha')}`)).json()[0].quantity;
    await expect.poll(stockOf, { timeout: 1_000 }).toBe(47);
    expect(drops).not.toHaveBeenCalled();
    // Paying for the tea makes Ana a verified buyer: the kept pages follow the order's new state at once.
    await payOrder(app, ana, orderId);
    expect(drops).toHaveBeenCalled();
    expect((await app.inject(`/api/reviews?productId=${teaId}`)).json()[0].verifiedBuyer).toBe(true);
    drops.mockRestore();

    const id = after.json()[0]._id as string;
    expect((await app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: ana.headers })).statusCode).toBe(
      200,
    );
    expect((await app.inject(`/api/reviews?productId=${teaId}`)).json()).toEqual([]);
  });
});
