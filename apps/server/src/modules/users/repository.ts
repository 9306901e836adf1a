import type { Role, ShopUser } from '@teatree/shared/schemas/auth';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';

export type UserRow = typeof user.$inferSelect;

export function toShopUser(row: UserRow): ShopUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    image: row.image,
    role: row.role === 'admin' ? 'admin' : 'user',
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

export async function listUsers(db: Executor) {
  return (await db.select().from(user).orderBy(desc(user.createdAt), desc(user.id))).map(toShopUser);
}

export const LAST_ADMIN = 'The shop must keep at least one administrator';

/**
 * Changes a user's role, or removes the user, inside a transaction that locks the admins' rows, so two
 * admins acting at once can never leave the shop without an administrator.
 */
export async function changeUser(db: Database, email: string, change: { role: Role } | 'remove') {
  return db.transaction(async (tx) => {
    // Every admin row, locked in one order before anything is read: two admins demoting each other
    // at once take turns, and the second sees the first one's change.
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, 'admin'))
      .orderBy(user.id)
      .for('update');
    const target = await findUserByEmail(tx, email);
    if (!target) throw new HttpError(404, 'There is no user with this e-mail');
    const losesAdmin = target.role === 'admin' && (change === 'remove' || change.role !== 'admin');
    if (losesAdmin && !admins.some((a) => a.id !== target.id)) throw new HttpError(409, LAST_ADMIN);
    if (change === 'remove') {
      const removed = await tx.delete(user).where(eq(user.id, target.id)).returning({ id: user.id });
      return removed.length;
    }
    const updated = await tx
      .update(user)
      .set({ role: change.role, updatedAt: new Date() })
      .where(and(eq(user.id, target.id), ne(user.role, change.role)))
      .returning({ id: user.id });
    return updated.length;
  });
}
