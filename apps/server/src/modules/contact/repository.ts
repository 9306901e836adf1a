import { INBOX_PAGE_SIZE, type InboxMessage, type InboxPage, type MessageChange } from '@teatree/shared/schemas/inbox';
import { asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages, contactReplies } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { containing } from '../../lib/like.ts';

/** A message as the contact form takes it, with the address it came from. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  ip: string;
}

export type MessageRow = typeof contactMessages.$inferSelect;
type ReplyRow = typeof contactReplies.$inferSelect;

/** Keeps a message: the shop's record of it, whatever becomes of the mail. Answers its id. */
export async function keepMessage(db: Executor, message: ContactMessage): Promise<string> {
  const id = newId('msg');
  await db.insert(contactMessages).values({ id, ...message });
  return id;
}

function toInboxMessage(row: MessageRow, replies: ReplyRow[]): InboxMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    handledAt: row.handledAt?.toISOString() ?? null,
    replies: replies.map((reply) => ({
      _id: reply.id,
      body: reply.body,
      by: reply.authorName,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

async function withReplies(db: Executor, rows: MessageRow[]): Promise<InboxMessage[]> {
  if (rows.length === 0) return [];
  const replies = await db
    .select()
    .from(contactReplies)
    .where(
      inArray(
        contactReplies.messageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return rows.map((row) =>
    toInboxMessage(
      row,
      replies.filter((reply) => reply.messageId === row.id),
    ),
  );
}

/**
 * One page of the Inbox, newest first: the messages whose sender's name, address or words contain
 * `q` (any case), each with its answers; how many match, and how many of all are unread.
 */
export async function listMessages(db: Executor, { q, page = 1 }: { q?: string; page?: number }): Promise<InboxPage> {
  const matches: SQL | undefined = q
    ? or(
        ilike(contactMessages.name, containing(q)),
        ilike(contactMessages.email, containing(q)),
        ilike(contactMessages.message, containing(q)),
      )
    : undefined;
  const [rows, [counted], [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(matches)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(matches),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return {
    messages: await withReplies(db, rows),
    total: counted?.n ?? 0,
    unread: unread?.n ?? 0,
    page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

export async function findMessage(db: Executor, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

/** The message with its answers, as the Inbox shows it; undefined when there is none. */
export async function inboxMessage(db: Executor, id: string): Promise<InboxMessage | undefined> {
  const row = await findMessage(db, id);
  return row && (await withReplies(db, [row]))[0];
}

/**
 * Marks a message read or unread, handled or waiting. A time already set stays (the first reading
 * counts); a message marked handled has been read.
 */
export async function changeMessage(db: Executor, id: string, change: MessageChange): Promise<boolean> {
  const read = change.read ?? (change.handled ? true : undefined);
  const updated = await db
    .update(contactMessages)
    .set({
      ...(read !== undefined && { readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null }),
      ...(change.handled !== undefined && {
        handledAt: change.handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null,
      }),
    })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return updated.length > 0;
}

/**
 * Keeps an administrator's answer beside the message and marks the message read and handled, in
 * `tx`: the caller puts the answer's mail in the queue in the same transaction.
 */
export async function keepReply(
  tx: Executor,
  message: MessageRow,
  reply: { body: string; authorId: string; authorName: string },
): Promise<void> {
  await tx.insert(contactReplies).values({ id: newId('rpl'), messageId: message.id, ...reply });
  await tx
    .update(contactMessages)
    .set({
      readAt: sql`coalesce(${contactMessages.readAt}, now())`,
      handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
    })
    .where(eq(contactMessages.id, message.id));
}
