import { CATEGORIES } from '@teatree/shared/constants';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from '../src/seed/demo-catalogue.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';

describe('reading the demo catalogue', () => {
  const app = useTestApp({ seeded: true });

  it('lists every product newest first with the spec fields and the total', async () => {
    const res = await app.inject('/api/products');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(res.headers['x-total-count']).toBe(String(list.length));
    expect(new Set(list.map((p: { category: string }) => p.category))).toEqual(
      new Set([...CATEGORIES, ...DEMO_CATEGORIES]),
    );
    const first = list[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        '_id',
        'brand',
        'category',
        'date',
        'defaultSizeId',
        'description',
        'fromPrice',
        'email',
        'minOrder',
        'name',
        'photo',
        'price',
        'quantity',
        'rating',
        'reviewCount',
        'sizes',
        'stock',
        'stockedBy',
        'taxClass',
        'user',
      ].sort(),
    );
    expect(first.name).toBe('Mint Garden');
    // The demo reviews: none of Mint Garden, one five-star review of Dragon Well.
    expect(first).toMatchObject({ rating: null, reviewCount: 0 });
    expect(list.find((p: { name: string }) => p.name === 'Dragon Well')).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(first.price).toBe(9.5);
    // Sold in a 25 g sample, its 100 g tin (the default, whose price and count are the spec's) and a 250 g pouch.
    expect(first).toMatchObject({
      quantity: 450,
      minOrder: 4,
      stockedBy: 'weight',
      stock: 45_000,
      fromPrice: 3.35,
      taxClass: 'reduced',
    });
    expect(first.sizes.map((s: { label: string }) => s.label)).toEqual(['25 g sample', '100 g tin', '250 g pouch']);
    expect(first.sizes[1]).toMatchObject({
      id: first.defaultSizeId,
      grams: 100,
      price: 9.5,
      quantity: 450,
      pricePer100g: 9.5,
    });
    expect(first.sizes[2]).toMatchObject({ grams: 250, price: 20.9, quantity: 180, pricePer100g: 8.36 });
    expect(first.photo).toMatch(/^\/media\/img_[0-9a-z]{26}\/1200\.webp$/);
  });

  it('pages with limit and offset', async () => {
    const all = (await app.inject('/api/products?limit=100')).json();
    const page = await app.inject('/api/products?limit=8&offset=4');
    expect(page.json().map((p: { _id: string }) => p._id)).toEqual(all.slice(4, 12).map((p: { _id: string }) => p._id));
    expect(page.headers['x-total-count']).toBe(String(all.length));
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'limit=2.5'])(
    'refuses ?%s naming the parameter',
    async (query) => {
      const res = await app.inject(`/api/products?${query}`);
      expectApiError(res, 400, query.split('=')[0]);
    },
  );

  it('reads one product, and answers 404 for an unknown or malformed id', async () => {
    const [first] = (await app.inject('/api/products?limit=1')).json();
    const res = await app.inject(`/api/products/${first._id}`);
    expect(res.statusCode).toBe(200);
    // The list's tea, and its facts and photos (docs/decisions/0040-tea-facts.md, 0042), which only one tea's read carries.
    const { facts, photos, ...listed } = res.json();
    expect(photos[0]).toBe(listed.photo);
    expect(listed).toEqual(first);
    expect(first.facts).toBeUndefined();
    expect(facts).toMatchObject({ tastingNotes: expect.any(Array) });
    expectApiError(
      await app.inject('/api/products/prod_00000000000000000000000000'),
      404,
      undefined,
      'This product does not exist',
    );
    expectApiError(await app.inject("/api/products/'%20or%201=1--"), 404);
    expectApiError(await app.inject(`/api/products/${'x'.repeat(65)}`), 400, 'id');
  });

  it('lists reviews newest first with the spec fields and the rating', async () => {
    const res = await app.inject('/api/reviews?limit=6');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(6);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(6);
    expect(list[0]).toMatchObject({
      _id: expect.stringMatching(/^rev_/),
      user: 'Hannah Weber',
      // Public lists mask every address (docs/decisions/0010-personal-data.md).
      email: 'h•••@example.com',
      userPhoto: null,
      name: 'Rooibos Vanilla',
      rating: 3,
      productId: expect.stringMatching(/^prod_/),
      photo: expect.stringMatching(/^\/media\//),
    });
    expect(res.body).not.toContain('hannah.weber@example.com');
    const dates = list.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expectApiError(await app.inject('/api/reviews?limit=0'), 400, 'limit');
  });

  it('serves product photos as WebP at immutable URLs, in two widths', async () => {
    const [first] = (await app.inject('/api/products?limit=1')).json();
    const big = await app.inject(first.photo);
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-type']).toBe('image/webp');
    expect(big.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(big.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const small = await app.inject(first.photo.replace('1200.webp', '400.webp'));
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(big.rawPayload.length);
    const again = await app.inject({ url: first.photo, headers: { 'if-none-match': big.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expectApiError(await app.inject(first.photo.replace('1200.webp', '999.webp')), 400, 'file');
    expectApiError(await app.inject('/media/img_00000000000000000000000000/400.webp'), 404);
    expectApiError(await app.inject('/media/nope/400.webp'), 400, 'id');
  });

  type P = { _id: string; name: string; brand: string; category: string; price: number };
  const all = async (): Promise<P[]> => (await app.inject('/api/products?limit=100')).json();

  it('filters by category, with the total of the filtered list', async () => {
    const res = await app.inject('/api/products?category=White%20Tea&limit=100');
    const list: P[] = res.json();
    expect(list.map((p) => p.name).sort()).toEqual(['Moonlight White', 'Silver Needle', 'White Peony']);
    expect(res.headers['x-total-count']).toBe('3');
    expectApiError(await app.inject('/api/products?category=Coffee'), 400, 'category');
  });

  it('searches names and brands, case-insensitively, treating % and _ as letters', async () => {
    const byName: P[] = (await app.inject('/api/products?q=DRAGON')).json();
    expect(byName.map((p) => p.name)).toEqual(['Dragon Well']);
    const byBrand: P[] = (await app.inject('/api/products?q=fuding')).json();
    expect(byBrand.map((p) => p.name).sort()).toEqual(['Silver Needle', 'White Peony']);
    const both = await app.inject('/api/products?q=house&category=Organic');
    expect(both.json().map((p: P) => p.name)).toEqual(['Lemongrass Calm']);
    expect((await app.inject('/api/products?q=%25')).json()).toEqual([]);
    expect((await app.inject('/api/products?q=_')).json()).toEqual([]);
    expectApiError(await app.inject(`/api/products?q=${'x'.repeat(61)}`), 400, 'q');
  });

  it('sorts by price both ways and by name, and pages through a sorted list', async () => {
    const everything = await all();
    const cheap: P[] = (await app.inject('/api/products?sort=price-asc&limit=100')).json();
    expect(cheap.map((p) => p.price)).toEqual([...everything.map((p) => p.price)].sort((a, b) => a - b));
    const dear: P[] = (await app.inject('/api/products?sort=price-desc&limit=100')).json();
    expect(dear.map((p) => p.price)).toEqual([...everything.map((p) => p.price)].sort((a, b) => b - a));
    const named: P[] = (await app.inject('/api/products?sort=name&limit=100')).json();
    expect(named.map((p) => p.name)).toEqual([...everything.map((p) => p.name)].sort());
    const page2: P[] = (await app.inject('/api/products?sort=name&limit=5&offset=5')).json();
    expect(page2.map((p) => p._id)).toEqual(named.slice(5, 10).map((p) => p._id));
    expectApiError(await app.inject('/api/products?sort=random'), 400, 'sort');
  });
});
