import { describe, expect, it } from 'vitest';
import { axisCount, axisMoney, dayName, longDay, money, trendOf } from '../format';

describe("the dashboard's figures", () => {
  it('write money in dollars, a loss with a minus sign in front', () => {
    expect(money(1234.5)).toBe('$1,234.50');
    expect(money(0)).toBe('$0.00');
    expect(money(-20)).toBe('−$20.00');
  });

  it('shorten money and counts on a chart axis, leaving the steps between whole orders blank', () => {
    expect(axisMoney(950)).toBe('$950');
    expect(axisMoney(1200)).toBe('$1.2K');
    expect(axisMoney(-1200)).toBe('−$1.2K');
    expect(axisCount(12)).toBe('12');
    expect(axisCount(2.5)).toBe('');
  });

  it("name the shop's days as they are, whatever the browser's time zone", () => {
    expect(dayName('2026-11-23')).toBe('Mon 23 Nov');
    expect(longDay('2026-01-01')).toBe('1 January 2026');
  });

  it('say how a figure moved against the span before', () => {
    expect(trendOf(110, 100)).toEqual({ direction: 'up', text: '+10%' });
    expect(trendOf(95, 100)).toEqual({ direction: 'down', text: '−5%' });
    expect(trendOf(101.04, 100)).toEqual({ direction: 'up', text: '+1%' });
    expect(trendOf(100, 100)).toEqual({ direction: 'flat', text: 'No change' });
    expect(trendOf(5, 0)).toEqual({ direction: 'up', text: 'New' });
    expect(trendOf(100.01, 100)).toEqual({ direction: 'flat', text: 'No change' });
  });
});
