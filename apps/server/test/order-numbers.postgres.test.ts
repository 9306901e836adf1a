import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema/index.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type ServerProcess, signUpOver, useTwoServersOnOneDatabase } from './helpers/server-process.ts';
import { PASSWORD } from './helpers/sessions.ts';

/**
 * docs/decisions/0031-order-numbers.md: two app servers on one PostgreSQL give every order the next
 * number, never one twice, and a refused order gives its number back, however many orders arrive at once.
 */
describe('order numbers with two app servers on one PostgreSQL', () => {
  const { database, servers } = useTwoServersOnOneDatabase();

  const purchase = (server: ServerProcess, cookie: string, productId: string) =>
    fetch(`${server.url}/api/purchase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({ productId, quantity: 1, address: '12 Counter Lane' }),
    });

  const lastNumber = async () => {
    const [row] = await database.db.select({ last: sql<number | null>`max(${orders.number})` }).from(orders);
    return row?.last ?? 1000;
  };

  it('numbers 60 orders at once on both servers without a repeat or a gap, the refused ones using none, five times over', async () => {
    const cookies = await Promise.all(
      ['Nia', 'Noel', 'Nora', 'Ned'].map((name, i) => signUpOver(servers[i % 2]!.url, name, PASSWORD, database)),
    );
    for (let round = 0; round < 5; round++) {
      const before = await lastNumber();
      // Two teas, 20 tins each: of 30 orders of each, 10 are refused as sold out.
      const teas = [
        await addProduct(database, { quantity: 20, minOrder: 1 }),
        await addProduct(database, { quantity: 20, minOrder: 1 }),
      ];
      const answers = await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          const res = await purchase(servers[i % 2]!, cookies[i % cookies.length]!, teas[(i >> 1) % 2]!);
          return { status: res.status, body: (await res.json()) as { order?: { number: number } } };
        }),
      );
      const placed = answers.filter((a) => a.status === 201).map((a) => a.body.order!.number);
      expect(placed).toHaveLength(40);
      expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
      expect([...placed].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => before + 1 + i));
      const [counter] = await database.db.select({ last: sql<number>`last_number` }).from(sql`order_number_counter`);
      expect(counter!.last).toBe(before + 40);
    }
  }, 120_000);

  it('takes the number last: while an order waits for a tea another transaction holds, the next number is free', async () => {
    const cookie = await signUpOver(servers[0]!.url, 'Hal', PASSWORD, database);
    const productId = await addProduct(database, { quantity: 5, minOrder: 1 });
    let answer: Promise<Response> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.select().from(products).where(eq(products.id, productId)).for('update');
      answer = purchase(servers[0]!, cookie, productId);
      for (let tries = 0; ; tries++) {
        const [row] = await database.db
          .select({ waiting: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        if (row!.waiting > 0) break;
        if (tries > 500) throw new Error('The order never waited for the tea');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // The waiting order holds no number yet: the counter's row is free to lock (NOWAIT fails at once if not).
      const free = await database.db.transaction((other) =>
        other.select({ last: sql<number>`last_number` }).from(sql`order_number_counter for update nowait`),
      );
      expect(free).toHaveLength(1);
    });
    const res = await answer!;
    expect(res.status).toBe(201);
    expect(((await res.json()) as { order: { number: number } }).order.number).toBe(await lastNumber());
  }, 60_000);
});
