import { FIRST_SIZE } from '@teatree/shared/sizes';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orderEvents, orders, products, user } from '../src/db/schema/index.ts';
import { addProduct } from './helpers/catalogue.ts';
import { signUpOver, useTwoServersOnOneDatabase } from './helpers/server-process.ts';
import { PASSWORD } from './helpers/sessions.ts';
import { addTeaInSizes, gramsLeft } from './helpers/sizes.ts';

/**
 * docs/deploy.md, "Scaling out": app servers hold no state. Two real server processes on one PostgreSQL
 * share sessions and never oversell.
 */
describe('two app servers on one PostgreSQL', () => {
  const { database, servers } = useTwoServersOnOneDatabase();

  it('shares a session signed in on one server with the other', async () => {
    const cookie = await signUpOver(servers[0]!.url, 'Wanda', PASSWORD);
    const session = await fetch(`${servers[1]!.url}/api/auth/get-session`, { headers: { cookie } });
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe('Wanda');
  });

  it('ends a session signed out on one server for the other on its very next request, every time', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const orders = (url: string, cookie: string) => fetch(`${url}/api/purchase`, { headers: { cookie } });
    for (let round = 0; round < 20; round++) {
      const cookie = await signUpOver(a, 'Sam', PASSWORD);
      // Both servers have checked the session and keep it in memory.
      expect((await orders(a, cookie)).status).toBe(200);
      expect((await orders(b, cookie)).status).toBe(200);
      expect((await orders(b, cookie)).status).toBe(200);
      const [from, to] = round % 2 ? [b, a] : [a, b];
      const out = await fetch(`${from}/api/auth/sign-out`, { method: 'POST', headers: { cookie, origin: from } });
      expect(out.status).toBe(200);
      expect((await orders(to, cookie)).status).toBe(401);
    }
  });

  it('gives and takes a role on one server that the other follows on its very next request', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const owner = await signUpOver(a, 'Olive', PASSWORD);
    await database.db.update(user).set({ role: 'admin' }).where(eq(user.name, 'Olive'));
    const email = `clerk.${Date.now()}@example.com`;
    const signUp = await fetch(`${a}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a },
      body: JSON.stringify({ name: 'Clerk', email, password: PASSWORD }),
    });
    const clerk = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const allOrders = () => fetch(`${b}/api/allOrder`, { headers: { cookie: clerk } });
    for (let round = 0; round < 10; round++) {
      expect((await allOrders()).status).toBe(403);
      const give = await fetch(`${a}/api/user/admin/${email}`, {
        method: 'PUT',
        headers: { cookie: owner, origin: a },
      });
      expect(give.status).toBe(200);
      expect((await allOrders()).status).toBe(200);
      const take = await fetch(`${a}/api/user/admin/${email}`, {
        method: 'DELETE',
        headers: { cookie: owner, origin: a },
      });
      expect(take.status).toBe(200);
    }
    await fetch(`${a}/api/user/${email}`, { method: 'DELETE', headers: { cookie: owner, origin: a } });
    expect((await fetch(`${b}/api/purchase`, { headers: { cookie: clerk } })).status).toBe(401);
  });

  it('prices with an offer made, paused or deleted on one server on the other within a second', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const owner = await signUpOver(a, 'Petra', PASSWORD);
    await database.db.update(user).set({ role: 'admin' }).where(eq(user.name, 'Petra'));
    const teaId = await addProduct(database, { name: 'Offered Hojicha', priceCents: 1000 });
    const send = (url: string, method: string, path: string, body?: object) =>
      fetch(`${url}${path}`, {
        method,
        headers: { cookie: owner, origin: url, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    // What B's quote takes off three tins by the shop's one method.
    const discountOnB = async () => {
      const quote = await fetch(`${b}/api/shipping/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ country: 'US', lines: [{ productId: teaId, quantity: 3 }] }),
      });
      return ((await quote.json()) as { methods: { totals: { discount: number } }[] }).methods[0]?.totals.discount;
    };
    const zone = await send(a, 'POST', '/api/shipping/zones', { name: 'Home', countries: ['US'] });
    const zoneId = ((await zone.json()) as { zones: { id: string }[] }).zones[0]!.id;
    await send(a, 'POST', `/api/shipping/zones/${zoneId}/methods`, { name: 'Post', rate: { kind: 'flat', price: 5 } });
    // B keeps the promotions in memory before the change.
    expect(await discountOnB()).toBe(0);
    const values = { code: null, name: 'Two off', kind: 'amount', amount: 2, target: 'order', combines: true };
    const made = await send(a, 'POST', '/api/promotions', values);
    expect(made.status).toBe(201);
    const { _id: id } = (await made.json()) as { _id: string };
    await expect.poll(discountOnB, { timeout: 1_000 }).toBe(2);
    expect((await send(a, 'PUT', `/api/promotions/${id}`, { ...values, active: false })).status).toBe(200);
    await expect.poll(discountOnB, { timeout: 1_000 }).toBe(0);
    expect((await send(a, 'PUT', `/api/promotions/${id}`, values)).status).toBe(200);
    await expect.poll(discountOnB, { timeout: 1_000 }).toBe(2);
    expect((await send(a, 'DELETE', `/api/promotions/${id}`)).status).toBe(204);
    await expect.poll(discountOnB, { timeout: 1_000 }).toBe(0);
  });

  it('prices by a method and a tax rate changed on one server, or by hand, on the other within a second', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const owner = await signUpOver(a, 'Ilse', PASSWORD);
    await database.db.update(user).set({ role: 'admin' }).where(eq(user.name, 'Ilse'));
    const teaId = await addProduct(database, { name: 'Shipped Bancha', priceCents: 1000 });
    const send = async (method: string, path: string, body: object) => {
      const res = await fetch(`${a}${path}`, {
        method,
        headers: { cookie: owner, origin: a, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBeLessThan(300);
      return (await res.json()) as { zones: { id: string; methods: { id: string }[] }[] };
    };
    // What B quotes for one tin to Canada: its methods' shipping and tax (the tea is of the reduced class, which
    // has no rate here: the tax is the shipping's), or its message when none.
    const onB = async () => {
      const quote = await fetch(`${b}/api/shipping/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ country: 'CA', lines: [{ productId: teaId, quantity: 1 }] }),
      });
      const { methods, message } = (await quote.json()) as {
        methods: { name: string; totals: { shipping: number; tax: number } }[];
        message: string | null;
      };
      return message ?? methods.map((m) => `${m.name} ${m.totals.shipping} + ${m.totals.tax}`).join(', ');
    };
    const zone = (await send('POST', '/api/shipping/zones', { name: 'Canada', countries: ['CA'] })).zones.find(
      (z) => z.methods.length === 0,
    )!;
    const post = { name: 'Canada Post', rate: { kind: 'flat', price: 5 } };
    const made = await send('POST', `/api/shipping/zones/${zone.id}/methods`, post);
    const methodId = made.zones.find((z) => z.id === zone.id)!.methods[0]!.id;
    // B keeps the delivery in memory before each change.
    expect(await onB()).toBe('Canada Post 5 + 0');
    await send('PUT', `/api/shipping/methods/${methodId}`, { ...post, rate: { kind: 'flat', price: 7 } });
    await expect.poll(onB, { timeout: 1_000 }).toBe('Canada Post 7 + 0');
    await send('PUT', '/api/tax', {
      pricesIncludeTax: false,
      shippingClass: 'standard',
      rates: [{ country: 'CA', region: '', taxClass: 'standard', rate: 10 }],
    });
    await expect.poll(onB, { timeout: 1_000 }).toBe('Canada Post 7 + 0.7');
    // A change made by hand, by no app server, is announced by the database all the same.
    await database.db.execute(sql`update shipping_methods set flat_cents = 900 where id = ${methodId}`);
    await expect.poll(onB, { timeout: 1_000 }).toBe('Canada Post 9 + 0.9');
    await send('DELETE', `/api/shipping/zones/${zone.id}`, {});
    await expect.poll(onB, { timeout: 1_000 }).not.toContain('Canada Post');
  });

  it('shows a review and a tea added on one server on the other within a second, and their removal', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const cookie = await signUpOver(a, 'Rita', PASSWORD);
    // Writing a review needs a verified address (docs/product.md).
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.name, 'Rita'));
    const teaId = await addProduct(database, { name: 'Announced Oolong' });
    const reviewsOfTea = async () =>
      ((await (await fetch(`${b}/api/reviews?productId=${teaId}`)).json()) as { review: string }[]).map(
        (r) => r.review,
      );
    const inCatalogue = async () =>
      ((await (await fetch(`${b}/api/products?q=Announced`)).json()) as { _id: string }[]).map((p) => p._id);
    // B has the pages in memory before the changes.
    expect(await reviewsOfTea()).toEqual([]);
    await expect.poll(inCatalogue, { timeout: 1_000 }).toEqual([teaId]);
    const posted = await fetch(`${a}/api/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: a },
      body: JSON.stringify({ productId: teaId, review: 'Roasted, honeyed, announced.', rating: 4 }),
    });
    expect(posted.status).toBe(201);
    await expect.poll(reviewsOfTea, { timeout: 1_000 }).toEqual(['Roasted, honeyed, announced.']);
    const { insertedId } = (await posted.json()) as { insertedId: string };
    await fetch(`${a}/api/reviews/${insertedId}`, { method: 'DELETE', headers: { cookie, origin: a } });
    await expect.poll(reviewsOfTea, { timeout: 1_000 }).toEqual([]);
    await database.db.delete(products).where(eq(products.id, teaId));
    await expect.poll(inCatalogue, { timeout: 1_000 }).toEqual([]);
  });

  it("follows a category added, renamed, moved and retired on one server in the other's lists within a second", async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const owner = await signUpOver(a, 'Cato', PASSWORD);
    await database.db.update(user).set({ role: 'admin' }).where(eq(user.name, 'Cato'));
    const write = (method: string, path: string, body?: object) =>
      fetch(`${a}/api/categories${path}`, {
        method,
        headers: { ...(body && { 'content-type': 'application/json' }), cookie: owner, origin: a },
        ...(body && { body: JSON.stringify(body) }),
      });
    const counted = async () =>
      ((await (await fetch(`${b}/api/products/facets`)).json()) as { categories: { value: string }[] }).categories.map(
        (c) => c.value,
      );
    const filtered = async (name: string) =>
      (await fetch(`${b}/api/products?category=${encodeURIComponent(name)}`)).status;
    // B has the catalogue in memory before the changes.
    expect(await counted()).toEqual(['Organic', 'Green Tea', 'Black Tea', 'White Tea']);
    const added = await write('POST', '', { name: 'Tisanes' });
    expect(added.status).toBe(201);
    const { _id: id } = (await added.json()) as { _id: string };
    await expect
      .poll(counted, { timeout: 1_000 })
      .toEqual(['Organic', 'Green Tea', 'Black Tea', 'White Tea', 'Tisanes']);
    const teaId = await addProduct(database, { name: 'Linden Calm', category: 'Tisanes' });
    expect((await write('PATCH', `/${id}`, { name: 'Herbal', position: 1 })).status).toBe(200);
    await expect
      .poll(counted, { timeout: 1_000 })
      .toEqual(['Herbal', 'Organic', 'Green Tea', 'Black Tea', 'White Tea']);
    await expect.poll(() => filtered('Tisanes'), { timeout: 1_000 }).toBe(400);
    const inHerbal = await (await fetch(`${b}/api/products?category=Herbal`)).json();
    expect((inHerbal as { _id: string }[]).map((t) => t._id)).toEqual([teaId]);
    await database.db.delete(products).where(eq(products.id, teaId));
    expect((await write('DELETE', `/${id}`)).status).toBe(204);
    await expect.poll(counted, { timeout: 1_000 }).toEqual(['Organic', 'Green Tea', 'Black Tea', 'White Tea']);
  });

  it("shows a customer's order placed and removed on one server in their orders on the other within a second", async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const cookie = await signUpOver(a, 'Otto', PASSWORD, database);
    const productId = await addProduct(database, { name: 'Announced Assam', minOrder: 1 });
    const myOrders = async (url: string) =>
      (
        (await (await fetch(`${url}/api/purchase?limit=10&offset=0`, { headers: { cookie } })).json()) as {
          name: string;
        }[]
      ).map((o) => o.name);
    for (let round = 0; round < 5; round++) {
      // Both servers keep his page in memory before each change.
      expect(await myOrders(a)).toEqual([]);
      expect(await myOrders(b)).toEqual([]);
      const [from, to] = round % 2 ? [b, a] : [a, b];
      const placed = await fetch(`${from}/api/purchase`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: from },
        body: JSON.stringify({ productId, quantity: 1, address: '3 Notice Road' }),
      });
      expect(placed.status).toBe(201);
      expect(await myOrders(from)).toEqual(['Announced Assam']);
      await expect.poll(() => myOrders(to), { timeout: 1_000 }).toEqual(['Announced Assam']);
      const { insertedId } = (await placed.json()) as { insertedId: string };
      const removed = await fetch(`${from}/api/purchase/${insertedId}`, {
        method: 'DELETE',
        headers: { cookie, origin: from },
      });
      expect(removed.status).toBe(200);
      expect(await myOrders(from)).toEqual([]);
      await expect.poll(() => myOrders(to), { timeout: 1_000 }).toEqual([]);
    }
  });

  it('sells a stock of 10 exactly once across 100 simultaneous orders on both servers', async () => {
    const productId = await addProduct(database, { quantity: 10, minOrder: 1 });
    const cookies = [
      await signUpOver(servers[0]!.url, 'Ana', PASSWORD, database),
      await signUpOver(servers[1]!.url, 'Ben', PASSWORD, database),
    ];
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const server = servers[i % 2]!;
        const res = await fetch(`${server.url}/api/purchase`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[(i >> 1) % 2]!, origin: server.url },
          body: JSON.stringify({ productId, quantity: 1, address: '2 Scale Street' }),
        });
        return { status: res.status, body: (await res.json()) as { fields: Record<string, string> } };
      }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.fields.quantity).toMatch(/sold out|in stock/);
    }
    const [left] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(left!.stock).toBe(0 * FIRST_SIZE.grams);
    expect(await database.db.select().from(orders).where(eq(orders.productId, productId))).toHaveLength(10);
  });

  it('never oversells the last grams to buyers of two sizes on both servers, round after round', async () => {
    const cookies = [
      await signUpOver(servers[0]!.url, 'Pia', PASSWORD, database),
      await signUpOver(servers[1]!.url, 'Quinn', PASSWORD, database),
    ];
    for (let round = 0; round < 5; round++) {
      // 1 kg: at most four 250 g pouches or ten 100 g tins, or any mix up to 1,000 g.
      const { id, sizeIds } = await addTeaInSizes(database, {
        grams: 1000,
        name: `Two-server race ${round}`,
        sizes: [
          { label: '250 g pouch', grams: 250, priceCents: 3000 },
          { label: '100 g tin', grams: 100, priceCents: 1400 },
        ],
      });
      const answers = await Promise.all(
        Array.from({ length: 24 }, async (_, i) => {
          const server = servers[i % 2]!;
          const sizeId = sizeIds[(i >> 1) % 2]!;
          const res = await fetch(`${server.url}/api/purchase`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: cookies[i % 2]!, origin: server.url },
            body: JSON.stringify({ productId: id, sizeId, quantity: 1, address: '5 Scale Street' }),
          });
          return { status: res.status, sizeId };
        }),
      );
      for (const answer of answers) expect([201, 409]).toContain(answer.status);
      const sold = answers.filter((a) => a.status === 201);
      const gramsSold = sold.reduce((sum, a) => sum + (a.sizeId === sizeIds[0] ? 250 : 100), 0);
      expect(gramsSold).toBeLessThanOrEqual(1000);
      // Every gram is sold or still in the stock; the last 100 g never stay unsold while a tin is asked for.
      expect(await gramsLeft(database, id)).toBe(1000 - gramsSold);
      expect(1000 - gramsSold).toBeLessThan(100);
      const placed = await database.db.select().from(orders).where(eq(orders.productId, id));
      expect(placed).toHaveLength(sold.length);
    }
  });
});

