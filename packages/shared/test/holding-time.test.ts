import { describe, expect, it } from 'vitest';
import { holdingTime } from '../src/schemas/order.ts';

describe('how long an unpaid order holds its teas, in words', () => {
  it.each([
    [30, '30 minutes'],
    [1, '1 minute'],
    [1.4, '1 minute'],
    [90, '90 minutes'],
    [120, '2 hours'],
    [180, '3 hours'],
    [0.5, '30 seconds'],
    [0.02, '1 second'],
    [0.001, '1 second'],
  ])('%s minutes → %s', (minutes, words) => {
    expect(holdingTime(minutes)).toBe(words);
  });
});
