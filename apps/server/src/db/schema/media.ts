import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, refTo } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded or seeded picture; its re-encoded widths live in media_variants. */
export const media = pgTable('media', {
  id: id(),
  originalName: text('original_name').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: refTo('media_id', () => media.id, 'cascade'),
    width: integer('width').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width] })],
);
