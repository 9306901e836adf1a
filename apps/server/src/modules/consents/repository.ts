import {
  CONSENT_LABELS,
  type ConsentItem,
  type ConsentKind,
  type ConsentStatus,
  DEFAULT_CUPS_PER_DAY,
} from '@teatree/shared/schemas/consent';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consents, guestCarts, productSizes, products } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The consents to the mails that bring customers back (docs/decisions/0044-mails-with-consent.md): the
 * `consents` table alone. What holds now is what is kept: a withdrawn consent, and an alert once told,
 * are deleted.
 */
export type Consent = typeof consents.$inferSelect;

/** What one consent is of: a kind, an address, and for an alert its tea and size. */
export interface ConsentKey {
  kind: ConsentKind;
  email: string;
  productId?: string | null;
  sizeId?: string | null;
}

const sameKey = (key: ConsentKey) =>
  and(
    eq(consents.kind, key.kind),
    eq(consents.email, key.email),
    sql`coalesce(${consents.productId}, '') = ${key.productId ?? ''}`,
    sql`coalesce(${consents.sizeId}, '') = ${key.sizeId ?? ''}`,
  );

/** The consent of this key, locked for the transaction, if there is one. */
export async function lockedConsent(tx: Executor, key: ConsentKey): Promise<Consent | undefined> {
  const [row] = await tx.select().from(consents).where(sameKey(key)).for('update');
  return row;
}

/**
 * Writes a consent: given at once (`active`) or waiting for its mailed link (`pending`). A second ask of
 * one key meets the first (the unique key): it is made active if this one is, and asked again otherwise.
 */
export async function keepConsent(
  tx: Executor,
  key: ConsentKey & { status: ConsentStatus; userId: string | null; cupsPerDay?: number | null },
): Promise<Consent> {
  const given = key.status === 'active';
  const [made] = await tx
    .insert(consents)
    .values({
      id: newId('consent'),
      kind: key.kind,
      status: key.status,
      email: key.email,
      userId: key.userId,
      productId: key.productId ?? null,
      sizeId: key.sizeId ?? null,
      cupsPerDay: key.cupsPerDay ?? null,
      givenAt: given ? sql`clock_timestamp()` : null,
    })
    // The key is one of expressions (a tea or none), which a conflict target cannot name: any conflict.
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [row] = await tx
    .update(consents)
    .set({
      status: given ? 'active' : sql`${consents.status}`,
      givenAt: given ? sql`coalesce(${consents.givenAt}, clock_timestamp())` : sql`${consents.givenAt}`,
      askedAt: given ? sql`${consents.askedAt}` : sql`clock_timestamp()`,
      userId: sql`coalesce(${consents.userId}, ${key.userId})`,
      cupsPerDay: sql`coalesce(${key.cupsPerDay ?? null}, ${consents.cupsPerDay})`,
    })
    .where(sameKey(key))
    .returning();
  return row!;
}

/** Follows a confirmation link: the consent is given now. Answers the row, or undefined when it is gone. */
export async function giveConsent(tx: Executor, id: string): Promise<{ row: Consent; changed: boolean } | undefined> {
  const [row] = await tx.select().from(consents).where(eq(consents.id, id)).for('update');
  if (!row) return undefined;
  if (row.status === 'active') return { row, changed: false };
  const [given] = await tx
    .update(consents)
    .set({ status: 'active', givenAt: sql`clock_timestamp()` })
    .where(eq(consents.id, id))
    .returning();
  return { row: given!, changed: true };
}

/** Withdraws one consent (deletes it); answers what it was, or undefined when there was none. */
export async function withdrawConsent(tx: Executor, id: string, owner?: { userId: string; email: string }) {
  const [row] = await tx
    .delete(consents)
    .where(and(eq(consents.id, id), owner ? ownedBy(owner) : undefined))
    .returning();
  if (row?.kind === 'cart_reminders') await forgetGuestCart(tx, row.email);
  return row;
}

/** Cart reminders withdrawn: a guest's cart kept for its reminder has no purpose left. */
const forgetGuestCart = (tx: Executor, email: string) => tx.delete(guestCarts).where(eq(guestCarts.email, email));

export async function withdrawAccountConsent(
  tx: Executor,
  kind: ConsentKind,
  owner: { userId: string; email: string },
) {
  await tx.delete(consents).where(and(eq(consents.kind, kind), ownedBy(owner)));
  if (kind === 'cart_reminders') await forgetGuestCart(tx, owner.email.toLowerCase());
}

/** A customer's consents: those given for their account, and those given for their address before or without signing in. */
const ownedBy = ({ userId, email }: { userId: string; email: string }) =>
  or(eq(consents.userId, userId), eq(consents.email, email.toLowerCase()));

/** Unconfirmed consents an address holds: what stops a flood of sign-ups for one address. */
export async function pendingFor(tx: Executor, email: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(consents)
    .where(and(eq(consents.email, email), eq(consents.status, 'pending')));
  return row?.n ?? 0;
}

