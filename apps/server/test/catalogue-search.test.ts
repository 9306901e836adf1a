import type { Product } from '@teatree/shared/schemas/product';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { type Session, signUp } from './helpers/sessions.ts';

/** The catalogue's search (docs/decisions/0029-catalogue-search.md), on the demo catalogue and a tea of the test's own. */
describe('searching the catalogue', () => {
  const app = useTestApp({ seeded: true });
  let admin: Session;
  let oolong: Product;

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
    const [tea] = (await app.inject('/api/products?limit=1')).json() as Product[];
    const res = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        name: 'Formosa Oolong',
        brand: 'Alishan Gardens',
        description: 'A high-mountain oolong, rolled tight, with notes of honey and stone fruit.',
        category: 'Organic',
        price: 21.5,
        quantity: 40,
        minOrder: 1,
        date: '2026-11-01',
        photo: tea!.photo,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    oolong = (await app.inject(`/api/products/${res.json().insertedId}`)).json();
  });

  const search = async (q: string, more = '') => {
    const res = await app.inject(`/api/products?limit=100&q=${encodeURIComponent(q)}${more}`);
    expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    return { names: (res.json() as Product[]).map((tea) => tea.name), total: Number(res.headers['x-total-count']) };
  };

  it('finds a word wherever it stands: a category, a description, a brand', async () => {
    const green = await search('green');
    // The three teas of the Green Tea category first (the category outweighs a description).
    expect(green.names.slice(0, 3).sort()).toEqual(['Dragon Well', 'Jasmine Pearls', 'Sencha Asahi']);
    expect(green.total).toBe(green.names.length);
    expect((await search('bergamot')).names).toEqual(['Earl Grey Bloom']);
    expect((await search('alishan')).names).toEqual(['Formosa Oolong']);
    expect((await search('stone fruit')).names).toContain('Formosa Oolong');
  });

  it('finds the forms of a word, and a word typed halfway', async () => {
    expect((await search('blossom')).names).toContain('Jasmine Pearls'); // "blossoms"
    expect((await search('rolling')).names).toEqual(expect.arrayContaining(['Formosa Oolong', 'Jasmine Pearls'])); // "rolled"
    expect((await search('silv')).names[0]).toBe('Silver Needle');
    expect((await search('Earl Gr')).names[0]).toBe('Earl Grey Bloom');
  });

  it('forgives small misspellings', async () => {
    expect((await search('oolang')).names[0]).toBe('Formosa Oolong');
    expect((await search('earl gray')).names[0]).toBe('Earl Grey Bloom');
    expect((await search('jasmin perls')).names[0]).toBe('Jasmine Pearls');
    expect((await search('darjeling')).names[0]).toBe('Darjeeling First');
    expect((await search('berrgamot')).names[0]).toBe('Earl Grey Bloom');
    expect((await search('camomile')).names[0]).toBe('Chamomile Meadow');
  });

  it('lists a tea named by the search before one that only mentions it', async () => {
    const jasmine = await search('jasmine');
    expect(jasmine.names[0]).toBe('Jasmine Pearls');
    const oolongs = await search('oolong');
    expect(oolongs.names[0]).toBe('Formosa Oolong');
  });

  it('keeps the category and an order asked for, and pages through what it found', async () => {
    const green = await search('green');
    const inCategory = await search('green', '&category=Green%20Tea');
    expect(inCategory.names.sort()).toEqual(['Dragon Well', 'Jasmine Pearls', 'Sencha Asahi']);
    const byPrice = await app.inject('/api/products?limit=100&q=green&sort=price-asc');
    const prices = (byPrice.json() as Product[]).map((tea) => tea.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices).toHaveLength(green.total);
    const relevance = await search('green', '&sort=relevance');
    expect(relevance.names).toEqual(green.names);
    const second = await app.inject('/api/products?limit=2&offset=2&q=green');
    expect((second.json() as Product[]).map((tea) => tea.name)).toEqual(green.names.slice(2, 4));
    expect(second.headers['x-total-count']).toBe(String(green.total));
  });

  it('finds a tea as soon as it is added, and no longer once it is deleted', async () => {
    expect((await search('oolong')).names).toContain(oolong.name);
    const removed = await app.inject({ method: 'DELETE', url: `/api/products/${oolong._id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(200);
    expect((await search('oolong')).names).not.toContain(oolong.name);
  });

  it('answers query syntax, regular expressions and SQL as plain words, finding nothing or what they spell', async () => {
    for (const q of ["'; drop table products; --", '(.*)', ':*', '\\', '%', '<script>', "'; select pg_sleep(5); --"]) {
      const { total } = await search(q);
      expect(total, q).toBe(0);
    }
    // Operators are not read as such: "a & b | !c" looks for words starting with a, b and c.
    await search('a & b | !c');
    expect((await search('bergamot:*')).names).toEqual(['Earl Grey Bloom']);
    expect((await search('  Silver   NEEDLE ')).names[0]).toBe('Silver Needle');
    // The catalogue is whole after all of it.
    expect((await search('tea')).total).toBeGreaterThan(10);
  });

  it('refuses a search longer than 60 characters, naming the field', async () => {
    expectApiError(await app.inject(`/api/products?q=${'oolong '.repeat(72)}`), 400, 'q');
  });
});
