import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { builtOnce } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import type { Mail } from '../../lib/mail-layout.ts';
import { mailTransport } from '../../plugins/mailer.ts';
import { MailQueue } from './mail-queue.ts';
import { type OutboxRow, outboxInsert, outboxRow } from './repository.ts';

export interface Mailer {
  /** `smtp` delivers through SMTP_URL; `outbox` keeps mail in the database and the log (a trial mode). */
  readonly mode: 'smtp' | 'outbox';
  /**
   * Puts a mail in the shop's durable queue. Pass the transaction of the change the mail reports, so
   * the two are written together; the mail is sent in the background, never while a request waits.
   */
  send(mail: Mail, tx?: Executor): Promise<void>;
  /**
   * `send` for a caller that writes the mail within a statement of its own: `row` is the mail's row in
   * the queue, for `outboxInsert`, and `queued()` is called once that statement has run.
   */
  prepare(mail: Mail): { row: OutboxRow; queued(): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** A mail's row written, built once for each set of the row's keys (db/built-once.ts): every order writes two or more. */
const queueMail = builtOnce<OutboxRow>()('queue_mail', (tx, row) => outboxInsert(tx, row));

/**
 * Every mail goes through one queue in the database (the `mail_outbox` table). With SMTP_URL a
 * background sender delivers it with retries; without it the mail is kept in the outbox and written to
 * the log, and the server says at start that mail leaves only that way.
 */
export default fp(
  async function mailer(app: FastifyInstance, opts: { smtpUrl?: string; from: string }) {
    const transport = mailTransport(opts);
    const queue = transport ? new MailQueue(app.db, app.log, transport.deliver) : null;

    const mailer: Mailer = {
      mode: transport ? 'smtp' : 'outbox',
      async send(mail, tx = app.db) {
        const { row, queued } = mailer.prepare(mail);
        await queueMail(tx, row);
        queued();
      },
      prepare(mail) {
        const row = outboxRow(mail, queue ? 'queued' : 'kept');
        return {
          row,
          queued: () => {
            if (queue) {
              // A mail written inside a transaction is seen by the sender once it commits; the next
              // round (at most a few seconds later) finds it if this nudge came too early.
              queue.wake();
            } else {
              // Trial mode: the log is how a laptop's first owner reads the verification link.
              app.log.info(
                { mailId: row.id, to: row.to, subject: row.subject, text: mail.text, dueAt: mail.dueAt },
                'mail kept in the outbox',
              );
            }
          },
        };
      },
    };
    app.decorate('mailer', mailer);

    app.addHook('onReady', async () => {
      if (queue) queue.start();
      else {
        app.log.warn(
          'SMTP_URL is not set: mail leaves only through the log and the Outbox page, and no customer receives any. Set SMTP_URL to send mail.',
        );
      }
    });
    app.addHook('onClose', async () => {
      await queue?.stop();
      transport?.close();
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
