import { formatPrice } from '@teatree/shared/money';

/** Money with its sign in front: a day of refunds can take more than it brought ("−$20.00"). */
export function money(dollars: number): string {
  return dollars < 0 ? `−${formatPrice(-dollars)}` : formatPrice(dollars);
}

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Money on a chart's axis: "$950", "$1.2K". */
export function axisMoney(dollars: number): string {
  const text = `$${COMPACT.format(Math.abs(dollars))}`;
  return dollars < 0 ? `−${text}` : text;
}

/** A whole count on a chart's axis; the axis may ask for steps between whole numbers, which it leaves blank. */
export function axisCount(value: number): string {
  return Number.isInteger(value) ? COMPACT.format(value) : '';
}

// The dates are the shop's calendar days (YYYY-MM-DD): read and written at UTC, they never shift.
const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
/** "Mon 23 Nov" */
export const dayName = (day: string) => DAY.format(asDate(day));
/** "23 Nov" */
export const shortDay = (day: string) => SHORT_DAY.format(asDate(day));
/** "23 November 2026" */
export const longDay = (day: string) => LONG_DAY.format(asDate(day));

export type Trend = { direction: 'up' | 'down' | 'flat'; text: string };

/** How a figure moved against the span before: "+12%", "−5%", "New" when there was nothing before. */
export function trendOf(current: number, previous: number): Trend {
  if (current === previous) return { direction: 'flat', text: 'No change' };
  if (previous === 0) return { direction: current > 0 ? 'up' : 'down', text: current > 0 ? 'New' : 'Down' };
  const change = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.abs(change) >= 10 ? Math.round(Math.abs(change)) : Math.round(Math.abs(change) * 10) / 10;
  if (rounded === 0) return { direction: 'flat', text: 'No change' };
  return change > 0 ? { direction: 'up', text: `+${rounded}%` } : { direction: 'down', text: `−${rounded}%` };
}
