import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, lengthMessages } from '../field-rules.ts';
import { emailField, personNameField } from './fields.ts';

/** The home page's form checks the same rules without zod (apps/web/src/features/contact/check-contact.ts). */
export const contactInput = z.object({
  name: personNameField,
  email: emailField,
  message: z
    .string()
    .trim()
    .max(CONTACT_MESSAGE_MAX, { error: lengthMessages.contactMessageTooLong })
    .optional()
    .default(''),
});
export type ContactInput = z.input<typeof contactInput>;
