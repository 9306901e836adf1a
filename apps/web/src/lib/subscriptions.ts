import { useMutation } from '@tanstack/react-query';
import { emailProblem } from '@teatree/shared/field-rules';
import type { LinkAnswer, SubscribeAnswer, SubscribeInput } from '@teatree/shared/schemas/consent';
import { ApiError, api } from './api-client';
import { failureMessage } from './form-errors';

/*
 * Sign-ups to the mails with consent (docs/decisions/0044-mails-with-consent.md), shared by the footer's
 * newsletter form, a sold-out tea's alert, the checkout's newsletter box, and the pages the mailed links
 * open. The footer imports this module only when its form is sent: it is in no page's first script.
 */

/**
 * POST /api/subscriptions: the newsletter, or the alert of a sold-out tea (and size). The answer's
 * message says what happens next (a link to confirm is mailed, or it is given at once).
 */
export function subscribe(input: SubscribeInput): Promise<SubscribeAnswer> {
  return api.post<SubscribeAnswer>('/subscriptions', input);
}

/**
 * What a sign-up form shows once sent: the answer's message, or what went wrong, `about` the address
 * typed (under its field) or the tea (its stock changed: it sells again, or is gone).
 */
export type SignUpOutcome = { ok: true; message: string } | { ok: false; message: string; about?: 'email' | 'tea' };

/** Checks the address as the server does (in its words), then signs it up; never throws. */
export async function signUp(input: SubscribeInput): Promise<SignUpOutcome> {
  const email = input.email.trim();
  const problem = emailProblem(email);
  if (problem) return { ok: false, message: problem, about: 'email' };
  try {
    const answer = await subscribe({ ...input, email });
    return { ok: true, message: answer.message };
  } catch (error) {
    const fields = error instanceof ApiError ? error.fields : {};
    if (fields.email) return { ok: false, message: fields.email, about: 'email' };
    const onTea = fields.productId ?? fields.sizeId;
    if (onTea) return { ok: false, message: onTea, about: 'tea' };
    return { ok: false, message: failureMessage(error) };
  }
}

/** A sign-up as a form sends it: one at a time, its outcome once it is known. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

/** The footer's note under its field: the answer's message, or (`bad`) what is wrong. */
export type FooterNote = { text: string; bad?: boolean };

let footerSending = false;

/**
 * The footer's newsletter form, sent (components/layout/newsletter-signup.tsx): the address in its
 * `email` field signed up, and the outcome shown with `show`; the field takes the focus when it is wrong.
 * A second press while the first is on its way sends nothing more.
 */
export async function sendFooterSignUp(form: HTMLFormElement, show: (note: FooterNote) => void): Promise<void> {
  if (footerSending) return;
  footerSending = true;
  const field = form.elements.namedItem('email') as HTMLInputElement;
  try {
    const outcome = await signUp({ kind: 'newsletter', email: field.value });
    show({ text: outcome.message, bad: !outcome.ok });
    if (outcome.ok) form.reset();
    else field.focus();
  } finally {
    footerSending = false;
  }
}

/** The two links a consent's mails carry: the one that confirms a sign-up, and the one that ends it. */
export type MailLink = 'confirm' | 'unsubscribe';

/**
 * POST /api/subscriptions/confirm or /unsubscribe with a mailed link's token (no sign-in). Following a
 * link twice changes nothing the second time (`changed: false`); a token that is no link's is a 400.
 */
export function followMailLink(link: MailLink, token: string): Promise<LinkAnswer> {
  return api.post<LinkAnswer>(`/subscriptions/${link}`, { token });
}

/** A mailed link followed, its answer kept under the link and its token. */
export function useFollowMailLink(link: MailLink) {
  return useMutation({
    mutationKey: ['subscriptions', link],
    mutationFn: (token: string) => followMailLink(link, token),
  });
}
