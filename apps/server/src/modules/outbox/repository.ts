import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Slots } from '../../db/built-once.ts';
import type { Database, Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { Mail } from '../../lib/mail-layout.ts';

/**
 * The shop's mail queue, the `mail_outbox` table: mail is written in the transaction of the change it
 * reports, claimed by one background sender at a time, and read on the Outbox page while it is kept.
 */
export type OutboxMail = typeof mailOutbox.$inferSelect;

/** A mail's row in the queue. */
export type OutboxRow = ReturnType<typeof outboxRow>;

/**
 * A value for a mail header (an address, a subject, a name within them): line breaks and other control
 * characters become one space, so no value a visitor typed can start a header of its own.
 */
export function headerValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed
  return value.replace(/\s*[\u0000-\u001f\u007f-\u009f\u2028\u2029]+\s*/g, ' ').trim();
}

/** A mail's row in the queue, every header value cleaned here, once, before it is stored. */
export function outboxRow(mail: Mail, status: 'queued' | 'kept') {
  return {
    id: newId('mail'),
    to: headerValue(mail.to),
    subject: headerValue(mail.subject),
    text: mail.text,
    html: mail.html ?? null,
    replyTo: mail.replyTo ? headerValue(mail.replyTo) : null,
    status,
    // Only when given: otherwise the database's own time (`now()`), as the sender compares with it.
    ...(mail.dueAt ? { nextAttemptAt: mail.dueAt } : {}),
    ...(mail.whileUnpaid ? { unpaidOrderId: mail.whileUnpaid } : {}),
    ...(mail.listUnsubscribe ? { listUnsubscribe: headerValue(mail.listUnsubscribe) } : {}),
    ...(mail.newsletterId ? { newsletterId: mail.newsletterId } : {}),
  };
}

/** The links of account mails (verification, reset, change of e-mail), their token hidden. */
const ACCOUNT_LINK_TOKEN = /(\/api\/auth\/(?:reset-password\/|verify-email\?(?:[^\s"'<>]*&)?token=))[^\s"'<>&?]+/g;
export const HIDDEN_TOKEN = 'hidden-see-the-server-log';

/**
 * A kept mail's text as the Outbox page shows it: an account link keeps its host and path, its token is
 * hidden. The whole link is only in the server's log (docs/decisions/0009-accounts-trust.md): any
 * administrator reads the Outbox, and a live link would hand them another's account.
 */
export function withTokensHidden(text: string): string {
  return text.replace(ACCOUNT_LINK_TOKEN, `$1${HIDDEN_TOKEN}`);
}

/**
 * Writes a mail's row in the queue: a statement not yet run, or a part of a larger one (a data-modifying
 * CTE), whose values may be read from its other parts (a new order's number, workflows/order-statement.ts).
 */
export function outboxInsert(tx: Executor, row: OutboxRow | Slots<OutboxRow> | PgInsertValue<typeof mailOutbox>) {
  return tx.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
}

/**
 * The mail kept while no SMTP server is configured, newest first: only mail already due, as a sender
 * would have sent it by now (a withdrawn mail has its own status, and is never listed).
 */
export function keptMail(db: Executor, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'kept'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/**
 * Claims up to `batch` due mails for `leaseSeconds`, counting the attempt: mail another sender holds is
 * skipped (`FOR UPDATE SKIP LOCKED`), and a mail whose lease ran out is taken over.
 */
export function claimDueMail(db: Database, batch: number, leaseSeconds: number): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        or(eq(mailOutbox.status, 'queued'), eq(mailOutbox.status, 'sending')),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Database, id: string) {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

/** A failed attempt: tried again after `retrySeconds`, or given up (`failed`). */
export async function markNotSent(
  db: Database,
  id: string,
  { failed, reason, retrySeconds }: { failed: boolean; reason: string; retrySeconds: number },
) {
  await db
    .update(mailOutbox)
    .set({
      status: failed ? 'failed' : 'queued',
      lastError: reason.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${retrySeconds})`,
    })
    .where(eq(mailOutbox.id, id));
}
