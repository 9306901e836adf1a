import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestDiscounts,
  dayText,
  type PromotionRule,
  promotionLabel,
  promotionText,
  shareOut,
  wallTime,
  zonedTime,
} from '../src/promotions.ts';
import { toRateUnits, totalsOf } from '../src/tax.ts';

const rule = (values: Partial<PromotionRule>): PromotionRule => ({
  id: 'p',
  code: 'TEA10',
  name: 'Tea time',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  target: 'order',
  productIds: [],
  categories: [],
  methodIds: [],
  giftSizeId: null,
  combines: true,
  ...values,
});

const green = { cents: 1650, unitCents: 1650, productId: 'sencha', sizeId: 'sencha-100', category: 'Green Tea' };
const black = { cents: 1000, unitCents: 500, productId: 'assam', sizeId: 'assam-50', category: 'Black Tea' };
const gyokuro = { cents: 999, unitCents: 999, productId: 'gyokuro', sizeId: 'gyokuro-50', category: 'Green Tea' };
/** A 25 g sample of Sencha a gift added to the order. */
const sample = { cents: 450, unitCents: 450, productId: 'sencha', sizeId: 'sencha-25', category: 'Green Tea' };

describe('a discount shared among lines', () => {
  it('gives each line its share rounded down, and the cents left to the largest remainders', () => {
    // 100 cents over three equal lines: 33 each, and the one left to the first line.
    expect(shareOut(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(shareOut(265, [1650, 1000])).toEqual([165, 100]);
    expect(shareOut(0, [500, 500])).toEqual([0, 0]);
    expect(shareOut(50, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the discount exactly, and never passes a line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (amounts, n) => {
          const whole = amounts.reduce((a, b) => a + b, 0);
          const cents = whole === 0 ? 0 : n % (whole + 1);
          const shares = shareOut(cents, amounts);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(cents);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(amounts[i]!);
          });
        },
      ),
    );
  });
});

