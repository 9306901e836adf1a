import { describe, expect, it } from 'vitest';
import { formatDate, validDate } from '../dates';

describe('formatDate', () => {
  it('writes what the locale formatter writes, in this time zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    const start = Date.UTC(1999, 11, 25, 23, 30);
    for (let i = 0; i < 400; i++) {
      const moment = new Date(start + i * 9.7 * 24 * 3600_000);
      expect(formatDate(moment.toISOString())).toBe(intl.format(moment));
    }
  });

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(validDate('2026-03-14T15:45:00Z')?.toISOString()).toBe('2026-03-14T15:45:00.000Z');
  });
});
