import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, id, refTo, timestamptz } from './columns.ts';

/** The contact form's messages, kept whatever becomes of their mail; the owner reads and answers them in the Inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
    /** When an administrator first opened it; null while it is unread. */
    readAt: timestamptz('read_at'),
    /** When an administrator marked it handled (or answered it); null while it waits. */
    handledAt: timestamptz('handled_at'),
  },
  (table) => [index('contact_messages_newest').on(table.createdAt.desc(), table.id.desc())],
);

/** The owner's answers to a message, each sent through the mail queue with the message quoted. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: refTo('message_id', () => contactMessages.id, 'cascade'),
    body: text('body').notNull(),
    /** Who answered; the answer stays when their account goes. */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_replies_of_message').on(table.messageId, table.createdAt)],
);
