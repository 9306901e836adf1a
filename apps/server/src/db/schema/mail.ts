import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail that had no SMTP server to go to. A shop on a laptop reads it here (and in the log), so
 * verification and reset links work without any mail set-up.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
