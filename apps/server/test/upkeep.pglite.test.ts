import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { products } from '../src/db/schema/index.ts';
import { scheduleUpkeep, upkeep } from '../src/db/upkeep.ts';
import { createTestDatabase } from './helpers/app.ts';

/** Whether the embedded database has vacuumed and analysed the products, as its statistics say. */
async function lastUpkeep(database: DatabaseHandle) {
  const { rows } = await database.pglite!.query<{ vacuumed: boolean; analysed: boolean; dead: number }>(
    "select last_vacuum is not null as vacuumed, last_analyze is not null as analysed, n_dead_tup::int as dead from pg_stat_user_tables where relname = 'products'",
  );
  return rows[0]!;
}

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const log = {
    info: (_fields: unknown, message: string) => lines.push({ level: 'info', message }),
    warn: (_fields: unknown, message: string) => lines.push({ level: 'warn', message }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe("the embedded database's upkeep", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
  });
  afterAll(() => database.close());

  it('clears the rows that changes left behind and counts the tables for the planner', async () => {
    // Every stock change leaves the old row behind until a vacuum.
    for (let i = 0; i < 5; i++) await database.db.update(products).set({ stock: sql`${products.stock} + 1` });
    await database.pglite!.exec('select pg_stat_force_next_flush()');
    const before = await lastUpkeep(database);
    expect(before.vacuumed).toBe(false);
    expect(before.dead).toBeGreaterThan(0);

    await upkeep(database.pglite!);
    await database.pglite!.exec('select pg_stat_force_next_flush()');
    const after = await lastUpkeep(database);
    expect(after.vacuumed).toBe(true);
    expect(after.analysed).toBe(true);
    expect(after.dead).toBe(0);
  });

  it('runs after its first wait, then at every round, until it is stopped', async () => {
    const { log, lines } = recordingLog();
    const stop = scheduleUpkeep(database.pglite!, log, { firstMs: 10, everyMs: 20 });
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await stop();
    const done = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.length).toBe(done);
    expect(lines.every((line) => line.level === 'info')).toBe(true);
  });

  it('logs a failed upkeep and tries again at the next round', async () => {
    const { log, lines } = recordingLog();
    const closed = await createTestDatabase();
    await closed.close();
    const stop = scheduleUpkeep(closed.pglite!, log, { firstMs: 10, everyMs: 20 });
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await stop();
    expect(lines.every((line) => line.level === 'warn')).toBe(true);
  });
});
