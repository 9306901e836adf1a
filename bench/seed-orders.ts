import { randomBytes } from 'node:crypto';
import { hashPassword, makeSignature } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { account, productSizes, products, session, user } from '../apps/server/src/db/schema/index.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { SESSION_COOKIE } from '../apps/server/src/modules/auth/session-cache.ts';
import { seedHistory } from './seed-history.ts';

export const BENCH_CUSTOMER = { name: 'Bench Customer', email: 'bench.customer@teatree.com', password: 'Green#tea1' };
/** The shop's owner, an administrator, who reads the dashboard. */
export const BENCH_OWNER = { name: 'Bench Owner', email: 'bench.owner@teatree.com' };
/**
 * Customers who place and pay orders side by side (each account places its own orders one at a time),
 * taking turns: enough that each holds a handful of orders by the end of a run, as a shop's customers
 * do, and none reaches the fair-use limits the bench server keeps (bench/shop-server.ts).
 */
export const BUYERS = 2_000;
/** Teas that never run out, for the buyers' orders. */
export const STOCKED_TEAS = 64;
/** The session-signing secret the bench server is given, so that the buyers' sessions can be written here. */
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret';
const buyerEmail = (i: number) => `bench.buyer${i}@teatree.com`;

/** A session's cookie as Better Auth sets it: the token, a dot and Better Auth's signature of it, URI-encoded. */
async function sessionCookie(token: string): Promise<string> {
  const signature = await makeSignature(token, BENCH_SECRET);
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * The shop after a while: `orderCount` orders across many customers (500 of them the bench
 * customer's, who can sign in), `reviewCount` reviews, the owner (an administrator), the buyers each
 * signed in already (a sign-in's password hash takes a tenth of a second: two thousand would take
 * minutes), and teas with stock enough to order from for the whole run. Answers those teas' ids and
 * the buyers' session cookies.
 */
export async function seedOrdersAndReviews(
  target: { dataDir: string } | { databaseUrl: string },
  { orderCount, reviewCount }: { orderCount: number; reviewCount: number },
) {
  const handle = await openDatabase(target);
  const { db } = handle;
  try {
    const userId = newId('user');
    await db
      .insert(user)
      .values({ id: userId, name: BENCH_CUSTOMER.name, email: BENCH_CUSTOMER.email, emailVerified: true });
    const password = await hashPassword(BENCH_CUSTOMER.password);
    await db
      .insert(account)
      .values({ id: newId('acct'), accountId: userId, providerId: 'credential', userId, password });
    const ownerId = newId('user');
    await db.insert(user).values({ id: ownerId, ...BENCH_OWNER, emailVerified: true, role: 'admin' });
    await db
      .insert(account)
      .values({ id: newId('acct'), accountId: ownerId, providerId: 'credential', userId: ownerId, password });
    const buyers: string[] = [];
    for (let offset = 0; offset < BUYERS; offset += 500) {
      const ids = Array.from({ length: Math.min(500, BUYERS - offset) }, () => newId('user'));
      const tokens = ids.map(() => randomBytes(24).toString('base64url'));
      await db
        .insert(user)
        .values(
          ids.map((id, i) => ({ id, name: `Buyer ${offset + i}`, email: buyerEmail(offset + i), emailVerified: true })),
        );
      await db
        .insert(account)
        .values(
          ids.map((id) => ({ id: newId('acct'), accountId: id, providerId: 'credential', userId: id, password })),
        );
      await db.insert(session).values(
        ids.map((id, i) => ({
          id: newId('sess'),
          token: tokens[i]!,
          userId: id,
          expiresAt: new Date(Date.now() + 7 * 86_400_000),
        })),
      );
      buyers.push(...(await Promise.all(tokens.map(sessionCookie))));
    }
    const catalogue = await db.select().from(products).limit(500);
    // Teas that never run out, for the buyers: many, so that single-tea orders spread over the teas as a
    // shop's do (the first three also fill the carts).
    const stocked = Array.from({ length: STOCKED_TEAS }, (_, i) => ({ id: newId('prod'), name: `Bench Tea ${i + 1}` }));
    const model = catalogue[0]!;
    // Each in a 100 g tin (its default) and a 250 g pouch, drawing on two tonnes of leaves.
    const pouches: string[] = [];
    for (const tea of stocked) {
      await db.insert(products).values({
        ...model,
        ...tea,
        stockedBy: 'weight',
        stock: 2_000_000_000,
        minOrder: 1,
        createdAt: new Date(0),
        updatedAt: new Date(0),
      });
      const pouch = newId('size');
      pouches.push(pouch);
      await db.insert(productSizes).values([
        {
          id: newId('size'),
          productId: tea.id,
          position: 0,
          label: '100 g tin',
          grams: 100,
          priceCents: model.priceCents,
          minOrder: 1,
          isDefault: true,
        },
        {
          id: pouch,
          productId: tea.id,
          position: 1,
          label: '250 g pouch',
          grams: 250,
          priceCents: Math.round(model.priceCents * 2.2),
          minOrder: 1,
        },
      ]);
    }

    await seedHistory(db, {
      orderCount,
      reviewCount,
      customer: { id: userId, ...BENCH_CUSTOMER },
      teas: catalogue.map((tea) => tea.id),
    });
    // As autovacuum would by the time a real shop had this many rows: the planner needs their statistics,
    // and an index-only scan the visibility map.
    await db.execute(sql`vacuum analyze`);
    // And the seed's writes are flushed now, not by a checkpoint in the middle of the first scenarios.
    await db.execute(sql`checkpoint`);
    return { stocked: stocked.map((tea) => tea.id), pouches, buyers };
  } finally {
    await handle.close();
  }
}
