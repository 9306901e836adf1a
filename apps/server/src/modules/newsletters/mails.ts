import type { Mail } from '../../lib/mail-layout.ts';
import { type ConsentLinks, marketingMail } from '../consents/mails.ts';

/** A newsletter's text, split where the owner left a blank line. */
export const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** One subscriber's copy of a newsletter: the owner's words in the shop's mail layout, with its unsubscribe link and headers. */
export function newsletterMail(
  links: ConsentLinks,
  origin: string,
  letter: { subject: string; body: string; id?: string },
  to: { email: string; consentId: string },
): Mail {
  return marketingMail(links, {
    to: to.email,
    subject: letter.subject,
    greeting: 'Hello,',
    intro: paragraphsOf(letter.body),
    action: { label: 'Visit the shop', url: `${origin}/` },
    consent: { kind: 'newsletter', id: to.consentId },
    ...(letter.id ? { newsletterId: letter.id } : {}),
  });
}
