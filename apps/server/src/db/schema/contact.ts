import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** The contact form's messages, kept whatever becomes of their mail; the owner reads and answers them in the Inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an administrator first opened it; null while it is unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an administrator marked it handled (or answered it); null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_newest').on(table.createdAt.desc(), table.id.desc())],
);

/** The owner's answers to a message, each sent through the mail queue with the message quoted. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Who answered; the answer stays when their account goes. */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_of_message').on(table.messageId, table.createdAt)],
);
