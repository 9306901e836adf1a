import { validDate } from './dates';

/*
 * Dates with their time, for the order pages and the outbox, apart from lib/dates.ts so that they stay
 * out of the public pages' scripts.
 */

/** The browser's own formatter, made on its first use: a page that writes no such date does not load the locale data. */
export function onFirstUse(options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return (date: Date) => {
    format ??= new Intl.DateTimeFormat('en-US', options);
    return format.format(date);
  };
}

/** "Mar 14, 2026, 3:45 PM", in the visitor's own time zone. */
export const writeDateTime = onFirstUse({ dateStyle: 'medium', timeStyle: 'short' });

/** `writeDateTime` of an ISO date; '' for a missing one. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? writeDateTime(date) : '';
}
