import {
  CATEGORIES_MAX,
  type Category,
  type CategoryChange,
  categoryChoiceMessage,
  categoryMessages,
} from '@teatree/shared/schemas/category';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { categories, products, promotions } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';

/*
 * The categories the owner keeps (docs/decisions/0041-owner-kept-categories.md). Positions run 1, 2, 3…
 * in the owner's order; every change that moves one writes them all again, in one transaction.
 */

/** The shop's categories in the owner's order, with how many teas each holds. */
export async function listCategories(db: Executor): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, position: categories.position, teas: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.category, categories.name))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row, i) => ({ _id: row.id, name: row.name, position: i + 1, teas: row.teas }));
}

/** The names alone, in order: what a tea's category must be one of. */
export async function categoryNames(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => row.name);
}

/** A tea's category that the shop does not keep: refused with the shop's categories named. */
export async function unknownCategory(db: Executor): Promise<never> {
  const message = categoryChoiceMessage(await categoryNames(db));
  throw badRequest(message, { category: message });
}

/** Compares names as a shopper reads them: "green tea" is the same category as "Green Tea". */
const sameName = (name: string) => sql`lower(${categories.name}) = lower(${name})`;

async function refuseTaken(tx: Executor, name: string, except?: string) {
  const [taken] = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(sameName(name));
  if (taken && taken.id !== except) {
    throw badRequest(categoryMessages.taken(taken.name), { name: categoryMessages.taken(taken.name) });
  }
}

/** Adds a category at the end of the list. */
export async function addCategory(db: Database, name: string): Promise<Category> {
  return db.transaction(async (tx) => {
    // One owner's additions at a time: two at once would both see the name free and the list short.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories'))`);
    await refuseTaken(tx, name);
    const [row] = await tx.select({ n: count() }).from(categories);
    const n = row?.n ?? 0;
    if (n >= CATEGORIES_MAX) throw badRequest(categoryMessages.tooMany, { name: categoryMessages.tooMany });
    const id = newId('cat');
    await tx.insert(categories).values({ id, name, position: n + 1 });
    return { _id: id, name, position: n + 1, teas: 0 };
  });
}

/**
 * Renames a category and every tea in it (the foreign key follows the rename; the promotions that name
 * it are rewritten here), or moves it to a position, the others closing up behind it. Orders and reviews
 * keep the name they were made with. Answers the whole list after the change.
 */
export async function changeCategory(db: Database, id: string, change: CategoryChange): Promise<Category[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories'))`);
    const list = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name));
    const current = list.find((row) => row.id === id);
    if (!current) throw notFound(categoryMessages.unknown);
    if (change.name !== undefined && change.name !== current.name) {
      await refuseTaken(tx, change.name, id);
      await tx.update(categories).set({ name: change.name }).where(eq(categories.id, id));
      await tx
        .update(promotions)
        .set({ categories: sql`array_replace(${promotions.categories}, ${current.name}, ${change.name})` })
        .where(sql`${current.name} = any(${promotions.categories})`);
      // The teas' rows changed through the key: their time of change says so to every catalogue check.
      await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.category, change.name));
    }
    if (change.position !== undefined) {
      const others = list.filter((row) => row.id !== id);
      const at = Math.min(change.position, list.length) - 1;
      const order = [...others.slice(0, at), current, ...others.slice(at)];
      for (const [i, row] of order.entries()) {
        await tx
          .update(categories)
          .set({ position: i + 1 })
          .where(eq(categories.id, row.id));
      }
    }
  });
  return listCategories(db);
}

/** Removes a category that no tea names; one still in use is refused with its count of teas. */
export async function retireCategory(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories'))`);
    const [row] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!row) throw notFound(categoryMessages.unknown);
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.category, row.name));
    if (used && used.n > 0) throw conflict(categoryMessages.inUse(row.name, used.n));
    await tx.delete(categories).where(eq(categories.id, id));
    // The ones behind it close up.
    await tx
      .update(categories)
      .set({ position: sql`${categories.position} - 1` })
      .where(sql`${categories.position} > ${row.position}`);
  });
}
