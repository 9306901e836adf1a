import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHOP_CHANGED } from '../src/db/notifications.ts';
import { productSizes, products } from '../src/db/schema/index.ts';
import { CatalogueSnapshot } from '../src/modules/products/catalogue-snapshot.ts';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { GOOD_CARD, placeOrder, prepareIntent } from './helpers/shopping.ts';

/** Two app servers on one database, as behind a load balancer. */
describe('the catalogue list across app servers', () => {
  let one: TestApp;
  let two: TestApp;
  let admin: Session;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    const env = { AUTH_RATE_LIMIT: '1000', CATALOGUE_REFRESH_MS: '300' };
    one = await buildTestApp({ database, env });
    two = await buildTestApp({ database, env });
    admin = await signUp(one, { role: 'admin' });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  const names = async (app: TestApp) =>
    (await app.inject('/api/products?limit=100')).json().map((p: { name: string }) => p.name);

  it('shows a change on the server that made it at once, and on the other within the refresh age', async () => {
    expect(await names(two)).not.toContain('Second Flush');
    const [first] = (await one.inject('/api/products?limit=1')).json();
    const added = await one.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        name: 'Second Flush',
        brand: 'Himalaya',
        description: 'Muscatel.',
        category: 'Black Tea',
        price: 30,
        quantity: 5,
        minOrder: 1,
        date: '2026-11-20',
        photo: first.photo,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await names(one)).toContain('Second Flush');
    await expect.poll(() => names(two), { timeout: 5_000, interval: 100 }).toContain('Second Flush');

    // A deletion travels the same way.
    await one.inject({ method: 'DELETE', url: `/api/products/${added.json().insertedId}`, headers: admin.headers });
    expect(await names(one)).not.toContain('Second Flush');
    await expect.poll(() => names(two), { timeout: 5_000, interval: 100 }).not.toContain('Second Flush');
  });

  it('keeps the same ETag across a refresh when nothing changed, so browsers revalidate for free', async () => {
    const first = await two.inject('/api/products?limit=3');
    await new Promise((r) => setTimeout(r, 400));
    await two.inject('/api/products?limit=3'); // starts the background refresh
    await new Promise((r) => setTimeout(r, 200));
    const again = await two.inject({
      url: '/api/products?limit=3',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  /** Until both servers have heard every announcement made so far (they arrive in the order of their commits). */
  const heardSoFar = async () => {
    const mark = `mark ${Math.random()}`;
    await Promise.all(
      [one, two].map(async (server) => {
        let heard = false;
        const stop = await server.database.listen(SHOP_CHANGED, {
          message: (payload) => {
            heard ||= payload === mark;
          },
          hearing: () => {},
        });
        try {
          await database.db.execute(sql`select pg_notify(${SHOP_CHANGED}, ${mark})`);
          await expect.poll(() => heard, { timeout: 1_000 }).toBe(true);
        } finally {
          await stop();
        }
      }),
    );
    // The catalogue's listener is called in turn on the same connection: a reload those announcements
    // caused happens here, before a test counts reloads.
    await stockOf(one, '');
    await stockOf(two, '');
  };

  const stockOf = async (app: TestApp, id: string) =>
    (await app.inject('/api/products?limit=100')).json().find((p: { _id: string }) => p._id === id)?.quantity;

  it("shows an order's new stock on both servers within a second, without reading the catalogue again", async () => {
    const teaId = await addProduct(database, { name: 'Stocked Sencha', quantity: 40, minOrder: 1 });
    await expect.poll(() => stockOf(one, teaId), { timeout: 5_000 }).toBe(40);
    await expect.poll(() => stockOf(two, teaId), { timeout: 5_000 }).toBe(40);
    await heardSoFar();
    const customer = await signUp(one);
    const loads = vi.spyOn(CatalogueSnapshot.prototype as unknown as { load: () => Promise<unknown> }, 'load');
    try {
      let left = 40;
      for (const [server, quantity] of [
        [one, 3],
        [two, 5],
        [one, 1],
      ] as const) {
        await placeOrder(server, customer, teaId, quantity);
        left -= quantity;
        await expect.poll(() => stockOf(one, teaId), { timeout: 1_000, interval: 20 }).toBe(left);
        await expect.poll(() => stockOf(two, teaId), { timeout: 1_000, interval: 20 }).toBe(left);
      }
      // Paid, then cancelled and refunded by the owner: the goods go back on the shelf, and both lists say so.
      const orderId = await placeOrder(one, customer, teaId, 4);
      const intent = await prepareIntent(one, customer, orderId);
      expect(intent.statusCode, intent.body).toBe(200);
      const paid = await two.inject({
        method: 'POST',
        url: '/api/test-payments/confirm',
        headers: customer.headers,
        payload: { clientSecret: intent.json().clientSecret, card: GOOD_CARD },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const cancelled = await one.inject({ method: 'DELETE', url: `/api/purchase/${orderId}`, headers: admin.headers });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await expect.poll(() => stockOf(two, teaId), { timeout: 1_000, interval: 20 }).toBe(left);
      await expect.poll(() => stockOf(one, teaId), { timeout: 1_000, interval: 20 }).toBe(left);
      expect(loads).not.toHaveBeenCalled();
    } finally {
      loads.mockRestore();
    }
  });

  it('writes a change of stock announced during a reload into the catalogue that reload brings', async () => {
    const teaId = await addProduct(database, { name: 'Mid-load Matcha', quantity: 30, minOrder: 1 });
    await heardSoFar();
    // The reload begins (its first read is under way) before the announcement of a change it may not see.
    one.catalogue.invalidate();
    const reloaded = one.catalogue.page({ limit: 100, offset: 0 });
    // The stock is announced in grams: 1,200 g is twelve 100 g tins.
    one.catalogue.restock(new Map([[teaId, 1200]]));
    const listed = JSON.parse((await reloaded).body.toString()) as { _id: string; quantity: number }[];
    expect(listed.find((p) => p._id === teaId)?.quantity).toBe(12);
    expect(await stockOf(one, teaId)).toBe(12);
  });

  it('reads the catalogue again when a tea changes otherwise than in stock, and not for an order refused', async () => {
    const teaId = await addProduct(database, { name: 'Renamed Later', quantity: 2, minOrder: 1 });
    await expect.poll(() => stockOf(two, teaId), { timeout: 5_000 }).toBe(2);
    const heard: string[] = [];
    const stop = await two.database.listen(SHOP_CHANGED, { message: (m) => heard.push(m), hearing: () => {} });
    try {
      // A refused order (more than the stock) changes nothing and announces nothing.
      const customer = await signUp(one);
      const refused = await one.inject({
        method: 'POST',
        url: '/api/purchase',
        headers: customer.headers,
        payload: { productId: teaId, quantity: 3, address: '1 Quiet Lane' },
      });
      expect(refused.statusCode).toBe(409);
      // A stock edited by hand is a change of stock (announced in grams); the same stock again changes
      // nothing; a size's price is not a change of stock.
      await database.db.update(products).set({ stock: 700 }).where(eq(products.id, teaId));
      await database.db.update(products).set({ stock: 700 }).where(eq(products.id, teaId));
      await database.db
        .update(productSizes)
        .set({ priceCents: sql`${productSizes.priceCents} + 100` })
        .where(eq(productSizes.productId, teaId));
      await expect.poll(() => heard, { timeout: 1_000 }).toEqual([`stock:${teaId}=700`, 'products']);
      await expect.poll(async () => (await one.inject(`/api/products?q=Renamed`)).json()[0]?.price).toBe(13.5);
      expect(await stockOf(two, teaId)).toBe(7);
    } finally {
      await stop();
    }
  });

  it('lists the same teas, sizes and ratings when it reads the catalogue a few teas at a time', async () => {
    // As a catalogue of a hundred thousand teas is read, a thousand at a time: here two at a time.
    const inLots = new CatalogueSnapshot(database.db, 5_000, 1_000, 2);
    const whole = new CatalogueSnapshot(database.db, 5_000, 1_000, 1_000_000);
    const query = { limit: 200, offset: 0 };
    const [lots, all] = await Promise.all([inLots.page(query), whole.page(query)]);
    expect(lots.total).toBeGreaterThan(10);
    expect(lots.total).toBe(all.total);
    expect(JSON.parse(lots.body.toString())).toEqual(JSON.parse(all.body.toString()));
    const sized = (JSON.parse(lots.body.toString()) as { sizes: unknown[] }[]).filter((tea) => tea.sizes.length > 1);
    expect(sized.length).toBeGreaterThan(0);
  });
});
