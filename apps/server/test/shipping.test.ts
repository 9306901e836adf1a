import type { Quote } from '@teatree/shared/schemas/quote';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from './helpers/api-calls.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { GERMAN_TAX, germanTaxes } from './helpers/shipping.ts';

/**
 * Shipping zones, methods and tax (docs/decisions/0033-shipping-and-tax.md), as the owner keeps them and
 * a shopper's quote reads them, to the cent. The shop is in Germany here, so a parcel collected at the
 * shop is taxed at Germany's rates.
 */
describe('shipping and tax', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', SHOP_COUNTRY: 'DE' } });
  let admin: Session;
  let customer: Session;
  /** Sencha: a 100 g tin at $16.50 (the default) and a 50 g pouch at $9.50; a teapot of 800 g at $45, taxed "standard". */
  let sencha: { id: string; tin: string; pouch: string };
  let teapot: string;

  const { call, ok } = apiCalls(app, () => admin);
  const setup = async () => (await call('GET', '/api/shipping')).json();
  const quote = async (country: string, lines: object[], region = ''): Promise<Quote> => {
    const res = await call('POST', '/api/shipping/quote', { country, region, lines }, null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const tins = (quantity: number) => [{ productId: sencha.id, quantity }];
  const methodNamed = (answer: Quote, name: string) => answer.methods.find((m) => m.name === name);

  const STANDARD = {
    name: 'Standard',
    rate: {
      kind: 'weight',
      packagingGrams: 150,
      bands: [
        { from: 0, to: 500, price: 4.9 },
        { from: 500, to: 2000, price: 7.9 },
      ],
    },
    freeOver: 40,
    days: { min: 2, max: 4 },
  };

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
    customer = await signUp(app);
    const tea = (body: object) => ({
      brand: 'Shizuoka Fields',
      description: 'A steamed green tea.',
      category: 'Green Tea',
      date: '2026-11-01',
      photo: '/media/none/400.webp',
      ...body,
    });
    const made = await ok(
      'POST',
      '/api/products',
      tea({
        name: 'Sencha',
        price: 16.5,
        minOrder: 1,
        quantity: 100,
        sizes: [
          { label: '100 g tin', grams: 100, price: 16.5, minOrder: 1, isDefault: true },
          { label: '50 g pouch', grams: 50, price: 9.5, minOrder: 1 },
        ],
      }),
    );
    const read = (await call('GET', `/api/products/${made.insertedId}`)).json();
    sencha = {
      id: made.insertedId,
      tin: read.sizes.find((s: { label: string }) => s.label === '100 g tin').id,
      pouch: read.sizes.find((s: { label: string }) => s.label === '50 g pouch').id,
    };
    teapot = (
      await ok(
        'POST',
        '/api/products',
        tea({
          name: 'Kyusu teapot',
          category: 'Organic',
          price: 45,
          minOrder: 1,
          quantity: 5,
          stockedBy: 'piece',
          taxClass: 'standard',
          sizes: [{ label: 'Teapot', grams: 800, price: 45, minOrder: 1 }],
        }),
      )
    ).insertedId;
  });

  it('ships everywhere at no charge and adds no tax until the owner makes a zone', async () => {
    expect(await quote('DE', tins(1))).toEqual({
      code: null,
      codeMessage: null,
      configured: false,
      country: 'DE',
      message: null,
      grams: 100,
      methods: [],
      // The teas alone, as the checkout charges them until then.
      totals: {
        subtotal: 16.5,
        shipping: 0,
        discount: 0,
        promotions: [],
        tax: 0,
        taxes: [],
        total: 16.5,
        pricesIncludeTax: false,
      },
      gifts: [],
    });
    expect(await setup()).toEqual({
      zones: [],
      tax: { pricesIncludeTax: false, shippingClass: 'standard', rates: [] },
    });
  });

  it('prices a zone’s methods by weight, ships free over the threshold and adds tax line by line', async () => {
    const made = await ok('POST', '/api/shipping/zones', { name: 'Germany', countries: ['de'] });
    const zone = made.zones[0];
    expect(zone).toMatchObject({ name: 'Germany', countries: ['DE'], restOfWorld: false, methods: [] });
    await ok('POST', `/api/shipping/zones/${zone.id}/methods`, STANDARD);
    await ok('POST', `/api/shipping/zones/${zone.id}/methods`, {
      name: 'Collect at the shop',
      rate: { kind: 'flat', price: 0 },
      collect: true,
      days: { min: 1, max: 1 },
    });
    const taxed = await ok('PUT', '/api/tax', GERMAN_TAX);
    expect(taxed.tax.rates).toEqual([
      { country: 'DE', region: '', taxClass: 'reduced', rate: 7 },
      { country: 'DE', region: '', taxClass: 'standard', rate: 19 },
    ]);
    expect(taxed.zones[0].methods.map((m: { name: string }) => m.name)).toEqual(['Standard', 'Collect at the shop']);

    // One tin: 100 g + 150 g of packaging is the first band. Tax: 16.50 × 7 % = 1.155 → 1.16, 4.90 × 19 % = 0.931 → 0.93.
    const one = await quote('DE', tins(1));
    expect(one).toMatchObject({ configured: true, message: null, grams: 100 });
    expect(methodNamed(one, 'Standard')).toEqual({
      id: expect.any(String),
      name: 'Standard',
      collect: false,
      price: 4.9,
      days: { min: 2, max: 4 },
      addForFree: 23.5,
      totals: {
        subtotal: 16.5,
        shipping: 4.9,
        discount: 0,
        promotions: [],
        tax: 2.09,
        taxes: germanTaxes({ delivery: 0.93, tea: 1.16 }),
        total: 23.49,
        pricesIncludeTax: false,
      },
    });
    expect(methodNamed(one, 'Collect at the shop')).toMatchObject({
      price: 0,
      collect: true,
      addForFree: null,
      totals: { subtotal: 16.5, shipping: 0, tax: 1.16, total: 17.66 },
    });

    // Three tins pass $40: Standard ships free. 49.50 × 7 % = 3.465 → 3.47.
    const three = await quote('DE', tins(3));
    expect(methodNamed(three, 'Standard')).toMatchObject({
      price: 0,
      addForFree: null,
      totals: { subtotal: 49.5, shipping: 0, tax: 3.47, taxes: [{ rate: 7, amount: 3.47 }], total: 52.97 },
    });

    // A tin and a pouch (150 g) and a teapot (800 g) weigh 1,100 g with the box: the second band, the teapot at 19 %.
    const mixed = await quote('DE', [
      { productId: sencha.id, sizeId: sencha.tin, quantity: 1 },
      { productId: sencha.id, sizeId: sencha.pouch, quantity: 1 },
      { productId: teapot, quantity: 1 },
    ]);
    // Line by line: the tin's 1.155 → 1.16 and the pouch's 0.665 → 0.67 make 1.83 (26.00 at once would
    // make 1.82); the teapot's 45 × 19 % = 8.55; shipping free (71 ≥ 40).
    expect(mixed.grams).toBe(950);
    expect(methodNamed(mixed, 'Standard')).toMatchObject({
      price: 0,
      totals: { subtotal: 71, shipping: 0, tax: 10.38, total: 81.38 },
    });

    // Twenty tins (2,150 g with the box) are heavier than Standard's last band: only Collect takes them.
    const heavy = await quote('DE', tins(20));
    expect(heavy.methods.map((m: { name: string }) => m.name)).toEqual(['Collect at the shop']);
  });

  it('takes the tax out of prices that include it, rounding each line once', async () => {
    const before = (await setup()).tax;
    await ok('PUT', '/api/tax', { ...before, pricesIncludeTax: true });
    // 16.50 holds 1.08 of tax at 7 % (net 15.4206 → 15.42); 4.90 holds 0.78 at 19 % (net 4.1176 → 4.12).
    const one = await quote('DE', tins(1));
    expect(methodNamed(one, 'Standard')?.totals).toEqual({
      subtotal: 16.5,
      shipping: 4.9,
      discount: 0,
      promotions: [],
      tax: 1.86,
      taxes: germanTaxes({ delivery: 0.78, tea: 1.08 }),
      total: 21.4,
      pricesIncludeTax: true,
    });
    await ok('PUT', '/api/tax', before);
  });

  it('works a table of rounding cases to the cent, prices with and without tax, several lines and rates', async () => {
    const before = (await setup()).tax;
    const cases: { included: boolean; reduced: number; standard: number; lines: object[]; want: object }[] = [
      // Three pouches: 28.50 × 5.5 % = 1.5675 → 1.57; shipping 4.90 × 20 % = 0.98.
      {
        included: false,
        reduced: 5.5,
        standard: 20,
        lines: [{ productId: sencha.id, sizeId: sencha.pouch, quantity: 3 }],
        want: { subtotal: 28.5, shipping: 4.9, tax: 2.55, total: 35.95 },
      },
      // 8.875 %: a tin is 1.464375 → 1.46; a teapot 45 × 8.875 % = 3.99375 → 3.99; both lines at one rate.
      {
        included: false,
        reduced: 8.875,
        standard: 8.875,
        lines: [
          { productId: sencha.id, quantity: 1 },
          { productId: teapot, quantity: 1 },
        ],
        want: { subtotal: 61.5, shipping: 0, tax: 5.45, taxes: [{ rate: 8.875, amount: 5.45 }], total: 66.95 },
      },
      // Included: 2 pouches (19.00) hold 19 − 17.7570 → 1.24 at 7 %; shipping 4.90 holds 4.90 − 4.1176 → 0.78.
      {
        included: true,
        reduced: 7,
        standard: 19,
        lines: [{ productId: sencha.id, sizeId: sencha.pouch, quantity: 2 }],
        want: { subtotal: 19, shipping: 4.9, tax: 2.02, total: 23.9 },
      },
      // Included at 0 % and 100 %: a teapot at 100 % holds half its price, 22.50; the pouch none.
      {
        included: true,
        reduced: 0,
        standard: 100,
        lines: [
          { productId: sencha.id, sizeId: sencha.pouch, quantity: 1 },
          { productId: teapot, quantity: 1 },
        ],
        want: { subtotal: 54.5, shipping: 0, tax: 22.5, taxes: [{ rate: 100, amount: 22.5 }], total: 54.5 },
      },
    ];
    for (const { included, reduced, standard, lines, want } of cases) {
      await ok('PUT', '/api/tax', {
        pricesIncludeTax: included,
        shippingClass: 'standard',
        rates: [
          { country: 'DE', taxClass: 'reduced', rate: reduced },
          { country: 'DE', taxClass: 'standard', rate: standard },
        ],
      });
      expect(
        methodNamed(await quote('DE', lines), 'Standard')?.totals,
        JSON.stringify({ included, lines }),
      ).toMatchObject(want);
    }
    await ok('PUT', '/api/tax', before);
  });

  it('taxes by a region’s rate where it has one, else the country’s', async () => {
    const made = await ok('POST', '/api/shipping/zones', { name: 'United States', countries: ['US'] });
    const us = made.zones.find((z: { name: string }) => z.name === 'United States');
    await ok('POST', `/api/shipping/zones/${us.id}/methods`, { name: 'Ground', rate: { kind: 'flat', price: 10 } });
    const before = (await setup()).tax;
    await ok('PUT', '/api/tax', {
      ...before,
      rates: [
        ...before.rates,
        { country: 'US', taxClass: 'reduced', rate: 2 },
        { country: 'US', region: 'ny', taxClass: 'reduced', rate: 4 },
      ],
    });
    // 16.50 × 4 % = 0.66 in New York; × 2 % = 0.33 elsewhere; no rate on shipping in the US.
    expect(methodNamed(await quote('US', tins(1), 'NY'), 'Ground')?.totals).toMatchObject({ tax: 0.66, total: 27.16 });
    expect(methodNamed(await quote('US', tins(1), 'IL'), 'Ground')?.totals).toMatchObject({ tax: 0.33, total: 26.83 });
    await ok('PUT', '/api/tax', before);
    await ok('DELETE', `/api/shipping/zones/${us.id}`);
  });

  it('ships to the rest of the world through its zone, and says when no zone takes a country', async () => {
    const made = await ok('POST', '/api/shipping/zones', { name: 'Rest of the world', restOfWorld: true });
    const world = made.zones.at(-1);
    expect(world).toMatchObject({ name: 'Rest of the world', restOfWorld: true, countries: [] });
    await ok('POST', `/api/shipping/zones/${world.id}/methods`, {
      name: 'International',
      rate: {
        kind: 'value',
        bands: [
          { from: 0, to: 50, price: 12 },
          { from: 50, to: null, price: 6 },
        ],
      },
    });
    expect(methodNamed(await quote('CL', tins(1)), 'International')).toMatchObject({
      price: 12,
      totals: { subtotal: 16.5, shipping: 12, tax: 0, total: 28.5 },
    });
    expect(methodNamed(await quote('CL', tins(4)), 'International')).toMatchObject({ price: 6 });
    await ok('DELETE', `/api/shipping/zones/${world.id}`);
    expect(await quote('CL', tins(1))).toMatchObject({
      configured: true,
      message: 'We do not ship to Chile yet',
      methods: [],
    });
  });

  it('turns a method off and on, and changes it', async () => {
    const zone = (await setup()).zones.find((z: { name: string }) => z.name === 'Germany');
    const standard = zone.methods.find((m: { name: string }) => m.name === 'Standard');
    await ok('PUT', `/api/shipping/methods/${standard.id}`, { ...STANDARD, enabled: false });
    expect(methodNamed(await quote('DE', tins(1)), 'Standard')).toBeUndefined();
    await ok('PUT', `/api/shipping/methods/${standard.id}`, { ...STANDARD, rate: { kind: 'flat', price: 5.5 } });
    expect(methodNamed(await quote('DE', tins(1)), 'Standard')).toMatchObject({ price: 5.5 });
    await ok('PUT', `/api/shipping/methods/${standard.id}`, STANDARD);
  });

  it('refuses bad zones, methods and rates, naming the field, and changes nothing', async () => {
    const before = await setup();
    const zone = before.zones[0];
    const method = (rate: object, extra: object = {}) => ({ name: 'Courier', rate, ...extra });
    /** A rate's bands, each given as [from, to, price]. */
    const bands = (...given: [number, number | null, number][]) =>
      given.map(([from, to, price]) => ({ from, to, price }));
    const refusals: [string, 'POST' | 'PUT' | 'DELETE', string, object | undefined, number, string, string | RegExp][] =
      [
        [
          'a country in another zone',
          'POST',
          '/api/shipping/zones',
          { name: 'Europe', countries: ['FR', 'DE'] },
          409,
          'countries.1',
          'Germany is already in the zone "Germany"',
        ],
        [
          'a country that is no country',
          'POST',
          '/api/shipping/zones',
          { name: 'Nowhere', countries: ['XX'] },
          400,
          'countries.0',
          'Choose a country from the list',
        ],
        [
          'a country twice',
          'POST',
          '/api/shipping/zones',
          { name: 'Twice', countries: ['FR', 'FR'] },
          400,
          'countries.1',
          'France is listed twice',
        ],
        [
          'a zone of no country',
          'POST',
          '/api/shipping/zones',
          { name: 'Empty', countries: [] },
          400,
          'countries',
          /at least one country/,
        ],
        [
          'a zone’s name taken',
          'POST',
          '/api/shipping/zones',
          { name: 'germany', countries: ['AT'] },
          409,
          'name',
          /already a zone/,
        ],
        [
          'a blank name',
          'POST',
          '/api/shipping/zones',
          { name: ' ', countries: ['AT'] },
          400,
          'name',
          'Name is required',
        ],
        [
          'bands with a gap',
          'POST',
          `/api/shipping/zones/${zone.id}/methods`,
          method({ kind: 'weight', bands: bands([0, 500, 4], [600, null, 8]) }),
          400,
          'rate.bands',
          'There is a gap between band 1 and band 2',
        ],
        [
          'bands that overlap',
          'POST',
          `/api/shipping/zones/${zone.id}/methods`,
          method({ kind: 'weight', bands: bands([0, 500, 4], [400, null, 8]) }),
          400,
          'rate.bands',
          'Band 2 overlaps band 1',
        ],
        [
          'bands not from 0',
          'POST',
          `/api/shipping/zones/${zone.id}/methods`,
          method({ kind: 'value', bands: [{ from: 10, to: null, price: 4 }] }),
          400,
          'rate.bands',
          'The first band must start at 0',
        ],
        [
          'a negative rate',
          'POST',
          `/api/shipping/zones/${zone.id}/methods`,
          method({ kind: 'flat', price: -1 }),
          400,
          'rate.price',
          'Price must be 0 or more',
        ],
        [
          'an absurd rate',
          'POST',
          `/api/shipping/zones/${zone.id}/methods`,
          method({ kind: 'flat', price: 10_000.01 }),
          400,
          'rate.price',
          'Price must be at most $10,000',
        ],
        [
          'an absurd band',
          'POST',
          `/api/shipping/zones/${zone.id}/methods`,
          method({ kind: 'weight', bands: [{ from: 0, to: null, price: 20_000 }] }),
          400,
          'rate.bands.0.price',
          'Price must be at most $10,000',
        ],
        [
          'a rate of no kind',
          'POST',
          `/api/shipping/zones/${zone.id}/methods`,
          method({ kind: 'by mood', price: 1 }),
          400,
          'rate.kind',
          /Rate must be one of/,
        ],
        [
          'free over less than 0',
          'POST',
          `/api/shipping/zones/${zone.id}/methods`,
          method({ kind: 'flat', price: 1 }, { freeOver: -5 }),
          400,
          'freeOver',
          'Price must be 0 or more',
        ],
        [
          'days the wrong way round',
          'POST',
          `/api/shipping/zones/${zone.id}/methods`,
          method({ kind: 'flat', price: 1 }, { days: { min: 5, max: 2 } }),
          400,
          'days.max',
          /fewer than the fewest/,
        ],
        [
          'a method’s name taken',
          'POST',
          `/api/shipping/zones/${zone.id}/methods`,
          method({ kind: 'flat', price: 1 }, { name: 'STANDARD' }),
          409,
          'name',
          /already has a method called/,
        ],
        [
          'a tax rate over 100 %',
          'PUT',
          '/api/tax',
          { ...GERMAN_TAX, rates: [{ country: 'DE', taxClass: 'reduced', rate: 101 }] },
          400,
          'rates.0.rate',
          /from 0 to 100/,
        ],
        [
          'a tax rate under 0 %',
          'PUT',
          '/api/tax',
          { ...GERMAN_TAX, rates: [{ country: 'DE', taxClass: 'reduced', rate: -7 }] },
          400,
          'rates.0.rate',
          /from 0 to 100/,
        ],
        [
          'a tax rate too fine',
          'PUT',
          '/api/tax',
          { ...GERMAN_TAX, rates: [{ country: 'DE', taxClass: 'reduced', rate: 7.1234 }] },
          400,
          'rates.0.rate',
          /three decimals/,
        ],
        [
          'a tax class unknown',
          'PUT',
          '/api/tax',
          { ...GERMAN_TAX, rates: [{ country: 'DE', taxClass: 'luxury', rate: 7 }] },
          400,
          'rates.0.taxClass',
          /Tax class must be one of/,
        ],
        [
          'one rate twice',
          'PUT',
          '/api/tax',
          {
            ...GERMAN_TAX,
            rates: [
              { country: 'DE', taxClass: 'reduced', rate: 7 },
              { country: 'DE', taxClass: 'reduced', rate: 5 },
            ],
          },
          400,
          'rates.1',
          /already has a rate/,
        ],
        [
          'a zone not there',
          'PUT',
          '/api/shipping/zones/zone_nothing',
          { name: 'X', countries: ['AT'] },
          404,
          '',
          /no such shipping zone/,
        ],
        [
          'a method for a zone not there',
          'POST',
          '/api/shipping/zones/zone_nothing/methods',
          method({ kind: 'flat', price: 1 }),
          404,
          '',
          /no such shipping zone/,
        ],
        [
          'a method not there',
          'DELETE',
          '/api/shipping/methods/ship_nothing',
          undefined,
          404,
          '',
          /no such shipping method/,
        ],
      ];
    for (const [what, verb, url, payload, status, field, message] of refusals) {
      const res = await call(verb, url, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expectApiError(res, status, field || undefined, message);
    }
    const rest = await call('POST', '/api/shipping/zones', { name: 'World', restOfWorld: true });
    expect(rest.statusCode).toBe(201);
    expectApiError(
      await call('POST', '/api/shipping/zones', { name: 'World 2', restOfWorld: true }),
      409,
      'restOfWorld',
      '"World" already takes the rest of the world',
    );
    await ok('DELETE', `/api/shipping/zones/${rest.json().zones.at(-1).id}`);
    expect(await setup()).toEqual(before);
  });

  it('refuses a bad quote and a bad tax class on a tea', async () => {
    expectApiError(
      await call('POST', '/api/shipping/quote', { country: 'XX', lines: tins(1) }, null),
      400,
      'country',
      'Choose a country from the list',
    );
    expectApiError(
      await call('POST', '/api/shipping/quote', { country: 'DE', lines: [] }, null),
      400,
      'lines',
      /at least one tea/,
    );
    expectApiError(
      await call(
        'POST',
        '/api/shipping/quote',
        { country: 'DE', lines: [{ productId: sencha.id, quantity: 0 }] },
        null,
      ),
      400,
      'lines.0.quantity',
    );
    expectApiError(
      await call('PATCH', `/api/products/${teapot}`, { taxClass: 'luxury' }),
      400,
      'taxClass',
      /Tax class must be one of/,
    );
    expect((await call('GET', `/api/products/${teapot}`)).json().taxClass).toBe('standard');
  });

  it('gives a country to one zone when two owners add it at once', async () => {
    const answers = await Promise.all(
      ['Austria', 'Österreich'].map((name) => call('POST', '/api/shipping/zones', { name, countries: ['AT'] })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const zones = (await setup()).zones.filter((z: { countries: string[] }) => z.countries.includes('AT'));
    expect(zones).toHaveLength(1);
    await ok('DELETE', `/api/shipping/zones/${zones[0].id}`);
  });

  it('lets only the owner read and change it', async () => {
    expectApiError(await call('GET', '/api/shipping', undefined, customer), 403);
    expectApiError(
      await call('PUT', '/api/tax', { pricesIncludeTax: true, shippingClass: 'standard', rates: [] }, customer),
      403,
    );
    expectApiError(
      await call('PUT', '/api/tax', { pricesIncludeTax: true, shippingClass: 'standard', rates: [] }, null),
      401,
    );
    expect((await setup()).tax.pricesIncludeTax).toBe(false);
  });
});

describe('the demo shop’s delivery and tax', () => {
  const app = useTestApp({ seeded: true, env: { AUTH_RATE_LIMIT: '1000' } });

  it('ships at home by Standard, Express or Collect, and abroad by International, with its example tax', async () => {
    const admin = await signUp(app, { role: 'admin' });
    const setup = (await app.inject({ url: '/api/shipping', headers: admin.headers })).json();
    expect(
      setup.zones.map((z: { name: string; countries: string[]; methods: { name: string }[] }) => [
        z.name,
        z.countries,
        z.methods.map((m) => m.name),
      ]),
    ).toEqual([
      ['United States', ['US'], ['Standard', 'Express', 'Collect at the shop']],
      ['Rest of the world', [], ['International']],
    ]);
    const [dragonWell] = (await app.inject('/api/products?q=Dragon%20Well')).json();
    const quote = (country: string, quantity: number) =>
      app.inject({
        method: 'POST',
        url: '/api/shipping/quote',
        payload: { country, region: 'IL', lines: [{ productId: dragonWell._id, quantity }] },
      });
    // Two tins of Dragon Well at $18.50: 37.00 at 3 % = 1.11; Standard 4.90 at 8 % = 0.39; $3.00 short of free.
    const home = (await quote('US', 2)).json();
    expect(home.methods.map((m: { name: string; price: number }) => [m.name, m.price])).toEqual([
      ['Standard', 4.9],
      ['Express', 14.9],
      ['Collect at the shop', 0],
    ]);
    expect(home.methods[0]).toMatchObject({
      addForFree: 3,
      totals: { subtotal: 37, shipping: 4.9, tax: 1.5, total: 43.4 },
    });
    const abroad = (await quote('JP', 2)).json();
    expect(abroad.methods).toMatchObject([{ name: 'International', price: 12, totals: { tax: 0, total: 49 } }]);
  });
});
