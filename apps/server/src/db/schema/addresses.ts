import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { clockStamped, id, refTo } from './columns.ts';

/**
 * A customer's kept delivery addresses (docs/decisions/0030-delivery-addresses.md): at most
 * ADDRESSES_MAX an account, exactly one the default when there are any (the partial unique index keeps
 * it to at most one; src/modules/addresses/repository.ts names a new one when the default goes). They
 * go with the account.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: refTo('user_id', () => user.id, 'cascade'),
    fullName: text('full_name').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: clockStamped('created_at'),
    updatedAt: clockStamped('updated_at'),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
