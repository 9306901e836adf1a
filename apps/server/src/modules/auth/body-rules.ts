import { profileInput, signInInput, signUpInput } from '@teatree/shared/schemas/auth';
import { emailField, passwordField } from '@teatree/shared/schemas/fields';
import { z } from 'zod';

/** A page of this shop to return to: a path on the same origin, never another site. */
const localPath = z
  .string({ error: 'must be a path in this shop' })
  .max(300, { error: 'must be at most 300 characters' })
  .regex(/^\/(?![/\\])[^\s]*$/, { error: 'must be a path in this shop, such as /profile' });

/** Where a verification link ends: the page that says the address is verified. */
export const VERIFIED_PAGE = '/verified';

const currentPassword = z
  .string({ error: 'Please enter your current password' })
  .min(1, { error: 'Please enter your current password' })
  .max(128, { error: 'Password must be at most 128 characters' });

/** A token from a mailed link or a provider's answer: a reset id, a signed verification token, a code. */
const token = z
  .string({ error: 'The link is not valid' })
  .min(1, { error: 'The link is not valid' })
  .max(2000, { error: 'The link is not valid' });

/**
 * The account routes a browser or an API client may call, each with the one body it may send. The same
 * field rules as the shop's forms (name, e-mail, password, photo), strict: an unknown field is a 400
 * naming it, so nothing reaches Better Auth that the shop has not checked. A path that is not listed
 * (Better Auth's admin, impersonation, ban and account-deletion endpoints among them) answers 404.
 */
export interface AuthRoute {
  method: 'GET' | 'POST';
  body?: z.ZodType;
  /** The query a GET must carry (other parameters pass, as providers add their own). */
  query?: z.ZodType;
  /** Where a browser that followed a broken link is sent instead of a 400 (a mailed link, say). */
  onBadQuery?: string;
  /**
   * The answer given at once, the same for every request with a valid body; Better Auth does the work
   * after it. For a request whose time must not tell anything (docs/decisions/0009-accounts-trust.md).
   */
  answerFirst?: { status: number; body: unknown };
}

export const authRoutes: Record<string, AuthRoute> = {
  '/get-session': { method: 'GET' },
  '/sign-up/email': {
    method: 'POST',
    body: signUpInput
      .extend({ callbackURL: localPath.optional() })
      .strict()
      // The verification mail always leads to the page that says the address is verified.
      .transform((body) => ({ ...body, callbackURL: VERIFIED_PAGE })),
  },
  '/sign-in/email': {
    method: 'POST',
    body: signInInput.extend({ callbackURL: localPath.optional(), rememberMe: z.boolean().optional() }).strict(),
  },
  '/sign-in/social': {
    method: 'POST',
    body: z
      .object({
        provider: z.literal('google', { error: 'The only sign-in provider is google' }),
        callbackURL: localPath.optional(),
        errorCallbackURL: localPath.optional(),
        newUserCallbackURL: localPath.optional(),
      })
      .strict(),
  },
  '/callback/google': {
    method: 'GET',
    query: z.object({
      code: token.optional(),
      state: token.optional(),
      error: z.string().max(200).optional(),
    }),
    onBadQuery: '/login?error=invalid_callback_request',
  },
  '/sign-out': { method: 'POST', body: z.object({}).strict().optional() },
  '/request-password-reset': {
    method: 'POST',
    body: z.object({ email: emailField, redirectTo: localPath.optional() }).strict(),
    // Better Auth's own words for a known and an unknown address alike.
    answerFirst: {
      status: 200,
      body: { status: true, message: 'If this email exists in our system, check your email for the reset link' },
    },
  },
  '/reset-password': { method: 'POST', body: z.object({ newPassword: passwordField, token }).strict() },
  '/send-verification-email': {
    method: 'POST',
    body: z
      .object({ email: emailField, callbackURL: localPath.optional() })
      .strict()
      .transform((body) => ({ ...body, callbackURL: body.callbackURL ?? VERIFIED_PAGE })),
  },
  '/verify-email': {
    method: 'GET',
    query: z.object({ token, callbackURL: localPath.optional() }),
    onBadQuery: `${VERIFIED_PAGE}?error=INVALID_TOKEN`,
  },
  '/update-user': {
    method: 'POST',
    body: z
      .object({ name: profileInput.shape.name.optional(), image: profileInput.shape.image.nullable() })
      .strict()
      .refine((body) => Object.keys(body).length > 0, { error: 'Send a name or an image to change' }),
  },
  '/change-email': {
    method: 'POST',
    body: z.object({ newEmail: emailField, callbackURL: localPath.optional() }).strict(),
  },
  '/change-password': {
    method: 'POST',
    body: z
      .object({ currentPassword, newPassword: passwordField, revokeOtherSessions: z.boolean().optional() })
      .strict(),
  },
};

/** `/reset-password/{token}`: the mailed reset link, which sends the browser on to the reset form. */
export const RESET_LINK = /^\/reset-password\/[A-Za-z0-9_-]{1,200}$/;
export const resetLinkRoute: AuthRoute = {
  method: 'GET',
  query: z.object({ callbackURL: localPath }),
  onBadQuery: '/reset-password?error=INVALID_TOKEN',
};
