import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

/** Shop-wide values the app servers share, such as the session-signing secret made on first start. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** The pages the owner writes (docs/decisions/0038-shop-pages.md): a row once the owner has saved one. */
export const shopPages = pgTable('shop_pages', {
  slug: text('slug').primaryKey(),
  body: text('body').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** Who saved it last, by name; kept when their account goes. */
  updatedByName: text('updated_by_name').notNull(),
});
