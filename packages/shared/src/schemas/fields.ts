import { z } from 'zod';
import {
  EMAIL_LOCAL_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  lengthMessages,
  PASSWORD_PATTERN,
  PERSON_NAME_MAX,
} from '../field-rules.ts';
import { fieldMessages } from '../messages.ts';

/**
 * Field rules of the shop's forms (docs/product.md, "Validation rules"), written once and used by the
 * forms, the server, the configuration and the command line; their limits, patterns and words are in
 * ../field-rules.ts.
 */
export { EMAIL_PATTERN, PASSWORD_PATTERN } from '../field-rules.ts';

/**
 * A number field of a form, whose input holds text: read as a number, as the form reads it, before the
 * field's own rule. The API's bodies take JSON numbers only (a string, a list or `true` is refused, never
 * read as a number): its schemas use the rule itself, and only a form wraps it in this.
 */
export function formNumber<T extends z.ZodType>(rule: T) {
  return z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), rule);
}

/** A required string: missing, null or blank all answer with the one message. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

export const emailField = requiredText(fieldMessages.emailRequired)
  .max(EMAIL_MAX, { error: fieldMessages.emailInvalid })
  .regex(EMAIL_PATTERN, { error: fieldMessages.emailInvalid })
  .refine((email) => email.indexOf('@') <= EMAIL_LOCAL_MAX, { error: fieldMessages.emailInvalid })
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: fieldMessages.passwordRequired })
  .min(1, { error: fieldMessages.passwordRequired })
  .max(128, { error: 'Password must be at most 128 characters' })
  .regex(PASSWORD_PATTERN, { error: fieldMessages.passwordWeak });

export const personNameField = requiredText(fieldMessages.nameRequired).max(PERSON_NAME_MAX, {
  error: lengthMessages.nameTooLong,
});

/** A page of a list in the address (`?page=`), from 1. */
export const pageNumberField = z.coerce
  .number({ error: 'Page must be a whole number from 1' })
  .int({ error: 'Page must be a whole number from 1' })
  .min(1, { error: 'Page must be a whole number from 1' })
  .max(100_000, { error: 'Page must be at most 100,000' })
  .optional();

/** A list read a slice at a time (`?limit=&offset=`): at most 100 rows, from a row's place in it. */
export const limitOffsetFields = {
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
};

/** What an administrator's list is searched for (`?q=`), trimmed; an empty search is no search. */
export const listSearchField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Search must be at most ${max} characters` })
    .optional();
