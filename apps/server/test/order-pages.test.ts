import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orderLines, orders, user } from '../src/db/schema/index.ts';
import { CustomerOrderPages } from '../src/modules/orders/customer-pages.ts';
import { useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { heldLoad, loadOf } from './helpers/page-loads.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { payOrder, placeOrder } from './helpers/shopping.ts';

describe("the customers' order pages an app server keeps", () => {
  it('keeps a page only while announcements are heard, until its customer’s orders change', async () => {
    const pages = new CustomerOrderPages();
    const load = loadOf(1);
    await pages.page('ana', '10:0:', load);
    await pages.page('ana', '10:0:', load);
    expect(load).toHaveBeenCalledTimes(2);
    pages.hearing(true);
    await pages.page('ana', '10:0:', load);
    const kept = await pages.page('ana', '10:0:', load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(kept.body.toString()).toBe('[{"n":1}]');
    // Another query of hers is a page of its own; another customer's change leaves hers.
    await pages.page('ana', '10:10:', load);
    expect(load).toHaveBeenCalledTimes(4);
    pages.forget('ben,carl');
    await pages.page('ana', '10:0:', load);
    expect(load).toHaveBeenCalledTimes(4);
    pages.forget('ben,ana');
    await pages.page('ana', '10:0:', load);
    expect(load).toHaveBeenCalledTimes(5);
    pages.forget('*');
    await pages.page('ana', '10:0:', load);
    expect(load).toHaveBeenCalledTimes(6);
    pages.hearing(false);
    await pages.page('ana', '10:0:', load);
    await pages.page('ana', '10:0:', load);
    expect(load).toHaveBeenCalledTimes(8);
    expect(pages.size.customers).toBe(0);
  });

  it('does not keep a page read while its customer’s orders changed', async () => {
    const pages = new CustomerOrderPages();
    pages.hearing(true);
    const { load: slow, release } = heldLoad();
    const asked = pages.page('ana', '10:0:', slow);
    pages.forget('ana');
    release();
    await asked;
    void pages.page('ana', '10:0:', slow); // asks again: nothing was kept
    expect(slow).toHaveBeenCalledTimes(2);
  });

  it('forgets the customers used longest ago once the pages pass their bytes', async () => {
    const big = async () => ({ items: ['x'.repeat(1_000)], total: 1 });
    const pages = new CustomerOrderPages(3_000);
    pages.hearing(true);
    const load = vi.fn(big);
    await pages.page('ana', 'q', load);
    await pages.page('ben', 'q', load);
    await pages.page('ana', 'q', load); // Ana read last: Ben is the one used longest ago
    await pages.page('carl', 'q', load);
    expect(pages.size.customers).toBe(2);
    expect(pages.size.bytes).toBeLessThanOrEqual(3_000);
    await pages.page('ana', 'q', load);
    expect(load).toHaveBeenCalledTimes(3);
    await pages.page('ben', 'q', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('GET /api/purchase (own orders) from memory', () => {
  const app = useTestApp();
  const myOrders = (who: Session, headers: Record<string, string> = {}) =>
    app.inject({ url: '/api/purchase?limit=10&offset=0', headers: { ...who.headers, ...headers } });
  const idOf = async (who: Session) =>
    (await app.db.select({ id: user.id }).from(user).where(eq(user.email, who.email)))[0]!.id;
  const statuses = async (who: Session) => (await myOrders(who)).json().map((o: { status: string }) => o.status);
  /**
   * Returns once every announcement made so far has been heard. Announcements arrive in the order they
   * were made, so one made now, naming `marker`, arrives after them: the marker's kept page is read, the
   * announcement is made, and its page going is the sign.
   */
  const heardSoFar = async (marker: Session) => {
    const id = await idOf(marker);
    await expect.poll(async () => (await myOrders(marker)).statusCode === 200 && app.orderPages.holds(id)).toBe(true);
    await app.db.execute(sql`select pg_notify('orders_changed', ${id})`);
    await expect.poll(() => app.orderPages.holds(id)).toBe(false);
  };

  it('answers the same page with its ETag, 304 for the browser that has it, and every change to the orders at once', async () => {
    const teaId = await addProduct(app, { name: 'Kept Assam', minOrder: 1 });
    const ana = await signUp(app, { name: 'Ana Orders' });
    const ben = await signUp(app, { name: 'Ben Orders' });
    const owner = await signUp(app, { role: 'admin' });

    const empty = await myOrders(ana);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    expect(empty.headers['cache-control']).toBe('private, no-cache');
    const etag = empty.headers.etag as string;
    expect((await myOrders(ana)).headers.etag).toBe(etag);
    expect((await myOrders(ana, { 'if-none-match': etag })).statusCode).toBe(304);

    // Her own changes, on this server: the next read shows each.
    const orderId = await placeOrder(app, ana, teaId, 2);
    const placed = await myOrders(ana, { 'if-none-match': etag });
    expect(placed.statusCode).toBe(200);
    expect(placed.headers['x-total-count']).toBe('1');
    expect(placed.json()).toMatchObject([{ _id: orderId, name: 'Kept Assam', quantity: 2, status: 'pending' }]);
    await payOrder(app, ana, orderId);
    expect(await statuses(ana)).toEqual(['paid']);

    // Ben's page is his own: Ana's orders are not on it, and her change leaves it kept.
    expect((await myOrders(ben)).json()).toEqual([]);
    expect(app.orderPages.holds(await idOf(ben))).toBe(true);
    await placeOrder(app, ana, teaId, 1);
    expect((await myOrders(ana)).json()).toHaveLength(2);
    await heardSoFar(owner); // the announcement of her order among them
    expect(app.orderPages.holds(await idOf(ben))).toBe(true);

    // Changes someone else made: the owner shipping it, and a change by hand in the database.
    const shipped = await app.inject({
      method: 'PATCH',
      url: `/api/purchase/${orderId}/status`,
      headers: owner.headers,
      payload: { status: 'shipped', carrier: 'Tea Post', trackingNumber: 'TP-1' },
    });
    expect(shipped.statusCode).toBe(200);
    await expect.poll(() => statuses(ana)).toEqual(['pending', 'shipped']);
    await app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    await expect.poll(() => statuses(ana)).toEqual(['pending', 'delivered']);
    await app.db.update(orderLines).set({ name: 'Kept Assam, renamed' }).where(eq(orderLines.orderId, orderId));
    await expect.poll(async () => (await myOrders(ana)).json()[1].lines[0].name).toBe('Kept Assam, renamed');
  });

  it('answers from memory: a change the database did not announce stays unseen until one is', async () => {
    // Shows that pages are answered from memory, and that the announcement is what refreshes them.
    const teaId = await addProduct(app, { name: 'Quiet Oolong', minOrder: 1 });
    const cleo = await signUp(app, { name: 'Cleo Orders' });
    const orderId = await placeOrder(app, cleo, teaId, 1);
    // The order's own announcement, heard after the page below was kept, would drop it.
    await heardSoFar(cleo);
    const cleoId = await idOf(cleo);
    expect(await statuses(cleo)).toEqual(['pending']);
    expect(app.orderPages.holds(cleoId)).toBe(true);
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ${orders} disable trigger orders_updated_notify`);
      await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
      await tx.execute(sql`alter table ${orders} enable trigger orders_updated_notify`);
    });
    expect(await statuses(cleo)).toEqual(['pending']);
    await app.db.update(orders).set({ carrier: null }).where(eq(orders.id, orderId));
    await expect.poll(() => statuses(cleo)).toEqual(['cancelled']);
  });
});
