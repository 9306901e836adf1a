import {
  ADDRESSES_MAX,
  addressBookMessages,
  addressLine,
  type DeliveryAddress,
  type SavedAddress,
} from '@teatree/shared/schemas/address';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { lockAccount } from '../users/repository.ts';

/**
 * A customer's kept delivery addresses (docs/decisions/0030-delivery-addresses.md): at most
 * ADDRESSES_MAX, exactly one the default when there are any. Every change takes the account's row lock
 * first (lockAccount), so two changes at once take turns and the count and the default stay right.
 * Another customer's address is not found, as one that does not exist.
 */
type AddressRow = typeof addresses.$inferSelect;

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    fullName: row.fullName,
    country: row.country,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    phone: row.phone,
    isDefault: row.isDefault,
    line: addressLine(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The customer's addresses: the default first, then the oldest first. */
export async function addressesOf(db: Executor, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toSavedAddress);
}

/** One of the customer's addresses, or undefined (another's too). */
export async function findAddress(db: Executor, userId: string, id: string): Promise<SavedAddress | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
  return row && toSavedAddress(row);
}

function missing(): never {
  throw notFound(addressBookMessages.notFound);
}

/** Keeps a new address; the first one becomes the default. 409 past ADDRESSES_MAX. */
export async function addAddress(db: Database, userId: string, address: DeliveryAddress): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [{ count = 0 } = {}] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (count >= ADDRESSES_MAX) throw conflict(addressBookMessages.full, undefined, 'ADDRESSES_FULL');
    const [row] = await tx
      .insert(addresses)
      .values({ id: newId('adr'), userId, ...address, isDefault: count === 0 })
      .returning();
    return toSavedAddress(row!);
  });
}

/** Replaces an address's fields; whether it is the default stays. */
export async function changeAddress(
  db: Database,
  userId: string,
  id: string,
  address: DeliveryAddress,
): Promise<SavedAddress> {
  const [row] = await db
    .update(addresses)
    .set({ ...address, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .returning();
  return row ? toSavedAddress(row) : missing();
}

/** Makes an address the default, and the one before it no longer. */
export async function makeDefaultAddress(db: Database, userId: string, id: string): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    if (!(await findAddress(tx, userId, id))) missing();
    // The old default steps down first: the partial unique index allows one default at a time.
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), sql`${addresses.id} <> ${id}`));
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning();
    return toSavedAddress(row!);
  });
}

/** Deletes an address; when it was the default, the oldest left becomes the default. */
export async function removeAddress(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) missing();
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.createdAt), asc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
