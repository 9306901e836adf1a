import type { Category } from '@teatree/shared/schemas/category';
import type { Product } from '@teatree/shared/schemas/product';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, promotions } from '../src/db/schema/index.ts';
import { apiCalls } from './helpers/api-calls.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, useSession } from './helpers/sessions.ts';
import { placeOrder } from './helpers/shopping.ts';

/** Categories the owner keeps (docs/decisions/0041-owner-kept-categories.md). */
describe('/api/categories', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const admin = useSession(app, { role: 'admin' });
  const customer = useSession(app);

  const list = async (): Promise<Category[]> => {
    const res = await app.inject('/api/categories');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const { call } = apiCalls(app, () => admin);
  const add = (name: unknown, who: Session | null = admin) => call('POST', '/api/categories', { name }, who);
  const change = (id: string, payload: object, who: Session | null = admin) =>
    call('PATCH', `/api/categories/${id}`, payload, who);
  const retire = (id: string, who: Session | null = admin) => call('DELETE', `/api/categories/${id}`, undefined, who);
  const byName = async (name: string) => (await list()).find((c) => c.name === name)!;
  const teaList = async (query: string) => {
    const res = await app.inject(`/api/products?limit=100&${query}`);
    return { status: res.statusCode, body: res.json() };
  };

  it("starts with the shop's four, in their order, for anyone", async () => {
    expect((await list()).map(({ name, position, teas }) => ({ name, position, teas }))).toEqual([
      { name: 'Organic', position: 1, teas: 0 },
      { name: 'Green Tea', position: 2, teas: 0 },
      { name: 'Black Tea', position: 3, teas: 0 },
      { name: 'White Tea', position: 4, teas: 0 },
    ]);
  });

  it('adds a category at the end; a tea can be put in it and the catalogue filters by it at once', async () => {
    const res = await add('  Oolong  ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Oolong', position: 5, teas: 0 });
    const [existing] = (await teaList('')).body as Product[];
    const tea = await call('POST', '/api/products', {
      name: 'Milk Oolong',
      brand: 'Alishan Gardens',
      description: 'A creamy high-mountain oolong.',
      category: 'Oolong',
      price: 16,
      quantity: 20,
      minOrder: 1,
      date: '2026-11-01',
      photo: existing?.photo ?? '/media/none/400.webp',
    });
    expect(tea.statusCode, tea.body).toBe(201);
    const found = await teaList('category=Oolong');
    expect(found.status).toBe(200);
    expect((found.body as Product[]).map((t) => t.name)).toEqual(['Milk Oolong']);
    expect((await byName('Oolong')).teas).toBe(1);
  });

  it('refuses a tea in a category the shop does not keep, naming the field and the categories', async () => {
    const res = await call('POST', '/api/products', {
      name: 'Rooibos',
      brand: 'Cederberg',
      description: 'Red bush.',
      category: 'Herbal',
      price: 9,
      quantity: 10,
      minOrder: 1,
      date: '2026-11-01',
      photo: '/media/none/400.webp',
    });
    expectApiError(res, 400, 'category', /^Category must be one of Organic, Green Tea, Black Tea, White Tea, Oolong$/);
    expect((await teaList('q=rooibos')).body).toEqual([]);
    expectApiError(await app.inject('/api/products?category=Herbal'), 400, 'category', /Oolong/);
    expectApiError(await app.inject('/api/products/facets?category=Herbal'), 400, 'category');
  });

  it('refuses a name used twice (in any case), empty, too long, or a list past its maximum', async () => {
    expectApiError(await add('green tea'), 400, 'name', /^There is already a category named "Green Tea"$/);
    expectApiError(await add('   '), 400, 'name', /Name the category/);
    expectApiError(await add('x'.repeat(41)), 400, 'name', /at most 40 characters/);
    expectApiError(await add(42), 400, 'name');
    const res = await call('POST', '/api/categories', { name: 'Herbal', colour: 'red' });
    expect(res.statusCode).toBe(400);
    expect((await list()).map((c) => c.name)).not.toContain('Herbal');
  });

  it('renames a category, its teas and the promotions that name it; orders keep the name they were sold in', async () => {
    const teaId = await addProduct(app, { name: 'Bai Mudan', category: 'White Tea', quantity: 40, minOrder: 1 });
    const orderId = await placeOrder(app, customer, teaId, 1);
    await app.db.insert(promotions).values({
      id: 'promo_white',
      name: 'White week',
      kind: 'percent',
      percent: 10,
      target: 'categories',
      categories: ['White Tea', 'Organic'],
    });
    const white = await byName('White Tea');
    const res = await change(white._id, { name: 'White Teas' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Category[]).map((c) => c.name)).toContain('White Teas');
    const tea = (await app.inject(`/api/products/${teaId}`)).json() as Product;
    expect(tea.category).toBe('White Teas');
    expect(((await teaList('category=White%20Teas')).body as Product[]).map((t) => t.name)).toContain('Bai Mudan');
    expectApiError(await app.inject('/api/products?category=White%20Tea'), 400, 'category');
    const [promo] = await app.db.select().from(promotions).where(eq(promotions.id, 'promo_white'));
    expect(promo!.categories).toEqual(['White Teas', 'Organic']);
    const lines = await app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((line) => line.category)).toEqual(['White Tea']);
    // Back as it was, for the tests after this one.
    expect((await change(white._id, { name: 'White Tea' })).statusCode).toBe(200);
    expectApiError(await change(white._id, { name: 'black tea' }), 400, 'name', /"Black Tea"/);
  });

  it('moves a category to a position, the others closing up', async () => {
    const oolong = await byName('Oolong');
    const res = await change(oolong._id, { position: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const names = ['Organic', 'Oolong', 'Green Tea', 'Black Tea', 'White Tea'];
    expect((res.json() as Category[]).map((c) => c.name)).toEqual(names);
    expect((await list()).map((c) => [c.name, c.position])).toEqual(names.map((name, i) => [name, i + 1]));
    const facets = (await app.inject('/api/products/facets')).json();
    expect(facets.categories.map((c: { value: string }) => c.value)).toEqual(names);
    // Past the end is the end.
    await change(oolong._id, { position: 99 });
    expect((await list()).at(-1)!.name).toBe('Oolong');
    expectApiError(await change(oolong._id, { position: 0 }), 400, 'position');
    expectApiError(await change(oolong._id, { position: 1.5 }), 400, 'position');
    expectApiError(await change(oolong._id, {}), 400);
    expectApiError(await change('cat_gone', { position: 1 }), 404);
  });

  it('retires a category no tea is in, and refuses one still in use with its count of teas', async () => {
    const oolong = await byName('Oolong');
    expectApiError(
      await retire(oolong._id),
      409,
      undefined,
      /^"Oolong" is the category of 1 tea: move it to another category first$/,
    );
    const herbal = (await add('Herbal')).json() as Category;
    const res = await retire(herbal._id);
    expect(res.statusCode, res.body).toBe(204);
    expect((await list()).map((c) => c.name)).not.toContain('Herbal');
    expect((await list()).map((c) => c.position)).toEqual([1, 2, 3, 4, 5]);
    expectApiError(await retire(herbal._id), 404, undefined, /This category does not exist/);
  });

  it('lets only administrators change the list', async () => {
    const organic = await byName('Organic');
    for (const who of [null, customer]) {
      const status = who ? 403 : 401;
      expect((await add('Herbal', who)).statusCode).toBe(status);
      expect((await change(organic._id, { name: 'Bio' }, who)).statusCode).toBe(status);
      expect((await retire(organic._id, who)).statusCode).toBe(status);
    }
    expect((await list()).map((c) => c.name)).toEqual(['Organic', 'Green Tea', 'Black Tea', 'White Tea', 'Oolong']);
  });
});
