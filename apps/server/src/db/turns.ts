import { sql } from 'drizzle-orm';
import type { Database, Executor } from './client.ts';
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

/**
 * One round of a background job, in one transaction, written by the server that takes its turn
 * (`tryTurn`): answers what the round answers (how much it did), or 0 when another server has the turn.
 */
export function roundInTurn(db: Database, name: string, round: (tx: Executor) => Promise<number>): Promise<number> {
  return db.transaction(async (tx) => ((await tryTurn(tx, name)) ? round(tx) : 0));
}
