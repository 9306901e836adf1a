import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREPARED_PER_CONNECTION } from '../src/db/prepared-client.ts';
import { PreparingPglite } from '../src/db/prepared-pglite.ts';

/** The statements the embedded database holds prepared, as it lists them itself. */
async function preparedOn(pglite: PGlite) {
  const { rows } = await pglite.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return rows.map((row) => row.statement.replace(/^PREPARE \S+ AS /, ''));
}

describe('the embedded database, preparing its statements', () => {
  let pglite: PGlite;
  let db: PreparingPglite;
  beforeAll(async () => {
    pglite = await PGlite.create();
  });
  afterAll(() => pglite.close());
  // Each test starts from an empty database with nothing prepared.
  beforeEach(async () => {
    await pglite.exec(`deallocate all; drop table if exists notes, nowhere;
      create table notes (id int primary key, body text, said_at timestamptz, weight numeric, done boolean)`);
    db = new PreparingPglite(pglite);
  });

  it('prepares a statement with parameters once and answers every call with its own values', async () => {
    const text = 'select $1::int + $2::int as sum';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await db.query<{ sum: number }>(text, [i, 10])).rows[0]!.sum);
    expect(answers).toEqual([10, 11, 12, 13, 14]);
    expect(await preparedOn(pglite)).toEqual([text]);
  });

  it('reads every kind of value as the statement types it: quotes, dates, numbers, booleans and nulls', async () => {
    const insert = 'insert into notes values ($1, $2, $3, $4, $5) returning *';
    const said = new Date('2026-11-26T12:34:56.789Z');
    const tricky = "it's O'Brien's tea; drop table notes; -- \\ back";
    await db.query(insert, [1, 'first', said.toISOString(), 1, true]);
    const { rows, affectedRows } = await db.query(insert, [2, tricky, said, 12.5, false]);
    expect(affectedRows).toBe(1);
    expect(rows).toEqual([{ id: 2, body: tricky, said_at: said, weight: '12.5', done: false }]);
    const nothing = await db.query(insert, [3, null, null, null, null]);
    expect(nothing.rows).toEqual([{ id: 3, body: null, said_at: null, weight: null, done: null }]);
    expect((await pglite.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 3 }]);
    expect(await preparedOn(pglite)).toEqual([insert]);
  });

  it('runs a call with a value that has no literal as it is', async () => {
    const { rows } = await db.query<{ n: number }>('select array_length($1::int[], 1) as n', [[1, 2, 3]]);
    expect(rows).toEqual([{ n: 3 }]);
    expect(await preparedOn(pglite)).toEqual([]);
  });

  it('prepares inside a transaction, and the statement outlives a rollback', async () => {
    const text = 'insert into notes (id, body) values ($1, $2)';
    const undone = new Error('undone');
    await expect(
      db.transaction(async (tx) => {
        await tx.query(text, [1, 'kept?']);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect((await pglite.query('select * from notes')).rows).toEqual([]);
    await db.query(text, [2, 'kept']);
    expect((await pglite.query('select id, body from notes')).rows).toEqual([{ id: 2, body: 'kept' }]);
    expect(await preparedOn(pglite)).toEqual([text]);
  });

  it('answers the same error for a bad statement, and prepares it once it is right', async () => {
    const text = 'select n + $1::int as n from nowhere';
    await expect(db.query(text, [1])).rejects.toThrow(/nowhere/);
    await pglite.exec('create table nowhere (n int); insert into nowhere values (41)');
    expect((await db.query(text, [1])).rows).toEqual([{ n: 42 }]);
    expect(await preparedOn(pglite)).toEqual([text]);
  });

  it('answers calls made at the same moment, each with its own values', async () => {
    const text = 'select $1::int * 2 as twice';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => (await tx.query<{ twice: number }>(text, [i])).rows[0]!.twice),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(await preparedOn(pglite)).toEqual([text]);
  });

  it('stops preparing new statements past its limit, and still answers them', async () => {
    for (let i = 0; i < PREPARED_PER_CONNECTION + 5; i++) {
      const { rows } = await db.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(rows[0]!.n).toBe(i + 1);
    }
    expect(await preparedOn(pglite)).toHaveLength(PREPARED_PER_CONNECTION);
  }, 60_000);
});
