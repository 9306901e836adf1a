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