/** Every consent of a customer, as the profile lists them and the data download holds them. */
export async function consentsOf(tx: Executor, owner: { userId: string; email: string }): Promise<ConsentItem[]> {
  const rows = await tx
    .select({
      id: consents.id,
      kind: consents.kind,
      status: consents.status,
      email: consents.email,
      productId: consents.productId,
      productName: products.name,
      sizeLabel: productSizes.label,
      askedAt: consents.askedAt,
      givenAt: consents.givenAt,
    })
    .from(consents)
    .leftJoin(products, eq(products.id, consents.productId))
    .leftJoin(productSizes, eq(productSizes.id, consents.sizeId))
    .where(ownedBy(owner))
    .orderBy(asc(consents.askedAt), asc(consents.id));
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    label: CONSENT_LABELS[row.kind],
    status: row.status,
    email: row.email,
    productId: row.productId,
    productName: row.productName,
    sizeLabel: row.sizeLabel,
    askedAt: row.askedAt.toISOString(),
    givenAt: row.givenAt?.toISOString() ?? null,
  }));
}

/** The cups a day a customer's refill reminders assume. */
export async function cupsPerDayOf(tx: Executor, owner: { userId: string; email: string }): Promise<number> {
  const [row] = await tx
    .select({ cups: consents.cupsPerDay })
    .from(consents)
    .where(and(eq(consents.kind, 'refill_reminders'), ownedBy(owner)));
  return row?.cups ?? DEFAULT_CUPS_PER_DAY;
}

/** Whether an account has given (and confirmed) a consent of this kind. */
export async function hasConsent(tx: Executor, kind: ConsentKind, owner: { userId: string; email: string }) {
  const [row] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.kind, kind), eq(consents.status, 'active'), ownedBy(owner)))
    .limit(1);
  return Boolean(row);
}

/** When an account is removed: the consents given for its address go with it (those linked to it go by the key). */
export async function forgetConsentsOf(tx: Executor, email: string) {
  await tx.delete(consents).where(eq(consents.email, email.toLowerCase()));
  await forgetGuestCart(tx, email.toLowerCase());
}

/** Addresses subscribed to the newsletter now (given, not pending). */
export async function newsletterSubscribers(tx: Executor): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(consents)
    .where(and(eq(consents.kind, 'newsletter'), eq(consents.status, 'active')));
  return row?.n ?? 0;
}

/** Alerts waiting, by tea, most first: the dashboard's "Waiting for restock". */
export async function waitingForStock(tx: Executor, limit = 10) {
  const waiting = count();
  const rows = await tx
    .select({ _id: products.id, name: products.name, waiting })
    .from(consents)
    .innerJoin(products, eq(products.id, consents.productId))
    .where(and(eq(consents.kind, 'back_in_stock'), eq(consents.status, 'active')))
    .groupBy(products.id, products.name)
    .orderBy(sql`${waiting} desc`, asc(products.name))
    .limit(limit);
  return rows;
}

/** The next `limit` newsletter subscribers after the consent `after`, in the order of their ids: a newsletter's next batch. */
export async function activeNewsletterBatch(tx: Executor, after: string, limit: number) {
  return tx
    .select({ id: consents.id, email: consents.email })
    .from(consents)
    .where(and(eq(consents.kind, 'newsletter'), eq(consents.status, 'active'), sql`${consents.id} > ${after}`))
    .orderBy(asc(consents.id))
    .limit(limit);
}

export async function deleteConsents(tx: Executor, ids: string[]) {
  if (ids.length) await tx.delete(consents).where(inArray(consents.id, ids));
}

type GuestCartLine = (typeof guestCarts.$inferInsert)['lines'][number];

/**
 * Keeps a guest's cart for its reminder, with their consent, given at checkout by ticking the box. A cart
 * saved again after its reminder stays reminded (one reminder a cart) unless they ordered since: then it
 * is a new cart. Nothing is mailed to confirm it: the reminder is the one mail it brings.
 */
export async function keepGuestCart(tx: Executor, email: string, lines: GuestCartLine[]) {
  await keepConsent(tx, { kind: 'cart_reminders', email, userId: null, status: 'active' });
  await tx
    .insert(guestCarts)
    .values({ email, lines })
    .onConflictDoUpdate({
      target: guestCarts.email,
      set: {
        lines,
        savedAt: sql`clock_timestamp()`,
        remindedAt: sql`case when exists (
          select 1 from orders o
           where o.placed_as_guest and lower(o.email) = ${email} and o.created_at > ${guestCarts.remindedAt})
          then null else ${guestCarts.remindedAt} end`,
      },
    });
}

/** A guest's reminder withdrawn at checkout: their kept cart and its consent go. */
export async function dropGuestCart(tx: Executor, email: string) {
  await forgetGuestCart(tx, email);
  await tx
    .delete(consents)
    .where(and(eq(consents.kind, 'cart_reminders'), eq(consents.email, email), sql`${consents.userId} is null`));
}
