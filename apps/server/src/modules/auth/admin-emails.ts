import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';

/**
 * ADMIN_EMAILS makes an account an administrator only through the front door: its address is on the
 * list, verified, and still the address the account was created with (changing one's e-mail never
 * grants a role). Called at start, when an account is created (Google's verified addresses) and when
 * an address is verified. Never takes a role away. Answers the addresses it promoted.
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
      ),
    )
    .returning({ email: user.email });
  return promoted.map((row) => row.email);
}
