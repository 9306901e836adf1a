import { sql } from 'drizzle-orm';
import { type AnyPgColumn, text, timestamp, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

/** The columns many tables share, each declared here the one way the migrations made it. */

/** A row's own id, made by the app server. */
export const id = () => text('id').primaryKey();

/** A moment with its time zone (`timestamptz`); null unless the column says otherwise. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written: the transaction's start. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row was written and last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A moment read from the clock as the row is written, not the transaction's start. */
export const clockStamped = (name: string) => timestamptz(name).notNull().default(sql`clock_timestamp()`);

/**
 * What an order, its lines and a review copy of a tea as its card shows it (besides its name), so that
 * they stay readable after the tea changes or is deleted.
 */
export const teaCard = () => ({
  category: text('category').notNull(),
  brand: text('brand').notNull(),
  description: text('description').notNull(),
  photo: text('photo').notNull(),
});

/**
 * A required column naming a row of another table. What becomes of it when that row goes is `onDelete`;
 * without one, a row that is named cannot be removed.
 */
export const refTo = (name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  text(name).notNull().references(target, { onDelete });
