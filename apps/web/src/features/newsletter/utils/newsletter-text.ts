import { type NewsletterInput, newsletterInput } from '@teatree/shared/schemas/consent';
import { ApiError } from '../../../lib/api-client';

/** "1 subscriber", "1,200 subscribers". */
export const subscribersText = (count: number) =>
  count === 1 ? '1 subscriber' : `${count.toLocaleString('en-US')} subscribers`;

export type NewsletterField = keyof NewsletterInput;
export type NewsletterErrors = Partial<Record<NewsletterField, string>>;

/** The newsletter as it is sent (trimmed), or what is wrong with it, in the server's words. */
export function checkNewsletter(
  input: NewsletterInput,
): { ok: true; input: NewsletterInput } | { ok: false; errors: NewsletterErrors } {
  const read = newsletterInput.safeParse(input);
  if (read.success) return { ok: true, input: read.data };
  const errors: NewsletterErrors = {};
  for (const issue of read.error.issues) {
    const field = issue.path[0];
    if ((field === 'subject' || field === 'body') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The messages the server put on the newsletter's fields (a 400), if it put any. */
export function serverFieldErrors(failure: unknown): NewsletterErrors | null {
  if (!(failure instanceof ApiError) || failure.status !== 400) return null;
  const { subject, body } = failure.fields;
  return subject || body ? { subject, body } : null;
}
