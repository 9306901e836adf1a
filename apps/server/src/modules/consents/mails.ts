import { BRAND } from '@teatree/shared/messages';
import type { ConsentKind } from '@teatree/shared/schemas/consent';
import { type HtmlMail, htmlMail, type Mail } from '../../lib/mail-layout.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';

/**
 * The mails of consents (docs/decisions/0044-mails-with-consent.md): the confirmation a guest's sign-up
 * asks for, and the frame of every marketing mail: a visible unsubscribe link and the one-click
 * `List-Unsubscribe` headers (RFC 8058), both naming the one consent the mail is sent under.
 */

const CONFIRM = 'consent-confirm';
const UNSUBSCRIBE = 'consent-unsubscribe';

/** A consent as its links name it: its kind (to word the answer when the consent is gone) and its id. */
export const linkSubject = (kind: ConsentKind, id: string) => `${kind}:${id}`;

export function readLinkSubject(subject: string | null): { kind: ConsentKind; id: string } | null {
  const match = subject?.match(/^(newsletter|cart_reminders|refill_reminders|back_in_stock):(.+)$/);
  return match ? { kind: match[1] as ConsentKind, id: match[2]! } : null;
}

export interface ConsentLinks {
  confirm(kind: ConsentKind, id: string): string;
  /** The page a person opens from the mail's visible link. */
  unsubscribePage(kind: ConsentKind, id: string): string;
  /** The address a mail program posts `List-Unsubscribe=One-Click` to. */
  unsubscribeNow(kind: ConsentKind, id: string): string;
  readConfirm(token: string): { kind: ConsentKind; id: string } | null;
  readUnsubscribe(token: string): { kind: ConsentKind; id: string } | null;
}

export function consentLinks(origin: () => string, signer: LinkSigner): ConsentLinks {
  const token = (purpose: string, kind: ConsentKind, id: string) =>
    encodeURIComponent(signer.sign(purpose, linkSubject(kind, id)));
  return {
    confirm: (kind, id) => `${origin()}/subscribe/confirm?token=${token(CONFIRM, kind, id)}`,
    unsubscribePage: (kind, id) => `${origin()}/unsubscribe?token=${token(UNSUBSCRIBE, kind, id)}`,
    unsubscribeNow: (kind, id) => `${origin()}/api/subscriptions/unsubscribe?token=${token(UNSUBSCRIBE, kind, id)}`,
    readConfirm: (value) => readLinkSubject(signer.read(CONFIRM, value)),
    readUnsubscribe: (value) => readLinkSubject(signer.read(UNSUBSCRIBE, value)),
  };
}

/** What a consent is to, in the words of its mails and pages. */
export function consentTopic(kind: ConsentKind, productName: string | null): string {
  switch (kind) {
    case 'newsletter':
      return `the ${BRAND} newsletter`;
    case 'cart_reminders':
      return 'reminders of a cart you left';
    case 'refill_reminders':
      return 'reminders to refill your tea';
    case 'back_in_stock':
      return productName ? `a mail when ${productName} is back in stock` : 'a back-in-stock alert';
  }
}

/** The mail a sign-up for someone not signed in asks to be confirmed by (double opt-in). */
export function confirmationMail(to: string, topic: string, url: string): Mail {
  const subject = `Please confirm: ${topic}`;
  const intro = [
    `Someone, we hope you, asked for ${topic} at this address.`,
    'Nothing will be sent until you confirm. If it was not you, ignore this mail.',
  ];
  return {
    to,
    subject,
    text: `Hello,\n\n${intro.join('\n\n')}\n\nConfirm: ${url}\n\n${BRAND}\n`,
    html: htmlMail({ subject, greeting: 'Hello,', intro, action: { label: 'Confirm', url } }),
  };
}

export interface MarketingMail extends Omit<HtmlMail, 'unsubscribe'> {
  to: string;
  /** Plain-text lines between the intro and the button (the teas of a cart). */
  textMiddle?: string;
  /** The consent it is sent under. */
  consent: { kind: ConsentKind; id: string };
  newsletterId?: string;
}

/** A mail sent under a consent: its unsubscribe link in the text and the HTML, and the one-click headers. */
export function marketingMail(links: ConsentLinks, mail: MarketingMail): Mail {
  const { to, textMiddle, consent, newsletterId, ...layout } = mail;
  const page = links.unsubscribePage(consent.kind, consent.id);
  const label = consent.kind === 'back_in_stock' ? 'Cancel this alert' : 'Unsubscribe';
  const text = [
    layout.greeting,
    ...layout.intro,
    ...(textMiddle ? [textMiddle] : []),
    ...(layout.outro ?? []),
    `${layout.action.label}: ${layout.action.url}`,
    `${BRAND}. ${label}: ${page}`,
  ].join('\n\n');
  return {
    to,
    subject: layout.subject,
    text: `${text}\n`,
    html: htmlMail({ ...layout, unsubscribe: { label, url: page } }),
    listUnsubscribe: links.unsubscribeNow(consent.kind, consent.id),
    ...(newsletterId ? { newsletterId } : {}),
  };
}
