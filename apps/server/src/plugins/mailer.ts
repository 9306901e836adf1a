import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailOutbox } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** `smtp` delivers through SMTP_URL; `outbox` keeps mail in the database and the log. */
  readonly mode: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async function mailer(app: FastifyInstance, opts: { smtpUrl?: string; from: string }) {
    let mailer: Mailer;
    if (opts.smtpUrl) {
      const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
      app.addHook('onClose', async () => transport.close());
      mailer = {
        mode: 'smtp',
        async send(mail) {
          await transport.sendMail({ from: opts.from, ...mail });
          app.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        },
      };
    } else {
      mailer = {
        mode: 'outbox',
        async send(mail) {
          await app.db.insert(mailOutbox).values({
            id: newId('mail'),
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? null,
          });
          app.log.info(
            { to: mail.to, subject: mail.subject, text: mail.text },
            'mail kept in the local outbox (no SMTP_URL)',
          );
        },
      };
    }
    app.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['database'] },
);
