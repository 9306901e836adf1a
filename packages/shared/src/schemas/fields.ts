import { z } from 'zod';
import { fieldMessages } from '../messages.ts';

/**
 * Field rules of the shop's forms (docs/product.md, "Validation rules"), written once and used by the
 * forms, the server, the configuration and the command line.
 *
 * The e-mail rule keeps the original site's messages but accepts what real mail accepts
 * (docs/decisions/0009-accounts-trust.md): dots, plus, dash, underscore and percent in the local part
 * (never a leading, trailing or double dot), any number of sub-domains, and a top-level domain of 2 to
 * 63 letters, so `.shop`, `.store`, `.info` and `.online` customers can sign up.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[#?!@$%^&*-]).+$/;

/** A required string: missing, null or blank all answer with the one message. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

export const emailField = requiredText(fieldMessages.emailRequired)
  .max(254, { error: fieldMessages.emailInvalid })
  .regex(EMAIL_PATTERN, { error: fieldMessages.emailInvalid })
  .refine((email) => email.indexOf('@') <= 64, { error: fieldMessages.emailInvalid })
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: fieldMessages.passwordRequired })
  .min(1, { error: fieldMessages.passwordRequired })
  .max(128, { error: 'Password must be at most 128 characters' })
  .regex(PASSWORD_PATTERN, { error: fieldMessages.passwordWeak });

export const personNameField = requiredText(fieldMessages.nameRequired).max(80, {
  error: 'Name must be at most 80 characters',
});
