import { maskEmail } from '@teatree/shared/privacy';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { uploadPhoto } from './helpers/multipart.ts';
import { type Session, signUp } from './helpers/sessions.ts';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 47, g: 107, b: 58 } } })
    .toFormat(format)
    .toBuffer();

describe('adding, editing and deleting products', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  let admin: Session;
  let customer: Session;
  let photo: string;
  const valid = () => ({
    name: 'Oolong Dawn',
    brand: 'Wuyi Rocks',
    description: 'Roasted rock oolong with notes of stone fruit.',
    category: 'Black Tea',
    price: 24.5,
    quantity: 100,
    minOrder: 2,
    date: '2026-11-01',
    photo,
  });

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin', name: 'Ada Admin' });
    customer = await signUp(app);
    photo = await uploadPhoto(app, admin, 'oolong.jpg', await picture('jpeg'));
  });

  const add = (body: object, who: Session | null = admin) =>
    app.inject({ method: 'POST', url: '/api/products', headers: who ? who.headers : {}, payload: body });
  const count = async () => (await app.db.select().from(products)).length;

  it('adds a product as the signed-in admin, whatever user and email the body claims', async () => {
    const res = await add({ ...valid(), user: 'Someone Else', email: 'forged@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId } = res.json();
    const read = (await app.inject({ url: `/api/products/${insertedId}/admin`, headers: admin.headers })).json();
    expect(read).toMatchObject({ ...valid(), _id: insertedId, user: 'Ada Admin', email: admin.email });
    const list = (await app.inject('/api/products')).json();
    expect(list[0]._id).toBe(insertedId);
  });

  it("masks the creator's address in the catalogue and on product pages, for every caller alike", async () => {
    const { insertedId } = (await add({ ...valid(), name: 'Masked Maker' })).json();
    const masked = maskEmail(admin.email);
    expect(masked).toMatch(/^a•••@example\.com$/);
    const callers = { anonymous: {}, customer: customer.headers, admin: admin.headers };
    for (const [role, headers] of Object.entries(callers)) {
      for (const url of ['/api/products?limit=100', `/api/products/${insertedId}`]) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode, `${role} ${url}`).toBe(200);
        expect(res.body, `${role} ${url}`).not.toContain(admin.email);
        const body = res.json();
        const tea = Array.isArray(body) ? body.find((p: { _id: string }) => p._id === insertedId) : body;
        expect(tea, `${role} ${url}`).toMatchObject({ user: 'Ada Admin', email: masked });
      }
    }
    // The same answer for all, so one cached copy serves everyone.
    const bodies = await Promise.all(
      Object.values(callers).map(async (headers) => (await app.inject({ url: '/api/products', headers })).body),
    );
    expect(new Set(bodies).size).toBe(1);
  });

  it("gives the creator's whole address to administrators only, on their own read", async () => {
    const { insertedId } = (await add({ ...valid(), name: 'Admin Read' })).json();
    const url = `/api/products/${insertedId}/admin`;
    const res = await app.inject({ url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: insertedId, name: 'Admin Read', email: admin.email });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expectApiError(await app.inject({ url, headers: customer.headers }), 403);
    expectApiError(await app.inject(url), 401);
    expectApiError(
      await app.inject({ url: '/api/products/prod_00000000000000000000000000/admin', headers: admin.headers }),
      404,
      undefined,
      'This product does not exist',
    );
    expectApiError(
      await app.inject({ url: `/api/products/${'x'.repeat(65)}/admin`, headers: admin.headers }),
      400,
      'id',
    );
  });

  it.each([
    ['name', 'x'.repeat(20), 201],
    ['name', 'x'.repeat(21), 400],
    ['name', '', 400],
    ['quantity', 0, 400],
    ['quantity', 1, 201],
    ['quantity', 1000, 201],
    ['quantity', 1001, 400],
    ['quantity', 2.5, 400],
    ['minOrder', 0, 400],
    ['minOrder', 1, 201],
    ['minOrder', 1000, 201],
    ['minOrder', 1001, 400],
    ['price', 0, 400],
    ['price', -1, 400],
    ['price', 0.01, 201],
    ['price', 19.99, 201],
    ['price', 1.005, 400],
    ['category', 'Coffee', 400],
    ['date', '2026-13-40', 400],
    ['photo', 'javascript:alert(1)', 400],
    ['brand', '', 400],
    ['description', '   ', 400],
  ] as const)('%s = %j answers %i', async (field, value, status) => {
    const before = await count();
    const res = await add({ ...valid(), [field]: value });
    if (status === 400) {
      expectApiError(res, 400, field);
      expect(await count()).toBe(before);
    } else {
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('refuses a body with a field missing, naming it, and stores nothing', async () => {
    for (const field of Object.keys(valid())) {
      const body: Record<string, unknown> = valid();
      delete body[field];
      const before = await count();
      expectApiError(await add(body), 400, field);
      expect(await count()).toBe(before);
    }
  });

  it('is for admins only', async () => {
    expectApiError(await add(valid(), null), 401);
    expectApiError(await add(valid(), customer), 403);
  });

  it('edits a product and deletes it, keeping past orders readable', async () => {
    const { insertedId } = (await add(valid())).json();
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/products/${insertedId}`,
      headers: admin.headers,
      payload: { price: 26, quantity: 80 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ price: 26, quantity: 80, name: 'Oolong Dawn' });
    expectApiError(
      await app.inject({ method: 'PATCH', url: `/api/products/${insertedId}`, headers: admin.headers, payload: {} }),
      400,
    );
    expectApiError(
      await app.inject({
        method: 'PATCH',
        url: `/api/products/${insertedId}`,
        headers: admin.headers,
        payload: { name: 'x'.repeat(21) },
      }),
      400,
      'name',
    );
    expectApiError(
      await app.inject({
        method: 'PATCH',
        url: `/api/products/${insertedId}`,
        headers: customer.headers,
        payload: { price: 1 },
      }),
      403,
    );

    const orderId = newId('ord');
    await app.db.insert(orders).values({
      id: orderId,
      productId: insertedId,
      name: 'Oolong Dawn',
      category: 'Black Tea',
      brand: 'Wuyi Rocks',
      description: 'd',
      photo,
      unitPriceCents: 2600,
      quantity: 2,
      totalCents: 5200,
      subtotalCents: 5200,
      customerName: 'C',
      email: customer.email,
      address: 'A',
    });
    expectApiError(
      await app.inject({ method: 'DELETE', url: `/api/products/${insertedId}`, headers: customer.headers }),
      403,
    );
    const del = await app.inject({ method: 'DELETE', url: `/api/products/${insertedId}`, headers: admin.headers });
    expect(del.json()).toEqual({ deletedCount: 1 });
    expectApiError(await app.inject(`/api/products/${insertedId}`), 404);
    expectApiError(
      await app.inject({ method: 'DELETE', url: `/api/products/${insertedId}`, headers: admin.headers }),
      404,
    );
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ productId: null, name: 'Oolong Dawn', unitPriceCents: 2600 });
  });

  it('shows a change in the list at once, and revalidates the list cheaply with its ETag', async () => {
    const first = await app.inject('/api/products?limit=5');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/api/products?limit=5', headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    await add({ ...valid(), name: 'Fresh Arrival' });
    const after = await app.inject({ url: '/api/products?limit=5', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].name).toBe('Fresh Arrival');
  });
});
