import { describe, expect, it } from 'vitest';
import { maxQuantityForPrice, ORDER_TOTAL_MAX_CENTS } from '../src/constants.ts';
import { orderMessages } from '../src/schemas/order.ts';
import { purchaseFormSchema } from '../src/schemas/purchase.ts';

const form = (price: number) => purchaseFormSchema({ minOrder: 1, quantity: 1000, price });
const refusal = (price: number, quantity: number) => {
  const parsed = form(price).safeParse({ quantity, address: '1 Leaf Lane' });
  return parsed.success ? null : parsed.error.issues.find((i) => i.path[0] === 'quantity')?.message;
};

describe('an order comes to at most $100,000', () => {
  it('knows how many of a tea fit under the cap', () => {
    expect(ORDER_TOTAL_MAX_CENTS).toBe(10_000_000);
    expect(maxQuantityForPrice(10_000_000)).toBe(1);
    expect(maxQuantityForPrice(100_000)).toBe(100);
    expect(maxQuantityForPrice(1999)).toBe(5002);
  });

  it('lets the order form say so before the server does', () => {
    expect(refusal(100_000, 2)).toBe(orderMessages.totalTooHigh(1));
    expect(refusal(1000, 101)).toBe(orderMessages.totalTooHigh(100));
    expect(refusal(1000, 100)).toBeNull();
    expect(refusal(19.99, 1000)).toBeNull();
  });
});
