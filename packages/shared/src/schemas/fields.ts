import { z } from 'zod';
import { fieldMessages } from '../messages.ts';

/**
 * Field rules of SPEC.md section 5, written once. The e-mail pattern is the spec's ("letters or
 * digits, @, letters, dot, 2 to 3 letters"), widened only by the characters real addresses use before
 * the @ (dot, dash, plus, underscore) and sub-domains after it, so that no real customer is refused.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[#?!@$%^&*-]).+$/;

/** A required string: missing, null or blank all answer with the one message. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

export const emailField = requiredText(fieldMessages.emailRequired)
  .max(254, { error: fieldMessages.emailInvalid })
  .regex(EMAIL_PATTERN, { error: fieldMessages.emailInvalid })
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: fieldMessages.passwordRequired })
  .min(1, { error: fieldMessages.passwordRequired })
  .max(128, { error: 'Password must be at most 128 characters' })
  .regex(PASSWORD_PATTERN, { error: fieldMessages.passwordWeak });

export const personNameField = requiredText(fieldMessages.nameRequired).max(80, {
  error: 'Name must be at most 80 characters',
});
