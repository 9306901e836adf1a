import { z } from 'zod';

/**
 * Personal data in public answers and after an account is deleted (docs/decisions/0010-personal-data.md).
 */

const MASK = '•••';

/**
 * An e-mail address as public pages show it: the first letter of the local part, then `•••`, then
 * the whole domain (`mina@example.com` → `m•••@example.com`). Enough for a reader to tell two
 * reviewers apart, too little to write to either. Anything that is not an address is hidden whole.
 */
export function maskEmail(email: string): string {
  const address = email.trim();
  if (!address) return '';
  const at = address.lastIndexOf('@');
  if (at < 0) return MASK;
  // By code point, so a local part that starts with an emoji or an accented letter keeps it whole.
  const [first = ''] = Array.from(address.slice(0, at));
  const domain = address.slice(at + 1);
  return domain ? `${first}${MASK}@${domain}` : `${first}${MASK}`;
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
