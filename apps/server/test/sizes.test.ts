import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSizes, products } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, useSession } from './helpers/sessions.ts';

/** A tea's sizes (docs/decisions/0032-sizes-and-stock-by-weight.md), as the owner writes them and the shop reads them. */
describe('sizes and stock by weight', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const admin = useSession(app, { role: 'admin' });
  const customer = useSession(app);

  const THREE = [
    { label: '25 g sample', grams: 25, price: 4.5, minOrder: 1 },
    { label: '100 g tin', grams: 100, price: 14, minOrder: 2, isDefault: true },
    { label: '250 g pouch', grams: 250, price: 30, minOrder: 1, sku: 'GP-250' },
  ];
  const tea = (extra: object = {}) => ({
    name: 'Gunpowder',
    brand: 'Zhejiang Rolls',
    description: 'Green tea rolled into small pellets.',
    category: 'Green Tea',
    price: 14,
    minOrder: 2,
    date: '2026-11-01',
    photo: '/media/none/400.webp',
    ...extra,
  });
  /** What the shop reads of tea()'s own price and minimum, sold by weight. */
  const SPEC = { price: 14, minOrder: 2, stockedBy: 'weight' };
  /** The 100 g tin of THREE, and of a tea given no sizes, as the shop reads it: all but its id and its count. */
  const TIN = { label: '100 g tin', grams: 100, price: 14, minOrder: 2, sku: null, pricePer100g: 14 };

  const add = (body: object, who: Session | null = admin) =>
    app.inject({ method: 'POST', url: '/api/products', headers: who ? who.headers : {}, payload: body });
  const edit = (id: string, body: object, who: Session | null = admin) =>
    app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: who ? who.headers : {}, payload: body });
  const read = async (id: string) => (await app.inject(`/api/products/${id}`)).json();
  const added = async (body: object) => {
    const res = await add(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().insertedId as string;
  };
  /** What the database holds of a tea: its row and every size, retired ones included. */
  const stored = async (id: string) => ({
    row: (await app.db.select().from(products).where(eq(products.id, id)))[0],
    sizes: await app.db.select().from(productSizes).where(eq(productSizes.productId, id)).orderBy(productSizes.id),
  });

  it('adds a tea in three sizes: the default size is the spec’s price, quantity and minimum', async () => {
    const id = await added(tea({ sizes: THREE, stock: 5_000 }));
    const got = await read(id);
    expect(got).toMatchObject({ ...SPEC, quantity: 50, stock: 5_000, fromPrice: 4.5 });
    expect(got.sizes).toEqual([
      {
        id: expect.any(String),
        label: '25 g sample',
        grams: 25,
        price: 4.5,
        minOrder: 1,
        sku: null,
        quantity: 200,
        pricePer100g: 18,
      },
      { id: got.defaultSizeId, ...TIN, quantity: 50 },
      {
        id: expect.any(String),
        label: '250 g pouch',
        grams: 250,
        price: 30,
        minOrder: 1,
        sku: 'GP-250',
        quantity: 20,
        pricePer100g: 12,
      },
    ]);
    const { row } = await stored(id);
    expect(row).toMatchObject({ priceCents: 1400, minOrder: 2, stock: 5_000 });
    // The catalogue list says the same.
    const listed = (await app.inject('/api/products?limit=100')).json().find((p: { _id: string }) => p._id === id);
    expect(listed).toMatchObject({ quantity: 50, fromPrice: 4.5, defaultSizeId: got.defaultSizeId });
  });

  it('adds a tea from the spec’s fields alone as one 100 g tin, its stock that many tins in grams', async () => {
    const id = await added(tea({ quantity: 30 }));
    const got = await read(id);
    expect(got).toMatchObject({ ...SPEC, quantity: 30, stock: 3_000, fromPrice: 14 });
    expect(got.sizes).toEqual([{ id: got.defaultSizeId, ...TIN, quantity: 30 }]);
  });

  it('adds a tea stocked by the piece: one size, counted in pieces', async () => {
    const id = await added(
      tea({
        name: 'Gift Box',
        stockedBy: 'piece',
        quantity: 12,
        price: 39,
        minOrder: 1,
        sizes: [{ label: 'Box', grams: 300, price: 39, minOrder: 1 }],
      }),
    );
    expect(await read(id)).toMatchObject({
      stockedBy: 'piece',
      stock: 12,
      quantity: 12,
      sizes: [{ label: 'Box', quantity: 12 }],
    });
  });

  it('changes the default size through the spec’s price and minimum, and the stock through quantity or stock', async () => {
    const id = await added(tea({ sizes: THREE, stock: 5_000 }));
    let res = await edit(id, { price: 15.5, minOrder: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price: 15.5, minOrder: 3, fromPrice: 4.5 });
    expect(res.json().sizes[1]).toMatchObject({ price: 15.5, minOrder: 3 });
    expect((await stored(id)).row).toMatchObject({ priceCents: 1550, minOrder: 3 });
    res = await edit(id, { quantity: 7 });
    expect(res.json()).toMatchObject({ quantity: 7, stock: 700 });
    expect(res.json().sizes.map((s: { quantity: number }) => s.quantity)).toEqual([28, 7, 2]);
    res = await edit(id, { stock: 1_234 });
    expect(res.json()).toMatchObject({ quantity: 12, stock: 1_234 });
  });

  it('replaces the sizes: listed ones kept and changed, the others retired, new ones added, the default moved', async () => {
    const id = await added(tea({ sizes: THREE, stock: 10_000 }));
    const [sample, tin, pouch] = (await read(id)).sizes;
    const res = await edit(id, {
      price: 28,
      minOrder: 1,
      sizes: [
        { id: pouch.id, label: '250 g pouch', grams: 250, price: 28, minOrder: 1, isDefault: true },
        { id: tin.id, label: '100 g tin', grams: 100, price: 13, minOrder: 2 },
        { label: '1 kg bag', grams: 1000, price: 95, minOrder: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = await read(id);
    expect(got.sizes.map((s: { label: string }) => s.label)).toEqual(['250 g pouch', '100 g tin', '1 kg bag']);
    expect(got).toMatchObject({ defaultSizeId: pouch.id, price: 28, quantity: 40, minOrder: 1, fromPrice: 13 });
    const { row, sizes } = await stored(id);
    expect(row).toMatchObject({ priceCents: 2800, minOrder: 1 });
    // The sample is retired, not deleted: orders that hold it keep pointing at it.
    expect(sizes.find((s) => s.id === sample.id)).toMatchObject({ label: '25 g sample', retiredAt: expect.any(Date) });
    // Swapping two labels in one edit is allowed.
    const swap = await edit(id, {
      sizes: [
        { id: pouch.id, label: '100 g tin', grams: 250, price: 28, minOrder: 1, isDefault: true },
        { id: tin.id, label: '250 g pouch', grams: 100, price: 13, minOrder: 2 },
      ],
    });
    expect(swap.statusCode, swap.body).toBe(200);
    // A retired size gives its label back to a new one.
    const again = await edit(id, {
      sizes: [
        { id: pouch.id, label: '100 g tin', grams: 250, price: 28, minOrder: 1 },
        { label: '25 g sample', grams: 25, price: 5, minOrder: 1 },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  describe('refuses bad input, naming the field, and changes nothing', () => {
    const bad: [string, object, string][] = [
      ['a size without a weight', { sizes: [{ label: 'Tin', price: 14, minOrder: 2 }] }, 'sizes.0.grams'],
      ['a weight of 0 g', { sizes: [{ label: 'Tin', grams: 0, price: 14, minOrder: 2 }] }, 'sizes.0.grams'],
      [
        'a weight over 50 kg',
        { sizes: [THREE[1], { label: 'Sack', grams: 50_001, price: 900, minOrder: 1 }] },
        'sizes.1.grams',
      ],
      ['a price of 0', { sizes: [THREE[1], { label: 'Free', grams: 10, price: 0, minOrder: 1 }] }, 'sizes.1.price'],
      [
        'a price over 100000',
        { sizes: [THREE[1], { label: 'Gold', grams: 10, price: 100_001, minOrder: 1 }] },
        'sizes.1.price',
      ],
      [
        'two sizes of one label',
        { sizes: [THREE[1], { label: '100 G TIN', grams: 110, price: 15, minOrder: 1 }] },
        'sizes.1.label',
      ],
      ['no size at all', { sizes: [] }, 'sizes'],
      ['two sizes by the piece', { stockedBy: 'piece', sizes: THREE }, 'sizes'],
      ['a negative stock', { stock: -1 }, 'stock'],
      ['a stock over the most', { stock: 10_000_001 }, 'stock'],
      ['a quantity the stock does not hold', { sizes: THREE, stock: 5_000, quantity: 49 }, 'quantity'],
      ['a price that is not the default size’s', { sizes: THREE, price: 13 }, 'price'],
    ];

    it.each(bad)('on adding: %s', async (_, body, field) => {
      const before = (await app.db.select().from(productSizes)).length;
      expectApiError(await add(tea({ quantity: 10, ...body })), 400, field);
      expect((await app.db.select().from(productSizes)).length).toBe(before);
    });

    it.each(bad)('on editing: %s', async (_, body, field) => {
      const id = await added(tea({ sizes: THREE, stock: 5_000 }));
      const before = await stored(id);
      expectApiError(await edit(id, { price: 14, minOrder: 2, ...body }), 400, field);
      expect(await stored(id)).toEqual(before);
    });

    it('an id that is not one of this tea’s sizes, and a tea of many sizes turned to pieces', async () => {
      const other = await added(tea({ sizes: THREE, stock: 100 }));
      const id = await added(tea({ sizes: THREE, stock: 100 }));
      const foreign = (await read(other)).sizes[0].id;
      const before = await stored(id);
      expectApiError(await edit(id, { sizes: [THREE[1], { ...THREE[0], id: foreign }] }), 400, 'sizes.1.id');
      expectApiError(await edit(id, { stockedBy: 'piece' }), 400, 'stockedBy');
      expect(await stored(id)).toEqual(before);
    });
  });

  it('lets the admin alone write sizes: a customer and a visitor are refused', async () => {
    const id = await addProduct(app, { name: 'Roles Tea' });
    const body = {
      sizes: [
        { label: '100 g tin', grams: 100, price: 12.5, minOrder: 3 },
        { label: '25 g sample', grams: 25, price: 4, minOrder: 1 },
      ],
    };
    expectApiError(await edit(id, body, customer), 403);
    expectApiError(await edit(id, body, null), 401);
    expectApiError(await add(tea({ quantity: 1, sizes: THREE.slice(1, 2) }), customer), 403);
    expectApiError(await add(tea({ quantity: 1, sizes: THREE.slice(1, 2) }), null), 401);
    const retired = await app.db
      .select()
      .from(productSizes)
      .where(and(eq(productSizes.productId, id), isNotNull(productSizes.retiredAt)));
    expect(retired).toEqual([]);
    expect((await read(id)).sizes).toHaveLength(1);
    const res = await edit(id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sizes).toHaveLength(2);
  });
});
