import { z } from 'zod';
import { emailField, personNameField } from './fields.ts';

export const CONTACT_MESSAGE_MAX = 5000;

export const contactInput = z.object({
  name: personNameField,
  email: emailField,
  message: z
    .string()
    .trim()
    .max(CONTACT_MESSAGE_MAX, { error: `Message must be at most ${CONTACT_MESSAGE_MAX} characters` })
    .optional()
    .default(''),
});
export type ContactInput = z.input<typeof contactInput>;
