import { CONTACT_MESSAGE_MAX, emailProblem, lengthMessages, PERSON_NAME_MAX } from '@teatree/shared/field-rules';
import { fieldMessages } from '@teatree/shared/messages';

export type ContactFields = { name: string; email: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/**
 * The contact message's rules, checked by hand: the server checks the same rules with zod
 * (packages/shared/src/schemas/contact.ts), and both take their limits and words from
 * packages/shared/src/field-rules.ts. The home page carries this form, and zod would add about 37 KB
 * to that page's download (docs/decisions/0017-pages-answer-at-once.md). Answers the message as the
 * server would read it (trimmed, the address in lower case), or the first problem of each field.
 */
export function checkContact(input: ContactFields): { message: ContactFields } | { errors: ContactErrors } {
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  const errors: ContactErrors = {};
  if (name.length === 0) errors.name = fieldMessages.nameRequired;
  else if (name.length > PERSON_NAME_MAX) errors.name = lengthMessages.nameTooLong;
  const badEmail = emailProblem(email);
  if (badEmail) errors.email = badEmail;
  if (message.length > CONTACT_MESSAGE_MAX) errors.message = lengthMessages.contactMessageTooLong;
  return Object.keys(errors).length > 0 ? { errors } : { message: { name, email: email.toLowerCase(), message } };
}
