import { describe, expect, it } from 'vitest';
import { paymentText } from '../src/messages.ts';
import { formatAmount, formatPrice, toCents, toDollars } from '../src/money.ts';
import { withThousands } from '../src/numbers.ts';

describe('money reads like money', () => {
  it('has thousands separators and two decimals', () => {
    expect(formatPrice(94990.5)).toBe('$94,990.50');
    expect(formatPrice(0.5)).toBe('$0.50');
    expect(formatPrice(12)).toBe('$12.00');
    expect(formatPrice(999.99)).toBe('$999.99');
    expect(formatPrice(1000)).toBe('$1,000.00');
    expect(formatPrice(1_000_000)).toBe('$1,000,000.00');
    expect(formatPrice(toDollars(10_000_000))).toBe('$100,000.00');
  });

  it('rounds a float’s crumbs to the cent, as the books keep it', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatPrice(toDollars(toCents(19.99) * 3))).toBe('$59.97');
  });

  it('writes the payment card’s sentence with the same amount', () => {
    expect(paymentText.pleasePay(formatAmount(94990.5))).toBe('Please Pay $94,990.50');
  });
});

describe('formatAmount', () => {
  it('writes what the locale formatter writes, without asking for it', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 0.01, 0.1, 0.125, 0.994, 0.995, 1.005, 9.99, 99.5, 999.999, 1234.5, 100_000, 123_456_789.01];
    for (let cents = 0; cents < 2_000_000; cents += 997) amounts.push(cents / 100);
    for (const amount of amounts) {
      expect(formatAmount(amount)).toBe(intl.format(amount));
      expect(formatAmount(-amount - 0.01)).toBe(intl.format(-amount - 0.01));
    }
  });

  it('writes no minus sign for nothing', () => {
    expect(formatAmount(-0)).toBe('0.00');
    expect(formatAmount(-0.001)).toBe('0.00');
  });
});

describe('withThousands', () => {
  it('groups as the locale formatter does', () => {
    for (const n of [0, 7, 999, 1000, 12_000, 1_234_567, -1000, -999_999_999]) {
      expect(withThousands(n)).toBe(n.toLocaleString('en'));
    }
  });
});
