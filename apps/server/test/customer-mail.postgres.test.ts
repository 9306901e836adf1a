import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { consents, mailOutbox, newsletters, products, user } from '../src/db/schema/index.ts';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type ServerProcess, signUpOver, startServerProcess } from './helpers/server-process.ts';
import { PASSWORD } from './helpers/sessions.ts';

/**
 * The mails sent with consent are written by every app server's background round
 * (docs/decisions/0044-mails-with-consent.md): two real server processes on one PostgreSQL never write
 * one of them twice.
 */
describe('mails sent with consent, on two app servers', () => {
  let database: DatabaseHandle & { url?: string };
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    servers = await Promise.all([0, 1].map(() => startServerProcess({ DATABASE_URL: database.url! })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  });

  const subscribers = (kind: 'newsletter' | 'back_in_stock', n: number, productId: string | null = null) =>
    database.db.insert(consents).values(
      Array.from({ length: n }, (_, i) => ({
        id: `consent_${kind}_${String(i).padStart(4, '0')}`,
        kind,
        status: 'active' as const,
        email: `${kind}.${i}@example.com`,
        productId,
        askedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
        givenAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    );
  const mailsWhere = async (condition: ReturnType<typeof sql>) => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int`, people: sql<number>`count(distinct ${mailOutbox.to})::int` })
      .from(mailOutbox)
      .where(condition);
    return row!;
  };

  it('tells one of 500 waiting customers when one tin comes back, once, whichever server writes', async () => {
    const tea = await addProduct(database, { quantity: 0, minOrder: 1, name: 'Gyokuro Asahi' });
    await subscribers('back_in_stock', 500, tea);
    await database.db.update(products).set({ stock: 100 }).where(eq(products.id, tea));
    const alerts = sql`${mailOutbox.subject} = 'Gyokuro Asahi is back in stock'`;
    await expect.poll(async () => (await mailsWhere(alerts)).n, { timeout: 20_000, interval: 250 }).toBe(1);
    // Both servers run several more rounds: nobody else is told within the hour.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(await mailsWhere(alerts)).toEqual({ n: 1, people: 1 });
    expect((await mailsWhere(and(alerts, like(mailOutbox.to, 'back_in_stock.0@%'))!)).n).toBe(1);
    const [left] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(consents)
      .where(eq(consents.productId, tea));
    expect(left!.n).toBe(499);
  }, 60_000);

  it('writes each mail once when two app servers write their rounds at the very same moment, round after round', async () => {
    // Two more app servers in this process, each with a pool of its own, started at once on every round.
    const handles = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: database.url!, poolSize: 5 })));
    const apps: TestApp[] = await Promise.all(handles.map((handle) => buildTestApp({ database: handle })));
    try {
      for (let round = 0; round < 12; round += 1) {
        const tea = await addProduct(database, { quantity: 0, minOrder: 1, name: `Race tea ${round}` });
        await database.db.insert(consents).values(
          Array.from({ length: 30 }, (_, i) => ({
            id: `consent_race_${round}_${String(i).padStart(2, '0')}`,
            kind: 'back_in_stock' as const,
            status: 'active' as const,
            email: `race.${round}.${i}@tea.shop`,
            productId: tea,
          })),
        );
        // Three tins come back: three of the thirty are told, whichever server writes.
        await database.db.update(products).set({ stock: 300 }).where(eq(products.id, tea));
        await Promise.all(apps.map((app) => app.customerMail.wake()));
        await Promise.all(apps.map((app) => app.customerMail.wake()));
        const told = await mailsWhere(sql`${mailOutbox.subject} = ${`Race tea ${round} is back in stock`}`);
        expect(told, `round ${round}`).toEqual({ n: 3, people: 3 });
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(handles.map((handle) => handle.close()));
    }
  }, 120_000);

  it('writes a newsletter to 450 subscribers exactly once each while both servers write batches', async () => {
    await subscribers('newsletter', 450);
    const cookie = await signUpOver(servers[0]!.url, 'Nora', PASSWORD, database);
    await database.db.update(user).set({ role: 'admin' }).where(eq(user.name, 'Nora'));
    const sent = await fetch(`${servers[1]!.url}/api/newsletters`, {
      method: 'POST',
      headers: { cookie, origin: servers[1]!.url, 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'The spring harvest is in', body: 'Our first flush teas have arrived.' }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { _id: id } = (await sent.json()) as { _id: string };
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(newsletters)
              .where(and(eq(newsletters.id, id), isNotNull(newsletters.finishedAt)))
          ).length,
        { timeout: 30_000, interval: 250 },
      )
      .toBe(1);
    expect(await mailsWhere(sql`${mailOutbox.newsletterId} = ${id}`)).toEqual({ n: 450, people: 450 });
    const [letter] = await database.db.select().from(newsletters).where(eq(newsletters.id, id));
    expect(letter).toMatchObject({ recipients: 450, queued: 450 });
  }, 60_000);
});
