import type { Role, ShopUser } from '@teatree/shared/schemas/auth';
import { and, desc, eq, inArray, isNull, ne, notExists, or } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Database, Executor } from '../../db/client.ts';
import { account, user, verification } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { forgetConsentsOf } from '../consents/repository.ts';
import { forgetPhoneOnOrdersOf } from '../orders/repository.ts';
import { anonymiseReviewsOf } from '../reviews/repository.ts';

export type UserRow = typeof user.$inferSelect;

export function toShopUser(row: UserRow): ShopUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    image: row.image,
    role: row.role,
    phone: row.phone,
    company: row.company,
    bio: row.bio,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string) {
  const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
  return row;
}

/** The profile fields a user edits (PATCH /api/profile); a field left out stays, an empty image clears it. */
export async function updateProfile(
  db: Executor,
  id: string,
  {
    name,
    phone,
    company,
    bio,
    image,
  }: { name: string; phone?: string; company?: string; bio?: string; image?: string },
) {
  const [row] = await db
    .update(user)
    .set({
      name,
      ...(phone !== undefined && { phone }),
      ...(company !== undefined && { company }),
      ...(bio !== undefined && { bio }),
      ...(image !== undefined && { image: image || null }),
      updatedAt: new Date(),
    })
    .where(eq(user.id, id))
    .returning();
  return row!;
}

/** A customer's own photo, uploaded on their profile (the address of its stored picture). */
export async function setPhoto(db: Executor, id: string, image: string) {
  await db.update(user).set({ image, updatedAt: new Date() }).where(eq(user.id, id));
}

export async function listUsers(db: Executor) {
  return (await db.select().from(user).orderBy(desc(user.createdAt), desc(user.id))).map(toShopUser);
}

export const LAST_ADMIN = 'The shop must keep at least one administrator';

/**
 * ADMIN_EMAILS makes an account an administrator only through the front door: its address is on the
 * list, verified, still the address the account was created with (changing one's e-mail never grants
 * a role), and its password chosen after the address was proven (a verification makes the owner choose
 * one). Called at start, when an account is created (Google's verified addresses), when an address is
 * verified and when a password is chosen. Never takes a role away. Answers the addresses it promoted.
 */
export async function grantAdminEmails(db: Executor, adminEmails: readonly string[], only?: string) {
  const emails = only ? adminEmails.filter((email) => email === only) : adminEmails;
  if (emails.length === 0) return [];
  const promoted = await db
    .update(user)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(
      and(
        inArray(user.email, [...emails]),
        eq(user.emailVerified, true),
        eq(user.email, user.signUpEmail),
        ne(user.role, 'admin'),
        // A password still to choose after the address was proven: the owner has not taken the account yet.
        notExists(
          db
            .select({ id: account.id })
            .from(account)
            .where(and(eq(account.userId, user.id), eq(account.providerId, 'credential'), isNull(account.password))),
        ),
      ),
    )
    .returning({ email: user.email });
  return promoted.map((row) => row.email);
}

/** Every admin row, locked, and the user the change is about (404 when there is none). */
async function lockAdminsAndFind(tx: Executor, email: string) {
  // Every admin row, locked in one order before anything is read: two admins demoting each other
  // at once take turns, and the second sees the first one's change.
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(user.id)
    .for('update');
  const target = await findUserByEmail(tx, email);
  if (!target) throw notFound('There is no user with this e-mail');
  const isLastAdmin = target.role === 'admin' && !admins.some((a) => a.id !== target.id);
  return { target, isLastAdmin };
}

/**
 * Changes a user's role inside a transaction that locks the admins' rows, so two admins acting at once
 * can never leave the shop without an administrator. Removing a user is `removeAccount`.
 */
export async function changeRole(db: Database, email: string, role: Role) {
  return db.transaction(async (tx) => {
    const { target, isLastAdmin } = await lockAdminsAndFind(tx, email);
    if (isLastAdmin && role !== 'admin') throw conflict(LAST_ADMIN);
    const updated = await tx
      .update(user)
      .set({ role, updatedAt: new Date() })
      .where(and(eq(user.id, target.id), ne(user.role, role)))
      .returning({ id: user.id });
    return updated.length;
  });
}

/**
 * Removes an account, for Remove User (an admin) and for a customer deleting their own, in one
 * transaction (docs/decisions/0010-personal-data.md):
 * - the user row goes, and with it (ON DELETE CASCADE) every session and sign-in method, so every
 *   device is signed out at once; pending verification and reset tokens go too;
 * - orders stay for the shop's books with no account (user_id set null), keeping the name, e-mail and
 *   address the sale was made to; the phone number goes. Unpaid orders can no longer be paid, so they
 *   are cancelled and their tea returns to stock;
 * - reviews stay, anonymised: "Former customer", no address, no photo.
 * The last administrator is never removed (409 with `lastAdminMessage`).
 */
export async function removeAccount(
  db: Database,
  email: string,
  {
    lastAdminMessage = LAST_ADMIN,
    endUnpaidOrders,
  }: {
    lastAdminMessage?: string;
    /** Ends the account's unpaid orders in this transaction (src/workflows/cancel-order.ts); answers whether stock changed. */
    endUnpaidOrders: (tx: Executor, userId: string) => Promise<unknown>;
  },
): Promise<{ deletedCount: number }> {
  return db.transaction(async (tx) => {
    const { target, isLastAdmin } = await lockAdminsAndFind(tx, email);
    if (isLastAdmin) throw conflict(lastAdminMessage);

    await endUnpaidOrders(tx, target.id);
    await forgetPhoneOnOrdersOf(tx, target.id);
    await anonymiseReviewsOf(tx, target.id);
    // Better Auth's tokens name the account by its id (password reset) or by its address.
    await tx
      .delete(verification)
      .where(or(eq(verification.value, target.id), eq(verification.identifier, target.email)));
    // The consents given for its address, signed in or not (docs/decisions/0044-mails-with-consent.md).
    await forgetConsentsOf(tx, target.email);
    const removed = await tx.delete(user).where(eq(user.id, target.id)).returning({ id: user.id });
    return { deletedCount: removed.length };
  });
}

/**
 * Locks a customer's account row until the transaction ends (`FOR NO KEY UPDATE`, which a sign-in's
 * reading of the row does not wait for): what changes their cart takes turns with itself and with
 * placing an order, which locks the same row first (migration 0021's `order_customer_refusal`).
 */
export async function lockAccount(tx: Executor, userId: string) {
  await lockAccountRow(tx, { userId });
}
/** Built once (db/built-once.ts): every change of a cart takes this lock first. */
const lockAccountRow = builtOnce<{ userId: string }>()('lock_account', (tx, v) =>
  tx.select({ id: user.id }).from(user).where(eq(user.id, v.userId)).for('no key update'),
);
