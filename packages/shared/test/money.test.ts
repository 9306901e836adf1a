import { describe, expect, it } from 'vitest';
import { paymentText } from '../src/messages.ts';
import { formatAmount, formatPrice, toCents, toDollars } from '../src/money.ts';

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
