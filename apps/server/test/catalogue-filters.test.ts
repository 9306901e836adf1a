import type { CatalogueFacets, Product } from '@teatree/shared/schemas/product';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { type Session, signUp } from './helpers/sessions.ts';

/** The catalogue's filters and their counts (docs/product.md, "Filters"), over the demo catalogue. */
describe('catalogue filters', () => {
  const app = useTestApp({ seeded: true, env: { AUTH_RATE_LIMIT: '1000' } });
  let admin: Session;
  let all: Product[];
  /** Each demo tea's facts, as its own page answers them. */
  const facts = new Map<string, { caffeine?: string | null; originCountry?: string | null }>();

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
    all = (await app.inject('/api/products?limit=100')).json();
    for (const tea of all) facts.set(tea._id, (await app.inject(`/api/products/${tea._id}`)).json().facts ?? {});
  });

  const teas = async (query: string) => {
    const res = await app.inject(`/api/products?limit=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Product[];
    expect(Number(res.headers['x-total-count'])).toBe(list.length);
    return list;
  };
  const facets = async (query = ''): Promise<CatalogueFacets> => {
    const res = await app.inject(`/api/products/facets?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const names = (list: Product[]) => list.map((tea) => tea.name).sort();

  it('filters by caffeine, any of the levels listed', async () => {
    const high = await teas('caffeine=high');
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((tea) => facts.get(tea._id)?.caffeine === 'high')).toBe(true);
    const either = await teas('caffeine=none,low');
    const expected = all.filter((tea) => ['none', 'low'].includes(facts.get(tea._id)?.caffeine ?? ''));
    expect(names(either)).toEqual(names(expected));
    expect(names(either)).toContain('Silver Needle');
    expect(names(either)).toContain('Mint Garden');
  });

  it('filters by origin, in any case, and combines it with the category', async () => {
    const china = await teas('origin=china');
    expect(china.length).toBeGreaterThan(2);
    expect(china.every((tea) => facts.get(tea._id)?.originCountry === 'China')).toBe(true);
    const whiteFromChina = await teas('origin=China&category=White%20Tea');
    expect(names(whiteFromChina)).toEqual(['Moonlight White', 'Silver Needle', 'White Peony']);
    expect(names(await teas('origin=Japan,India'))).toEqual(['Assam Morning', 'Darjeeling First', 'Sencha Asahi']);
  });

  it('keeps a tea when one of its sizes is in the price range', async () => {
    const cheap = await teas('maxPrice=8');
    expect(cheap.length).toBeGreaterThan(0);
    for (const tea of cheap) expect(tea.sizes.some((size) => size.price <= 8)).toBe(true);
    const outside = all.filter((tea) => tea.sizes.every((size) => size.price > 8));
    for (const tea of outside) expect(names(cheap)).not.toContain(tea.name);
    const band = await teas('minPrice=20&maxPrice=30');
    for (const tea of band) expect(tea.sizes.some((size) => size.price >= 20 && size.price <= 30)).toBe(true);
    // A bound on the cent: a size at exactly the bound is in.
    const [first] = all;
    const price = first!.sizes[0]!.price;
    expect(names(await teas(`minPrice=${price}&maxPrice=${price}`))).toContain(first!.name);
  });

  it('keeps the teas with something left to sell, and those rated at least so many stars', async () => {
    const [tea] = all;
    await app.db.update(products).set({ stock: 0, updatedAt: new Date() }).where(eq(products.id, tea!._id));
    // A change made by hand reaches the catalogue by the database's announcement, a moment later.
    await expect.poll(async () => names(await teas('inStock=true'))).not.toContain(tea!.name);
    const inStock = await teas('inStock=true');
    expect(inStock).toHaveLength(all.length - 1);
    expect(await teas('inStock=false')).toHaveLength(all.length);
    const rated = await teas('rating=4');
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.every((t) => t.rating !== null && t.rating >= 4)).toBe(true);
    expect(names(rated)).toEqual(names(all.filter((t) => t.rating !== null && t.rating >= 4)));
  });

  it("counts each choice as the list would hold it, the other filters kept, and the search's teas only", async () => {
    const query = 'caffeine=low&origin=China';
    const counts = await facets(query);
    expect(counts.total).toBe((await teas(query)).length);
    // Each caffeine level's count is the list with that level instead, the origin kept.
    for (const { value, count } of counts.caffeine) {
      expect(count, value).toBe((await teas(`caffeine=${value}&origin=China`)).length);
    }
    for (const { value, count } of counts.origins) {
      expect(count, value).toBe((await teas(`caffeine=low&origin=${encodeURIComponent(value)}`)).length);
    }
    for (const { value, count } of counts.categories) {
      expect(count, value).toBe((await teas(`${query}&category=${encodeURIComponent(value)}`)).length);
    }
    expect(counts.categories.map((c) => c.value)).toEqual(['Organic', 'Green Tea', 'Black Tea', 'White Tea', 'Oolong']);
    for (const { value, count } of counts.ratings) expect(count).toBe((await teas(`${query}&rating=${value}`)).length);
    expect(counts.inStock).toBe((await teas(`${query}&inStock=true`)).length);
    const prices = (await teas(query)).flatMap((tea) => tea.sizes.map((size) => size.price));
    expect(counts.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    const searched = await facets('q=jasmine');
    expect(searched.total).toBe((await teas('q=jasmine')).length);
    expect(searched.categories.find((c) => c.value === 'Green Tea')!.count).toBeGreaterThan(0);
    expect(searched.categories.find((c) => c.value === 'Black Tea')!.count).toBe(0);
  });

  it('lists a country ticked that no tea comes from, with 0, and answers no price range for no teas', async () => {
    const counts = await facets('origin=Atlantis');
    expect(counts.total).toBe(0);
    expect(counts.origins).toContainEqual({ value: 'Atlantis', count: 0 });
    expect((await facets('q=zzzzqqq')).price).toBeNull();
  });

  it('refuses a bad filter with the field named, on the list and on the counts', async () => {
    for (const url of ['/api/products?', '/api/products/facets?']) {
      expectApiError(await app.inject(`${url}caffeine=strong`), 400, 'caffeine', /Caffeine must be one or more of/);
      expectApiError(await app.inject(`${url}caffeine=`), 400, 'caffeine');
      expectApiError(await app.inject(`${url}rating=6`), 400, 'rating', /from 1 to 5/);
      expectApiError(await app.inject(`${url}rating=4.5`), 400, 'rating');
      expectApiError(await app.inject(`${url}minPrice=-1`), 400, 'minPrice');
      expectApiError(await app.inject(`${url}maxPrice=abc`), 400, 'maxPrice');
      expectApiError(await app.inject(`${url}minPrice=30&maxPrice=20`), 400, 'minPrice', /not be above/);
      expectApiError(await app.inject(`${url}inStock=yes`), 400, 'inStock');
      expectApiError(await app.inject(`${url}origin=${'x'.repeat(61)}`), 400, 'origin');
      expectApiError(
        await app.inject(`${url}origin=${Array.from({ length: 11 }, (_, i) => `c${i}`).join(',')}`),
        400,
        'origin',
      );
    }
    // Punctuation and pattern syntax are only words to look for.
    expect(await teas(`caffeine=low&origin=${encodeURIComponent("China') or 1=1 --")}`)).toEqual([]);
    expect(admin).toBeDefined();
  });
});
