import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * Takes the transaction-level advisory lock named `name` if no other transaction holds it: whoever has
 * it writes this round, the others skip it (a background job every app server runs). Answers whether
 * it was taken; it is let go when the transaction ends.
 */
export async function tryTurn(tx: Executor, name: string): Promise<boolean> {
  const [row] = await rowsOf<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext(${name})) as ok`);
  return row?.ok === true;
}
