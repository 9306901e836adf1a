const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The moment an ISO date names, or null for a missing or unreadable one. */
export function validDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "Mar 14, 2026", in the visitor's own time zone; '' for a missing date. Written by hand, as
 * `Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })` writes it: a browser's first Intl formatter
 * loads its locale data, a long task on a phone, and the pages showing reviews would pay it on load.
 */
export function formatDate(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : '';
}

/** A formatter made on its first use, so that only the pages that write such a date load the locale data. */
function onFirstUse(options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return (date: Date) => {
    format ??= new Intl.DateTimeFormat('en-US', options);
    return format.format(date);
  };
}

const dateTime = onFirstUse({ dateStyle: 'medium', timeStyle: 'short' });
const time = onFirstUse({ timeStyle: 'short' });

/** "Mar 14, 2026, 3:45 PM", in the visitor's own time zone; '' for a missing date. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? dateTime(date) : '';
}

/** "3:45 PM" for a moment later today, "Mar 15, 2026, 3:45 PM" for another day (a long hold). */
export function formatTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  if (!date) return '';
  return date.toDateString() === new Date().toDateString() ? time(date) : dateTime(date);
}
