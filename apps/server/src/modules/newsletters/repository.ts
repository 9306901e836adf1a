import { DEFAULT_CART_REMINDER_HOURS, type NewsletterItem } from '@teatree/shared/schemas/consent';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appSettings, mailOutbox, newsletters } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The newsletters the owner sent (docs/decisions/0044-mails-with-consent.md): the `newsletters` table,
 * and how many of each one's mails the queue has sent. The owner's setting of the cart reminders' wait
 * is kept beside them, in `app_settings`.
 */
export type NewsletterRow = typeof newsletters.$inferSelect;

export async function addNewsletter(
  tx: Executor,
  values: { subject: string; body: string; createdByName: string; recipients: number },
): Promise<NewsletterRow> {
  const [row] = await tx
    .insert(newsletters)
    .values({ id: newId('news'), ...values })
    .returning();
  return row!;
}

/** The newsletters newest first, each with its mails sent so far. */
export async function listNewsletters(tx: Executor, limit = 50): Promise<NewsletterItem[]> {
  const rows = await tx
    .select()
    .from(newsletters)
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
    .limit(limit);
  const sent = await sentCounts(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, sent.get(row.id) ?? 0));
}

export function toItem(row: NewsletterRow, sent: number): NewsletterItem {
  return {
    _id: row.id,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    recipients: row.recipients,
    queued: row.queued,
    sent,
    status: row.finishedAt && sent >= row.queued ? 'sent' : 'sending',
  };
}

async function sentCounts(tx: Executor, ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await tx
    .select({ id: mailOutbox.newsletterId, n: count() })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.newsletterId, ids), inArray(mailOutbox.status, ['sent', 'kept'])))
    .groupBy(mailOutbox.newsletterId);
  return new Map(rows.map((row) => [row.id!, row.n]));
}

/** The newsletters whose mails are still being written into the queue, oldest first, locked for this round. */
export async function unfinishedNewsletters(tx: Executor) {
  return tx
    .select()
    .from(newsletters)
    .where(isNull(newsletters.finishedAt))
    .orderBy(newsletters.createdAt)
    .limit(5)
    .for('update', { skipLocked: true });
}

/** Records a batch written: `after` is the last subscriber written; a short batch finishes the newsletter. */
export async function recordBatch(
  tx: Executor,
  id: string,
  written: number,
  after: string | undefined,
  finished: boolean,
) {
  await tx
    .update(newsletters)
    .set({
      queued: sql`${newsletters.queued} + ${written}`,
      ...(after ? { after } : {}),
      ...(finished ? { finishedAt: sql`now()`, recipients: sql`${newsletters.queued} + ${written}` } : {}),
    })
    .where(eq(newsletters.id, id));
}

const CART_REMINDER_KEY = 'cart_reminder_hours';

export async function cartReminderHours(tx: Executor): Promise<number> {
  const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, CART_REMINDER_KEY));
  const hours = row ? Number(row.value) : Number.NaN;
  return Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_CART_REMINDER_HOURS;
}

export async function setCartReminderHours(tx: Executor, hours: number) {
  await tx
    .insert(appSettings)
    .values({ key: CART_REMINDER_KEY, value: String(hours) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(hours) } });
}