describe('the discounts an order gets', () => {
  it('takes a percentage off the lines it applies to, rounded half up once', () => {
    const tea10 = rule({ target: 'categories', categories: ['Green Tea'] });
    // 10 % of $26.49 of green tea is 264.9 → 265, shared 1650 : 999.
    expect(bestDiscounts([tea10], [green, black, gyokuro], 490)).toEqual({
      lineCents: [165, 0, 100],
      shippingCents: 0,
      applied: [{ id: 'p', code: 'TEA10', name: 'Tea time', cents: 265 }],
    });
  });

  it('stops at nothing: an amount larger than the teas leaves them at zero, and the shipping as it was', () => {
    const big = rule({ kind: 'amount', percent: null, amountCents: 10_000 });
    const d = bestDiscounts([big], [green, black], 490);
    expect(d.lineCents).toEqual([1650, 1000]);
    expect(d.shippingCents).toBe(0);
  });

  it('uses all that combine together, each on what the one before left, the teas before the shipping', () => {
    const free = rule({ id: 'ship', code: null, name: 'Free shipping', percent: 100, target: 'shipping' });
    const five = rule({ id: 'five', kind: 'amount', percent: null, amountCents: 500 });
    const ten = rule({ id: 'ten', code: null, name: 'Ten off' });
    const d = bestDiscounts([free, ten, five], [green, black], 490);
    // The code's $5 first (2650 → 2150), then 10 % of what is left (215), then the shipping.
    expect(d.applied.map((a) => [a.id, a.cents])).toEqual([
      ['five', 500],
      ['ten', 215],
      ['ship', 490],
    ]);
    expect(d.lineCents.reduce((a, b) => a + b, 0) + d.shippingCents).toBe(1205);
  });

  it('uses one that does not combine alone, when it saves more than the others together', () => {
    const alone = rule({ id: 'alone', percent: 50, combines: false });
    const small = rule({ id: 'small', code: null, name: 'Small', kind: 'amount', percent: null, amountCents: 100 });
    expect(bestDiscounts([alone, small], [green], 0).applied.map((a) => a.id)).toEqual(['alone']);
    const weak = rule({ id: 'weak', percent: 1, combines: false });
    expect(bestDiscounts([weak, small], [green], 0).applied.map((a) => a.id)).toEqual(['small']);
  });

  it('gives a gift with every choice, first: one of its size free, and the rest of that line discounted as any', () => {
    const gift = rule({
      id: 'gift',
      code: null,
      name: 'A sample free',
      percent: 100,
      target: 'gift',
      giftSizeId: 'sencha-25',
    });
    const alone = rule({ id: 'alone', percent: 10, combines: false });
    const offer = rule({ id: 'offer', code: null, name: 'Small', kind: 'amount', percent: null, amountCents: 100 });
    // The gift, then the code used alone (10 % of the 2650 bought, the sample being free already).
    const d = bestDiscounts([alone, offer, gift], [green, black, sample], 0);
    expect(d.applied.map((a) => [a.id, a.cents])).toEqual([
      ['gift', 450],
      ['alone', 265],
    ]);
    expect(d.lineCents).toEqual([165, 100, 450]);
    // Where the order holds its size already, one of that line is free: one 500-cent tin of two.
    const tin = rule({
      id: 'tin',
      code: null,
      name: 'A tin free',
      percent: 100,
      target: 'gift',
      giftSizeId: 'assam-50',
    });
    expect(bestDiscounts([tin], [green, black], 0).lineCents).toEqual([0, 500]);
    // A gift whose size is not in the order (sold out: not added) takes nothing, and is not listed.
    expect(bestDiscounts([gift], [green], 0).applied).toEqual([]);
  });

  it('taxes what is left of each line once its share is taken off', () => {
    const totals = totalsOf(
      [
        { cents: 1650, rate: toRateUnits(7) },
        { cents: 1000, rate: toRateUnits(7) },
      ],
      { cents: 490, rate: toRateUnits(19) },
      false,
      { lineCents: [165, 0], shippingCents: 0, applied: [{ id: 'p', code: 'TEA10', name: 'Tea time', cents: 165 }] },
    );
    // 1485 × 7 % = 103.95 → 104; 1000 × 7 % = 70; 490 × 19 % = 93.1 → 93.
    expect(totals).toMatchObject({ subtotalCents: 2650, discountCents: 165, taxCents: 267, totalCents: 3242 });
    expect(totals.lineTaxCents).toEqual([104, 70]);
  });
});

describe('a promotion in words', () => {
  it('says what it gives, and names its row', () => {
    expect(promotionText(rule({}))).toBe('10 % off');
    expect(promotionText(rule({ target: 'categories' }), 'Green Tea')).toBe('10 % off Green Tea');
    expect(promotionText(rule({ target: 'shipping', percent: 100 }))).toBe('Free shipping');
    expect(promotionText(rule({ kind: 'amount', amountCents: 500, target: 'shipping' }))).toBe('$5.00 off shipping');
    expect(promotionText(rule({ target: 'gift', percent: 100 }), 'Sencha, 25 g sample')).toBe(
      'Free Sencha, 25 g sample',
    );
    expect(promotionLabel({ code: 'TEA10', name: 'Tea time' })).toBe('Discount (TEA10)');
    expect(promotionLabel({ code: null, name: 'Free shipping over $40' })).toBe('Free shipping over $40');
  });

  it('reads and writes times in the shop’s zone, across a change of offset', () => {
    expect(zonedTime('2026-11-30T23:59', 'Europe/Berlin').toISOString()).toBe('2026-11-30T22:59:00.000Z');
    expect(zonedTime('2026-07-01T00:00', 'Europe/Berlin').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(zonedTime('2026-03-08T12:00', 'America/New_York').toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(wallTime(new Date('2026-11-30T22:59:00Z'), 'Europe/Berlin')).toBe('2026-11-30T23:59');
    expect(Number.isNaN(zonedTime('tomorrow', 'UTC').getTime())).toBe(true);
    expect(dayText(new Date('2026-11-30T22:59:00Z'), 'Europe/Berlin')).toBe('30 November');
  });
});
