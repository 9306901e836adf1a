import { z } from 'zod';

/**
 * Personal data in public answers and after an account is deleted (docs/decisions/0010-personal-data.md).
 */

const MASK = '•••';

/**
 * Mailbox providers shared by millions: their name says nothing of who holds an address there. Any
 * other domain may be a person's own (`anna@anna-weber.de`), or a small firm's, and is shortened too.
 */
const SHARED_MAIL_DOMAINS = new Set([
  'aol.com',
  'fastmail.com',
  'gmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hey.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mac.com',
  'mail.com',
  'me.com',
  'msn.com',
  'outlook.com',
  'pm.me',
  'proton.me',
  'protonmail.com',
  'web.de',
  'yahoo.com',
  'yandex.com',
  'ymail.com',
  'zoho.com',
]);

/** Names reserved for examples and tests (RFC 2606): they name no one either. */
const RESERVED_DOMAIN = /(^|\.)example\.(com|net|org)$|\.(example|test|invalid|localhost)$/;

/** A domain as public pages show it: whole when it names no one, else `•••` and its last label (`•••.store`). */
function maskDomain(domain: string): string {
  const lower = domain.toLowerCase();
  if (SHARED_MAIL_DOMAINS.has(lower) || RESERVED_DOMAIN.test(lower)) return domain;
  const dot = domain.lastIndexOf('.');
  return dot < 0 ? MASK : `${MASK}${domain.slice(dot)}`;
}

/**
 * An e-mail address as public pages show it: the first letter of the local part, then `•••`, then the
 * domain when it is a shared mailbox provider's (`mina@gmail.com` → `m•••@gmail.com`), or `•••` and
 * its last label when it may be the person's own (`bea@green-leaf.store` → `b•••@•••.store`). Enough
 * for a reader to tell two reviewers apart, too little to write to either or to find them by their
 * domain. Anything that is not an address is hidden whole.
 */
export function maskEmail(email: string): string {
  const address = email.trim();
  if (!address) return '';
  const at = address.lastIndexOf('@');
  if (at < 0) return MASK;
  // By code point, so a local part that starts with an emoji or an accented letter keeps it whole.
  const [first = ''] = Array.from(address.slice(0, at));
  const domain = address.slice(at + 1);
  return domain ? `${first}${MASK}@${maskDomain(domain)}` : `${first}${MASK}`;
}

/** How public reviews name their authors (`REVIEWER_NAMES`): as they wrote it, or first name and initial. */
export const REVIEWER_NAME_STYLES = ['full', 'first-and-initial'] as const;
export type ReviewerNameStyle = (typeof REVIEWER_NAME_STYLES)[number];

/**
 * A reviewer's name as the owner prefers public reviews to show it: whole, or the first name and the
 * initial of the last (`Anna Maria Weber` → `Anna W.`). A single name stays as it is.
 */
export function reviewerName(name: string, style: ReviewerNameStyle): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (style === 'full' || words.length < 2) return name.trim();
  const [last = ''] = Array.from(words[words.length - 1]!);
  return `${words[0]} ${last.toUpperCase()}.`;
}

/** The name a review keeps once its author has deleted their account; the address goes with them. */
export const FORMER_CUSTOMER = 'Former customer';

/** What `DELETE /api/profile` must carry as `confirm`, so no stray or replayed call removes an account. */
export const ACCOUNT_DELETE_CONFIRMATION = 'DELETE';

export const privacyMessages = {
  confirmDelete: `To delete your account, send confirm: "${ACCOUNT_DELETE_CONFIRMATION}"`,
  lastAdmin:
    "You are the shop's last administrator: make someone else an administrator first, then delete your account.",
  deleted: 'Your account is deleted. Thank you for the tea time together.',
} as const;

/** The body of `DELETE /api/profile`. */
export const accountDeletionInput = z.object({
  confirm: z.literal(ACCOUNT_DELETE_CONFIRMATION, { error: privacyMessages.confirmDelete }),
});
export type AccountDeletionInput = z.input<typeof accountDeletionInput>;

/** The file a customer downloads from their profile: `teatree-data-YYYY-MM-DD.json` (the date in UTC). */
export function dataExportFileName(date: Date): string {
  return `teatree-data-${date.toISOString().slice(0, 10)}.json`;
}
