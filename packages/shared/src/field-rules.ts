import { fieldMessages } from './messages.ts';

/**
 * The limits, patterns and words of the shop's field rules (docs/product.md, "Validation rules"),
 * without zod: the schemas (schemas/fields.ts, schemas/contact.ts) are built from them, and the home
 * page's contact form checks the same rules by hand from them, so that page need not download zod
 * (docs/decisions/0017-pages-answer-at-once.md).
 *
 * The e-mail rule keeps the original site's messages but accepts what real mail accepts
 * (docs/decisions/0009-accounts-trust.md): dots, plus, dash, underscore and percent in the local part
 * (never a leading, trailing or double dot), any number of sub-domains, and a top-level domain of 2 to
 * 63 letters, so `.shop`, `.store`, `.info` and `.online` customers can sign up.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[#?!@$%^&*-]).+$/;

export const EMAIL_MAX = 254;
/** The part before the @ (RFC 5321). */
export const EMAIL_LOCAL_MAX = 64;
export const PERSON_NAME_MAX = 80;
export const CONTACT_MESSAGE_MAX = 5000;

export const lengthMessages = {
  nameTooLong: `Name must be at most ${PERSON_NAME_MAX} characters`,
  contactMessageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
} as const;

/** What is wrong with an e-mail address, already trimmed, in the words of the e-mail rule; undefined when nothing is. */
export function emailProblem(email: string): string | undefined {
  if (email.length === 0) return fieldMessages.emailRequired;
  const fits = email.length <= EMAIL_MAX && email.indexOf('@') <= EMAIL_LOCAL_MAX;
  return fits && EMAIL_PATTERN.test(email) ? undefined : fieldMessages.emailInvalid;
}
