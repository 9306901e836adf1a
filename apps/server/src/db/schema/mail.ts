import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept', 'withdrawn'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail of the shop, written in the same transaction as the change it reports and sent in the
 * background (modules/outbox/mailer.ts): `queued` until a sender claims it, `sending` while one holds it
 * (until `next_attempt_at`, after which another may take it over), then `sent`, or `failed` after the
 * last retry. Without SMTP_URL mail is `kept`: the shop's outbox, read on the Outbox page and in the log.
 * A mail may be due later (`next_attempt_at`): the "waiting for payment" mail of an order waits
 * UNPAID_ORDER_REMINDER_MINUTES, and is `withdrawn`, unsent, once its order (`unpaid_order_id`) leaves
 * `pending` before then (migration 0027, docs/product.md "The mails of an order").
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('kept'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
    /** The order this mail asks to be paid: it goes out only while that order is still unpaid. */
    unpaidOrderId: text('unpaid_order_id'),
    /**
     * A marketing mail's one-click unsubscribe address (RFC 8058): sent as the `List-Unsubscribe` and
     * `List-Unsubscribe-Post` headers (docs/decisions/0044-mails-with-consent.md).
     */
    listUnsubscribe: text('list_unsubscribe'),
    /** The newsletter this mail is one of: what its progress counts. */
    newsletterId: text('newsletter_id'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_newsletter_idx').on(t.newsletterId, t.status).where(sql`${t.newsletterId} is not null`),
    index('mail_outbox_unpaid_order_idx').on(t.unpaidOrderId).where(sql`${t.unpaidOrderId} is not null`),
  ],
);
