import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * The shop's own rate limits (contact form, reviews, card attempts, unknown addresses): how many
 * requests a key (route and client) made in its current window. Kept in the database, so every app
 * server counts against the same limit (plugins/rate-limits.ts).
 */
export const requestLimits = pgTable('request_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamptz('window_ends_at').notNull(),
});
