import type { Order } from '@teatree/shared/schemas/order';
import { useEffect, useState } from 'react';
import { onFirstUse, writeDateTime } from '../../../lib/date-times';
import { validDate } from '../../../lib/dates';

const MINUTE = 60_000;

const time = onFirstUse({ timeStyle: 'short' });

/** "3:45 PM" for a moment later today, "Mar 15, 2026, 3:45 PM" for another day (a long hold). */
export function formatTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  if (!date) return '';
  return date.toDateString() === new Date().toDateString() ? time(date) : writeDateTime(date);
}

export type TimeLeft = {
  /** The order's time ran out (by this browser's clock): it can no longer be paid. */
  expired: boolean;
  /** Whole minutes left, rounded up; null without a deadline. */
  minutesLeft: number | null;
  /**
   * "Your teas are held for you for 24 more minutes" (for a long hold, "… until Mar 14, 2026, 3:45 PM");
   * '' without a deadline or once it passed.
   */
  sentence: string;
};

/**
 * The time an unpaid order has left until `expiresAt`, counted down each minute (and at once when the
 * tab comes back into view, as a sleeping tab's timers lag). It turns `expired` the moment the time
 * passes, so a page can switch to the expired notice without a reload.
 */
export function useTimeLeft(expiresAt: string | null): TimeLeft {
  const deadline = validDate(expiresAt)?.getTime() ?? null;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    // The clock may have moved on since the last tick (a sleeping tab): count from whichever is later.
    const current = Math.max(now, Date.now());
    if (current - now > 1000) {
      setNow(current);
      return;
    }
    const left = deadline - current;
    if (left <= 0) return;
    // The next moment the rounded-up minute count drops, or the deadline itself.
    const untilNextMinute = left % MINUTE || MINUTE;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(untilNextMinute, left) + 25);
    return () => clearTimeout(timer);
  }, [deadline, now]);

  useEffect(() => {
    if (deadline === null) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [deadline]);

  if (deadline === null) return { expired: false, minutesLeft: null, sentence: '' };
  const left = deadline - now;
  if (left <= 0) return { expired: true, minutesLeft: 0, sentence: '' };
  const minutesLeft = Math.ceil(left / MINUTE);
  const sentence =
    minutesLeft > 120
      ? `Your teas are held for you until ${writeDateTime(new Date(deadline))}`
      : `Your teas are held for you for ${minutesLeft === 1 ? '1 more minute' : `${minutesLeft} more minutes`}`;
  return { expired: false, minutesLeft, sentence };
}

/** The tea to order again when an order expired: its first line's, while the tea is still in the catalogue. */
export function reorderProductId(order: Pick<Order, 'productId' | 'lines'>): string | null {
  return order.lines?.find((line) => line.productId)?.productId ?? order.productId ?? null;
}
