import { formatPrice } from '@teatree/shared/money';
import { zonedTime } from '@teatree/shared/promotions';
import type { Promotion } from '@teatree/shared/schemas/promotion';

/*
 * A promotion's rules and takings as the Promotions screen says them (docs/decisions/0035-promotions.md).
 * Its times are wall-clock times in the shop's time zone, shown as they are, with the zone beside them.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-12-01T09:00" as "1 Dec 2026, 09:00"; anything else as it is. */
export function wallTimeText(wall: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(wall);
  if (!match) return wall;
  const [, year, month, day, time] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}, ${time}`;
}

/** When it runs: "From 1 Dec 2026, 09:00 to 31 Dec 2026, 23:59 (Europe/Berlin)", "… · No end". */
export function timesText({ startsAt, endsAt }: Pick<Promotion, 'startsAt' | 'endsAt'>, timeZone: string): string {
  if (startsAt && endsAt) return `From ${wallTimeText(startsAt)} to ${wallTimeText(endsAt)} (${timeZone})`;
  if (startsAt) return `From ${wallTimeText(startsAt)} (${timeZone}) · No end`;
  if (endsAt) return `Until ${wallTimeText(endsAt)} (${timeZone})`;
  return 'No start date · No end';
}

/** Where its time stands now: not begun, over, or running (null). */
export function timeState(
  { startsAt, endsAt }: Pick<Promotion, 'startsAt' | 'endsAt'>,
  timeZone: string,
  now = Date.now(),
): 'not-yet' | 'ended' | null {
  if (endsAt && zonedTime(endsAt, timeZone).getTime() <= now) return 'ended';
  if (startsAt && zonedTime(startsAt, timeZone).getTime() > now) return 'not-yet';
  return null;
}

/** "Orders of $30.00 or more", or "No minimum". */
export function minimumText(minSubtotal: number | null): string {
  return minSubtotal === null ? 'No minimum' : `Orders of ${formatPrice(minSubtotal)} or more`;
}

const usesOf = (count: number) => (count === 1 ? '1 use' : `${count} uses`);

/** "100 uses in all · 1 use per customer", or "No limit on uses". */
export function limitsText({ maxUses, maxUsesPerCustomer }: Pick<Promotion, 'maxUses' | 'maxUsesPerCustomer'>): string {
  const limits = [
    maxUses === null ? null : `${usesOf(maxUses)} in all`,
    maxUsesPerCustomer === null ? null : `${usesOf(maxUsesPerCustomer)} per customer`,
  ].filter(Boolean);
  return limits.length > 0 ? limits.join(' · ') : 'No limit on uses';
}

/** Whether it may be used with other promotions in one order. */
export const combinesText = (combines: boolean) => (combines ? 'Combines with other promotions' : 'Used alone');

/** What it did: "Used 3 times · took off $4.95 · orders brought in $98.10", or "Not used yet". */
export function takingsText({ uses, discounted, sales }: Pick<Promotion, 'uses' | 'discounted' | 'sales'>): string {
  if (uses === 0) return 'Not used yet';
  const times = uses === 1 ? 'once' : uses === 2 ? 'twice' : `${uses} times`;
  return `Used ${times} · took off ${formatPrice(discounted)} · orders brought in ${formatPrice(sales)}`;
}
