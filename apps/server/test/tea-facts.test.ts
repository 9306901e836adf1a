import type { Product } from '@teatree/shared/schemas/product';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { buildTestApp, expectApiError, useTestApp } from './helpers/app.ts';
import { teaToAdd } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';

/**
 * Tea facts (docs/decisions/0040-tea-facts.md): origin, harvest, cultivar, caffeine, tasting notes and
 * a brewing guide, all optional, given on Add Items and Edit, read on one tea's page and not in lists.
 */
describe('tea facts', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  let admin: Session;
  const tea = (facts?: object) => teaToAdd('Oolong', facts && { facts });
  const FACTS = {
    originCountry: ' China ',
    originRegion: 'Wuyi Mountains',
    harvestSeason: 'spring',
    harvestYear: 2025,
    harvestDate: '2025-04-20',
    cultivar: 'Shui Xian',
    caffeine: 'medium',
    tastingNotes: [' roasted ', 'stone fruit', 'mineral'],
    brewGrams: 5.5,
    brewTempC: 95,
    brewSeconds: 45,
    brewInfusions: 6,
  };

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
  });

  const add = (body: object) =>
    app.inject({ method: 'POST', url: '/api/products', headers: admin.headers, payload: body });
  const read = async (id: string): Promise<Product> => (await app.inject({ url: `/api/products/${id}` })).json();

  it("keeps the facts given, trimmed, and answers them on the tea's read, not in the lists", async () => {
    const res = await add(tea(FACTS));
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId } = res.json();
    expect((await read(insertedId)).facts).toEqual({
      ...FACTS,
      originCountry: 'China',
      tastingNotes: ['roasted', 'stone fruit', 'mineral'],
    });
    const adminRead = await app.inject({ url: `/api/products/${insertedId}/admin`, headers: admin.headers });
    expect(adminRead.json().facts.cultivar).toBe('Shui Xian');
    const list = (await app.inject({ url: '/api/products?limit=100' })).json() as Product[];
    expect(list.find((p) => p._id === insertedId)).toBeDefined();
    expect(list.every((p) => p.facts === undefined)).toBe(true);
  });

  it('answers every fact unknown for a tea without them, and keeps none in its row', async () => {
    const { insertedId } = (await add(tea())).json();
    expect((await read(insertedId)).facts).toEqual({
      originCountry: null,
      originRegion: null,
      harvestSeason: null,
      harvestYear: null,
      harvestDate: null,
      cultivar: null,
      caffeine: null,
      tastingNotes: [],
      brewGrams: null,
      brewTempC: null,
      brewSeconds: null,
      brewInfusions: null,
    });
    const rows = await app.db.select({ id: products.id, facts: products.facts }).from(products);
    expect(rows.find((row) => row.id === insertedId)?.facts).toEqual({});
  });

  it('an edit gives the whole facts: what it leaves out becomes unknown; an edit without them keeps them', async () => {
    const { insertedId } = (await add(tea(FACTS))).json();
    const edit = (body: object) =>
      app.inject({ method: 'PATCH', url: `/api/products/${insertedId}`, headers: admin.headers, payload: body });
    const renamed = await edit({ brand: 'Wuyi Rock Gardens' });
    expect(renamed.json().facts.cultivar).toBe('Shui Xian');
    const changed = await edit({ facts: { caffeine: 'high', brewTempC: 90 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().facts).toMatchObject({ caffeine: 'high', brewTempC: 90, cultivar: null, tastingNotes: [] });
    expect((await read(insertedId)).facts).toMatchObject({ caffeine: 'high', originCountry: null });
  });

  it.each([
    [{ brewTempC: 101 }, 'facts.brewTempC', /40 to 100 °C/],
    [{ brewTempC: 39 }, 'facts.brewTempC', /40 to 100 °C/],
    [{ brewTempC: 80.5 }, 'facts.brewTempC', /whole number/],
    [{ brewSeconds: 3601 }, 'facts.brewSeconds', /an hour/],
    [{ brewGrams: 0.75 }, 'facts.brewGrams', /in halves/],
    [{ brewGrams: 21 }, 'facts.brewGrams', /0.5 to 20/],
    [{ brewInfusions: 0 }, 'facts.brewInfusions', /1 to 20/],
    [{ harvestYear: new Date().getUTCFullYear() + 1 }, 'facts.harvestYear', /to this year/],
    [{ harvestDate: `${new Date().getUTCFullYear() + 1}-01-01` }, 'facts.harvestDate', /not after today/],
    [{ harvestDate: '2026-02-30' }, 'facts.harvestDate', /YYYY-MM-DD/],
    [{ harvestSeason: 'monsoon' }, 'facts.harvestSeason', /spring, summer, autumn, winter/],
    [{ caffeine: 'extreme' }, 'facts.caffeine', /none, low, medium, high/],
    [{ tastingNotes: Array.from({ length: 11 }, (_, n) => `note ${n}`) }, 'facts.tastingNotes', /at most 10/],
    [{ tastingNotes: ['x'.repeat(41)] }, 'facts.tastingNotes.0', /1 to 40 characters/],
    [{ tastingNotes: ['  '] }, 'facts.tastingNotes.0', /1 to 40 characters/],
    [{ originRegion: 'x'.repeat(81) }, 'facts.originRegion', /at most 80/],
    [{ sweetness: 'high' }, 'facts', undefined],
  ])('refuses %j, naming %s, and adds no tea', async (facts, field, message) => {
    const before = (await app.db.select({ id: products.id }).from(products)).length;
    expectApiError(await add(tea(facts)), 400, field, message);
    expect((await app.db.select({ id: products.id }).from(products)).length).toBe(before);
  });
});

describe("the demo shop's teas", () => {
  it('come with their facts, all but the gift box', async () => {
    const app = await buildTestApp({ seeded: true });
    try {
      const list = (await app.inject({ url: '/api/products?limit=100' })).json() as Product[];
      const read = await Promise.all(
        list.map(async (p) => (await app.inject({ url: `/api/products/${p._id}` })).json() as Product),
      );
      const without = read.filter((p) => p.facts?.brewTempC === null).map((p) => p.name);
      expect(without).toEqual(['Organic Gift Box']);
      const dragonWell = read.find((p) => p.name === 'Dragon Well')!;
      expect(dragonWell.facts).toMatchObject({ originCountry: 'China', harvestSeason: 'spring', brewTempC: 80 });
    } finally {
      await app.close();
    }
  });
});
