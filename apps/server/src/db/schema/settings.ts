import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Shop-wide values the app servers share, such as the session-signing secret made on first start. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
