import { describe, expect, it } from 'vitest';
import { bandsProblem, centsToFreeShipping, type MethodRate, shippingCents } from '../src/shipping.ts';

const weighed: MethodRate = {
  kind: 'weight',
  flatCents: 0,
  packagingGrams: 100,
  bands: [
    { from: 0, to: 500, cents: 490 },
    { from: 500, to: 2000, cents: 790 },
  ],
  freeOverCents: 4000,
};

describe('a shipping method’s price for a parcel', () => {
  it('weighs the teas and the packaging, a band taking its upper limit', () => {
    expect(shippingCents(weighed, { grams: 0, subtotalCents: 100 })).toBe(490);
    expect(shippingCents(weighed, { grams: 400, subtotalCents: 100 })).toBe(490);
    expect(shippingCents(weighed, { grams: 401, subtotalCents: 100 })).toBe(790);
    expect(shippingCents(weighed, { grams: 1900, subtotalCents: 100 })).toBe(790);
  });

  it('does not take a parcel over its last band, even one that would ship free', () => {
    expect(shippingCents(weighed, { grams: 1901, subtotalCents: 100 })).toBeUndefined();
    expect(shippingCents(weighed, { grams: 1901, subtotalCents: 5000 })).toBeUndefined();
  });

  it('ships free from the "free over" amount on, and says how far off it is', () => {
    expect(shippingCents(weighed, { grams: 400, subtotalCents: 3999 })).toBe(490);
    expect(shippingCents(weighed, { grams: 400, subtotalCents: 4000 })).toBe(0);
    expect(centsToFreeShipping(weighed, 3350)).toBe(650);
    expect(centsToFreeShipping(weighed, 4000)).toBeNull();
    expect(centsToFreeShipping({ ...weighed, freeOverCents: null }, 100)).toBeNull();
  });

  it('prices by the subtotal, or at one price', () => {
    const byValue: MethodRate = {
      ...weighed,
      kind: 'value',
      freeOverCents: null,
      bands: [
        { from: 0, to: 2000, cents: 600 },
        { from: 2000, to: null, cents: 300 },
      ],
    };
    expect(shippingCents(byValue, { grams: 99_999, subtotalCents: 2000 })).toBe(600);
    expect(shippingCents(byValue, { grams: 0, subtotalCents: 2001 })).toBe(300);
    expect(
      shippingCents(
        { ...weighed, kind: 'flat', flatCents: 1200, freeOverCents: null },
        { grams: 9e6, subtotalCents: 1 },
      ),
    ).toBe(1200);
  });
});

describe('bands', () => {
  it.each([
    [
      [
        { from: 0, to: 500 },
        { from: 500, to: null },
      ],
      undefined,
    ],
    [[], 'Add at least one band'],
    [[{ from: 10, to: 500 }], 'The first band must start at 0'],
    [
      [
        { from: 0, to: 500 },
        { from: 400, to: 900 },
      ],
      'Band 2 overlaps band 1',
    ],
    [
      [
        { from: 0, to: 500 },
        { from: 600, to: 900 },
      ],
      'There is a gap between band 1 and band 2',
    ],
    [
      [
        { from: 0, to: null },
        { from: 0, to: 900 },
      ],
      'Only the last band may have no upper limit',
    ],
    [[{ from: 0, to: 0 }], 'Band 1 must end above where it starts'],
  ])('%j: %s', (bands, problem) => {
    expect(bandsProblem(bands)).toBe(problem);
  });
});
