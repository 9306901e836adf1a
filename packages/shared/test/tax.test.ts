import { describe, expect, it } from 'vitest';
import { lineTaxCents, toRateUnits, totalsOf } from '../src/tax.ts';

const rate = toRateUnits;

describe('tax, one line at a time, rounded half up to the cent once', () => {
  it.each([
    // cents, rate %, prices include tax, tax in cents
    [1999, 7, false, 140], // 139.93
    [1000, 8.875, false, 89], // 88.75: half up
    [50, 1, false, 1], // 0.5: half up
    [49, 1, false, 0], // 0.49
    [7, 7, false, 0], // 0.49
    [0, 19, false, 0],
    [1999, 0, false, 0],
    [10_000_000, 100, false, 10_000_000], // the largest order at the largest rate stays exact
    [1070, 7, true, 70], // net 1000
    [1190, 19, true, 190], // net 1000
    [1999, 7, true, 131], // net 1868.22 → 1868
    [3, 100, true, 1], // net 1.5 → 2, so 1 cent of tax
    [1, 19, true, 0], // net 0.84 → 1
    [10_000_000, 8.875, true, 815_155], // net 9,184,845.46 → 9,184,845
  ])('%i cents at %d %%, prices including tax %s: %i cents', (cents, percent, included, tax) => {
    expect(lineTaxCents(cents, rate(percent), included)).toBe(tax);
  });

  it('reads rates to a thousandth of a percent', () => {
    expect(rate(8.875)).toBe(8875);
    expect(rate(7)).toBe(7000);
    expect(rate(0.001)).toBe(1);
  });
});

describe('an order’s totals', () => {
  const lines = [
    { cents: 1999, rate: rate(7) },
    { cents: 2500, rate: rate(7) },
    { cents: 3000, rate: rate(19) },
  ];
  const shipping = { cents: 490, rate: rate(19) };

  /** What both ways of pricing agree on: the teas' and the shipping's cents, and no promotion. */
  const undiscounted = {
    subtotalCents: 7499,
    shippingCents: 490,
    discountCents: 0,
    lineDiscountCents: [0, 0, 0],
    shippingDiscountCents: 0,
    promotions: [],
  };

  it('adds tax on top of prices that exclude it, rate by rate', () => {
    expect(totalsOf(lines, shipping, false)).toEqual({
      ...undiscounted,
      taxCents: 978,
      shippingTaxCents: 93,
      // Each line's own, as a refund of it sends back: 139.93 → 140, 175, 570.
      lineTaxCents: [140, 175, 570],
      taxes: [
        { rate: 19_000, cents: 663 }, // 570 + 93.1 → 93
        { rate: 7000, cents: 315 }, // 139.93 → 140, and 175
      ],
      totalCents: 8967,
      pricesIncludeTax: false,
    });
  });

  it('shows the tax contained in prices that include it, and does not add it again', () => {
    expect(totalsOf(lines, shipping, true)).toEqual({
      ...undiscounted,
      taxCents: 852,
      shippingTaxCents: 78,
      lineTaxCents: [131, 164, 479],
      taxes: [
        { rate: 19_000, cents: 557 }, // 479 + 78
        { rate: 7000, cents: 295 }, // 131 + 164
      ],
      totalCents: 7989,
      pricesIncludeTax: true,
    });
  });

  it('rounds each line, not the sum: three 7-cent lines at 7 % carry no tax, though 21 cents would carry 1', () => {
    const small = Array.from({ length: 3 }, () => ({ cents: 7, rate: rate(7) }));
    expect(totalsOf(small, { cents: 0, rate: 0 }, false).taxCents).toBe(0);
    expect(lineTaxCents(21, rate(7), false)).toBe(1);
  });

  it('leaves out the rates that come to nothing: free shipping and zero-rated teas', () => {
    const totals = totalsOf([{ cents: 1000, rate: 0 }], { cents: 0, rate: rate(19) }, false);
    expect(totals).toMatchObject({ taxCents: 0, taxes: [], totalCents: 1000 });
  });
});
