import nodemailer from 'nodemailer';
import type { Mail } from '../lib/mail-layout.ts';

/** Hands one mail to the mail server: resolves once it is accepted, rejects when it is not. */
export type Deliver = (
  mail: Pick<Mail, 'to' | 'subject' | 'text' | 'html' | 'replyTo'> & { headers?: Record<string, string> },
) => Promise<unknown>;

export interface MailTransport {
  deliver: Deliver;
  close(): void;
}

/**
 * How mail leaves the shop: SMTP at SMTP_URL, from MAIL_FROM; none without SMTP_URL, and the shop then
 * keeps its mail in the outbox (modules/outbox/mailer.ts, which queues every mail and sends it through this).
 */
export function mailTransport(opts: { smtpUrl?: string; from: string }): MailTransport | null {
  if (!opts.smtpUrl) return null;
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    deliver: (mail) => transport.sendMail({ from: opts.from, ...mail }),
    close: () => transport.close(),
  };
}
