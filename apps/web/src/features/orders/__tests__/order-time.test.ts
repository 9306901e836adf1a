import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/date-times';
import { useTimeLeft } from '../utils/order-time';

describe('useTimeLeft', () => {
  it('counts the minutes of a short hold', () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000 - 1_000).toISOString();
    const { result } = renderHook(() => useTimeLeft(expiresAt));
    expect(result.current).toEqual({
      expired: false,
      minutesLeft: 30,
      sentence: 'Your teas are held for you for 30 more minutes',
    });
  });

  it('names the day and time a long hold ends', () => {
    const expiresAt = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const { result } = renderHook(() => useTimeLeft(expiresAt));
    expect(result.current.sentence).toBe(`Your teas are held for you until ${formatDateTime(expiresAt)}`);
    expect(result.current.sentence).toMatch(/until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/);
  });

  it('is over once the time has passed, and says nothing without a deadline', () => {
    expect(renderHook(() => useTimeLeft(new Date(Date.now() - 1_000).toISOString())).result.current).toEqual({
      expired: true,
      minutesLeft: 0,
      sentence: '',
    });
    expect(renderHook(() => useTimeLeft(null)).result.current).toEqual({
      expired: false,
      minutesLeft: null,
      sentence: '',
    });
  });
});
