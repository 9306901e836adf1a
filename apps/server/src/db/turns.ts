import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Takes the transaction-level advisory lock named `name` if no other transaction holds it: whoever has
 * it writes this round, the others skip it (a background job every app server runs). Answers whether
 * it was taken; it is let go when the transaction ends.
 */
export async function tryTurn(tx: Executor, name: string): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return result.rows[0]?.ok === true;
}

/** The rows of a statement run with `execute`, as the driver answers them. */
export async function rowsOf<T>(tx: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}