describe('two app servers expiring unpaid orders on one PostgreSQL', () => {
  // 0.03 minutes: each order holds its tea for 1.8 seconds; both servers sweep every second.
  const { database, servers } = useTwoServersOnOneDatabase({
    UNPAID_ORDER_MINUTES: '0.03',
    MAX_UNPAID_ORDERS: '100',
    UNPAID_SHARE_PERCENT: '100',
    UNPAID_VALUE_MAX: '100000000',
  });

  it('expires each order exactly once, returns its stock once, and mails its customer once', async () => {
    const productId = await addProduct(database, { quantity: 40, minOrder: 1 });
    const cookie = await signUpOver(servers[0]!.url, 'Esme', PASSWORD, database);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const server = servers[i % 2]!;
      const res = await fetch(`${server.url}/api/purchase`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: server.url },
        body: JSON.stringify({ productId, quantity: 2, address: '3 Sweep Street' }),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { insertedId: string }).insertedId);
    }
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = await database.db.select().from(orders).where(inArray(orders.id, ids));
      if (rows.every((r) => r.status === 'expired')) break;
      if (Date.now() > deadline) throw new Error(`not expired: ${rows.filter((r) => r.status !== 'expired').length}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const [left] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(left!.stock).toBe(40 * FIRST_SIZE.grams);
    const events = await database.db
      .select()
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.status, 'expired')));
    expect(events).toHaveLength(12);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'Your TeaTree order has expired (order #%)'));
    for (const id of ids) expect(mails.filter((m) => m.text.includes(`/orders/${id}`))).toHaveLength(1);
  });
});
