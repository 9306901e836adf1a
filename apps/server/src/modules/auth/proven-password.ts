import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema/index.ts';

/** How long the "choose your password" step that follows a verification link stays open. */
const CHOOSE_WITHIN_MS = 60 * 60 * 1000;

/**
 * Just before an address is first proven (its verification link opened): the password the account was
 * given before anyone proved they own the address is forgotten, and every session of the account ends.
 * Whoever signed up with someone else's address keeps nothing once its owner verifies it; the owner
 * chooses the password next (docs/decisions/0009-accounts-trust.md).
 */
export async function forgetUnprovenPassword(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: null, updatedAt: new Date() })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    await tx.delete(session).where(eq(session.userId, userId));
  });
}

/** The address a verification token names, once Better Auth has accepted it; none for a change of e-mail. */
function verifiedAddress(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.email === 'string' && payload.updateTo === undefined ? payload.email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * After a verification link was accepted: when the account has a password to choose (its sign-up
 * password was forgotten as the address was proven), a fresh reset token for the "choose your password"
 * step, which the link's opener (the address's owner) takes next. Otherwise nothing.
 */
export async function passwordToChoose(db: Database, verificationToken: string): Promise<string | undefined> {
  const email = verifiedAddress(verificationToken);
  if (!email) return undefined;
  const [waiting] = await db
    .select({ userId: account.userId })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(user.email, email.toLowerCase()), eq(account.providerId, 'credential'), isNull(account.password)))
    .limit(1);
  if (!waiting) return undefined;
  const token = randomBytes(18).toString('base64url');
  await db.insert(verification).values({
    id: randomBytes(16).toString('hex'),
    identifier: `reset-password:${token}`,
    value: waiting.userId,
    expiresAt: new Date(Date.now() + CHOOSE_WITHIN_MS),
  });
  return token;
}
