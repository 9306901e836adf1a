import { maskEmail } from '@teatree/shared/privacy';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { media, orders, products } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { multipartFile } from './helpers/multipart.ts';
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
    const upload = multipartFile('image', 'oolong.jpg', 'image/jpeg', await picture('jpeg'));
    const res = await app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...admin.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    photo = res.json().url;
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

describe('photo upload', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  let admin: Session;
  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
  });

  const upload = (filename: string, type: string, data: Buffer, who: Session | null = admin, field = 'image') => {
    const body = multipartFile(field, filename, type, data);
    return app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...(who?.headers ?? {}), ...body.headers },
      payload: body.payload,
    });
  };
  const stored = async () => (await app.db.select().from(media)).length;

  it.each([
    ['tea.jpg', 'image/jpeg', 'jpeg'],
    ['tea.png', 'image/png', 'png'],
    ['tea.webp', 'image/webp', 'webp'],
    ['tea.avif', 'image/avif', 'avif'],
  ] as const)('accepts %s, re-encoded to WebP in 400 and 1200 px without metadata', async (name, type, format) => {
    const original = await sharp(await picture(format))
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .toFormat(format)
      .toBuffer();
    const res = await upload(name, type, original);
    expect(res.statusCode, res.body).toBe(201);
    const { url, insertedId } = res.json();
    expect(url).toBe(`/media/${insertedId}/1200.webp`);
    for (const [path, width] of [
      [url, 1200],
      [url.replace('1200', '400'), 400],
    ] as const) {
      const served = await app.inject(path);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('never enlarges a small picture', async () => {
    const res = await upload('small.png', 'image/png', await picture('png', 300, 200));
    const big = await app.inject(res.json().url);
    expect((await sharp(big.rawPayload).metadata()).width).toBe(300);
  });

  it('refuses every bad file with a clear message and stores nothing', async () => {
    const before = await stored();
    const jpeg = await picture('jpeg');
    const cases: [string, string, Buffer, number, RegExp][] = [
      ['notes.png', 'image/png', Buffer.from('just some text, not a picture'), 400, /not a picture we can read/],
      ['tea.gif', 'image/gif', await picture('gif', 100, 100), 400, /Only JPEG, PNG, WebP and AVIF/],
      ['tea.png', 'image/png', jpeg, 400, /does not match its content/],
      ['tea.jpg', 'image/png', jpeg, 400, /does not match its content/],
      ['cut.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 400, /damaged or incomplete/],
      [
        'huge.png',
        'image/png',
        await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
        400,
        /40 megapixels/,
      ],
      ['empty.jpg', 'image/jpeg', Buffer.alloc(0), 400, /empty/],
      ['big.jpg', 'image/jpeg', Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]), 413, /larger than 5 MB/],
    ];
    for (const [name, type, data, status, message] of cases) {
      const res = await upload(name, type, data);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().fields?.image ?? res.json().message, name).toMatch(message);
    }
    expectApiError(await upload('tea.jpg', 'image/jpeg', jpeg, admin, 'file'), 400, 'image');
    expectApiError(
      await app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: {},
      }),
      400,
      'image',
    );
    expect(await stored()).toBe(before);
  });

  it('is for admins only', async () => {
    const jpeg = await picture('jpeg');
    expectApiError(await upload('tea.jpg', 'image/jpeg', jpeg, null), 401);
    expectApiError(await upload('tea.jpg', 'image/jpeg', jpeg, await signUp(app)), 403);
  });
});
