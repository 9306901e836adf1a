import { z } from 'zod';
import { fieldMessages } from '../messages.ts';
import { emailField, passwordField, personNameField } from './fields.ts';

/** Sign-up (docs/product.md, "Validation rules"): name, e-mail and a password with a digit and a special character. */
export const signUpInput = z.object({
  name: personNameField,
  email: emailField,
  password: passwordField,
});
export type SignUpInput = z.input<typeof signUpInput>;

/** Sign-in: the form applies the sign-up rules too; the server only needs both fields. */
export const signInInput = z.object({
  email: emailField,
  password: z.string({ error: fieldMessages.passwordRequired }).min(1, { error: fieldMessages.passwordRequired }),
});
export type SignInInput = z.input<typeof signInInput>;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The signed-in user as the session knows them: what the server sets on each request and what
 * GET /api/auth/get-session answers the web app (with the profile's own fields when they are filled).
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  role: Role;
  phone?: string;
  company?: string;
  bio?: string;
}

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional();

/** The profile form: the display name, and the shop's extra fields. */
export const profileInput = z.object({
  name: personNameField,
  phone: optionalText('Phone', 40),
  company: optionalText('Company', 100),
  bio: optionalText('Bio', 1000),
  image: z
    .string()
    .trim()
    .max(500, { error: 'Photo address must be at most 500 characters' })
    .refine((v) => v === '' || v.startsWith('/media/') || /^https:\/\/\S+$/.test(v), {
      error: 'Photo must be an https:// address',
    })
    .optional(),
});
export type ProfileInput = z.input<typeof profileInput>;

/** A user as the profile page and the users table read it. `_id` and `role` are the API's names (docs/product.md). */
export const shopUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  phone: z.string(),
  company: z.string(),
  bio: z.string(),
  createdAt: z.string(),
});
export type ShopUser = z.infer<typeof shopUser>;
