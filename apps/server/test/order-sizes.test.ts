import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines } from '../src/db/schema/index.ts';
import { LOCAL, lastMailTo } from './helpers/account-links.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { signUp } from './helpers/sessions.ts';
import { ADDRESS, checkOut, DELIVERY } from './helpers/shopping.ts';
import { addTeaInSizes, gramsLeft, retireSize, TIN_AND_POUCH } from './helpers/sizes.ts';

/**
 * Sizes of a tea drawing on one stock by weight (docs/decisions/0032-sizes-and-stock-by-weight.md): an
 * order's line is a size, takes its grams of the tea's stock, and keeps its own copy of the size.
 */

const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const purchase = (headers: Record<string, string>, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/purchase',
    headers,
    payload: { quantity: 1, address: ADDRESS, phone: '+1 555 0100', ...payload },
  });

describe('an order of a size', () => {
  it('takes the size’s grams of the tea’s one stock and copies the size', async () => {
    const buyer = await signUp(app);
    const { id, sizeIds } = await addTeaInSizes(app, { grams: 1000, sizes: TIN_AND_POUCH });
    const res = await purchase(buyer.headers, { productId: id, sizeId: sizeIds[1], quantity: 2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.lines).toMatchObject([
      { productId: id, size: { id: sizeIds[1], label: '250 g pouch', grams: 250 }, price: 25, quantity: 2, total: 50 },
    ]);
    expect(await gramsLeft(app, id)).toBe(500);
    const [line] = await app.db.select().from(orderLines).where(eq(orderLines.orderId, res.json().insertedId));
    expect(line).toMatchObject({ sizeId: sizeIds[1], sizeLabel: '250 g pouch', sizeGrams: 250, stockEach: 250 });
  });

  it('means the tea’s default size when the form names none', async () => {
    const buyer = await signUp(app);
    const { id, sizeIds } = await addTeaInSizes(app, { grams: 1000, sizes: TIN_AND_POUCH });
    const res = await purchase(buyer.headers, { productId: id, quantity: 3 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.lines[0].size).toEqual({ id: sizeIds[0], label: '100 g tin', grams: 100 });
    expect(await gramsLeft(app, id)).toBe(700);
  });

  it('refuses a retired size, a size of another tea, and grams the stock does not hold, writing nothing', async () => {
    const buyer = await signUp(app);
    const { id, sizeIds } = await addTeaInSizes(app, { grams: 300, sizes: TIN_AND_POUCH });
    const other = await addTeaInSizes(app, { grams: 1000, name: 'Other Oolong', sizes: TIN_AND_POUCH });
    await retireSize(app, sizeIds[0]!);
    expectApiError(await purchase(buyer.headers, { productId: id, sizeId: sizeIds[0] }), 404, 'sizeId');
    expectApiError(await purchase(buyer.headers, { productId: id, sizeId: other.sizeIds[1] }), 404, 'sizeId');
    // 300 g holds one 250 g pouch, not two.
    expectApiError(await purchase(buyer.headers, { productId: id, sizeId: sizeIds[1], quantity: 2 }), 409, 'quantity');
    expect(await gramsLeft(app, id)).toBe(300);
    expect(await gramsLeft(app, other.id)).toBe(1000);
  });
});

describe('a cart of sizes', () => {
  it('holds two sizes of one tea as two lines, and checks them out as one order', async () => {
    const buyer = await signUp(app);
    const { id, sizeIds } = await addTeaInSizes(app, { grams: 1000, name: 'Sencha', sizes: TIN_AND_POUCH });
    const add = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/cart/items', headers: buyer.headers, payload });
    expect((await add({ productId: id, quantity: 2 })).statusCode).toBe(200);
    const res = await add({ productId: id, sizeId: sizeIds[1], quantity: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      count: 2,
      total: 49,
      lines: [
        { productId: id, sizeId: sizeIds[0], size: { label: '100 g tin', grams: 100 }, quantity: 2 },
        { productId: id, sizeId: sizeIds[1], size: { label: '250 g pouch', grams: 250 }, quantity: 1 },
      ],
    });
    // A tea's id still names its default size's line.
    const put = await app.inject({
      method: 'PUT',
      url: `/api/cart/items/${id}`,
      headers: buyer.headers,
      payload: { quantity: 3 },
    });
    expect(put.json().lines[0]).toMatchObject({ sizeId: sizeIds[0], quantity: 3 });
    const placed = await checkOut(app, buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.lines.map((l: { size: { grams: number } }) => l.size.grams)).toEqual([100, 250]);
    expect(await gramsLeft(app, id)).toBe(1000 - 300 - 250);
  });

  it('checks a guest’s sizes out as one order, and the mail names each size', async () => {
    const { id, sizeIds } = await addTeaInSizes(app, { grams: 1000, name: 'Guest Gyokuro', sizes: TIN_AND_POUCH });
    const email = `sizes.guest.${Date.now()}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/checkout/guest',
      headers: { origin: LOCAL },
      remoteAddress: '203.0.113.77',
      payload: {
        email,
        address: { ...DELIVERY, fullName: 'Gus Guest' },
        lines: [
          { productId: id, sizeId: sizeIds[1], quantity: 1 },
          { productId: id, quantity: 2 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res.json().order.lines.map((l: { size: { label: string }; quantity: number }) => [l.size.label, l.quantity]),
    ).toEqual([
      ['250 g pouch', 1],
      ['100 g tin', 2],
    ]);
    expect(await gramsLeft(app, id)).toBe(1000 - 250 - 200);
    const mail = await lastMailTo(app, email);
    expect(mail!.text).toContain('Guest Gyokuro, 250 g pouch (');
    expect(mail!.text).toContain('Guest Gyokuro, 100 g tin (');
  });

  it('reads a browser’s line of a size of another tea as gone', async () => {
    const { id } = await addTeaInSizes(app, { grams: 1000, sizes: TIN_AND_POUCH });
    const other = await addTeaInSizes(app, { grams: 1000, name: 'Other Oolong', sizes: TIN_AND_POUCH });
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/preview',
      payload: { lines: [{ productId: id, sizeId: other.sizeIds[1], quantity: 1, name: 'Sencha' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines[0]).toMatchObject({ problem: 'gone', size: null });
  });

  it('names a browser’s line of a tea gone that named no size by the tea', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/preview',
      payload: { lines: [{ productId: 'gone-tea', quantity: 2, name: 'Old Oolong' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toMatchObject([
      { productId: 'gone-tea', sizeId: 'gone-tea', name: 'Old Oolong', problem: 'gone', quantity: 2 },
    ]);
  });
});
