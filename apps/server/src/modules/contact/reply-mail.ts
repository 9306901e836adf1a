import { BRAND } from '@teatree/shared/messages';
import { htmlMail, type Mail } from '../../lib/mail-layout.ts';
import type { MessageRow } from './repository.ts';

/**
 * An administrator's answer to a contact message, as the sender receives it (docs/decisions/0036-inbox.md):
 * the answer, signed by the shop, with their message quoted below it, and replies going to the shop.
 */
export function replyMail(
  message: MessageRow,
  body: string,
  { shopEmail, origin, timeZone }: { shopEmail: string; origin: string; timeZone: string },
): Mail {
  const subject = `Re: your message to ${BRAND}`;
  const greeting = `Dear ${message.name},`;
  const wrote = `On ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(message.createdAt)}, you wrote:`;
  const quoted = message.message || '(no message)';
  return {
    to: message.email,
    replyTo: shopEmail,
    subject,
    text: `${greeting}\n\n${body}\n\n${BRAND}\n\n${wrote}\n${quoted
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')}\n`,
    html: htmlMail({
      subject,
      greeting,
      intro: body.split(/\n{2,}/),
      outro: [BRAND],
      action: { label: `Visit ${BRAND}`, url: origin },
      quote: { intro: wrote, text: quoted },
    }),
  };
}
