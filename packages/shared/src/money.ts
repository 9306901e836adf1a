import { withThousands } from './numbers.ts';

/**
 * Money is kept in integer cents everywhere inside the shop; the wire speaks dollars with at most two
 * decimals (docs/product.md, departure 9). These are the only two crossings.
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/**
 * An amount as every page and mail shows it: thousands separators and two decimals ("94,990.50"), as
 * `Intl.NumberFormat('en-US')` writes it. Written by hand: a browser's first Intl formatter loads its
 * locale data, a long task of tens of milliseconds on a phone, and every page with a price would pay it
 * before it answers a tap.
 */
export function formatAmount(dollars: number): string {
  if (!Number.isFinite(dollars)) return String(dollars);
  const cents = roundedCents(Math.abs(dollars));
  const whole = withThousands(Math.floor(cents / 100));
  const rest = String(cents % 100).padStart(2, '0');
  return `${dollars < 0 && cents > 0 ? '-' : ''}${whole}.${rest}`;
}

/**
 * A non-negative amount in whole cents, rounded half up from its shortest decimal writing ("1.005" is
 * 1.01), as the locale formatter rounds; multiplying by 100 first would round 1.005 down.
 */
function roundedCents(amount: number): number {
  const written = String(amount);
  if (written.includes('e')) return amount < 1 ? 0 : Math.round(amount * 100);
  const [whole = '0', fraction = ''] = written.split('.');
  const up = (fraction[2] ?? '0') >= '5' ? 1 : 0;
  return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + up;
}

/** A price or total with its dollar sign ("$94,990.50"): the one way money is written to a person. */
export function formatPrice(dollars: number): string {
  return `$${formatAmount(dollars)}`;
}
