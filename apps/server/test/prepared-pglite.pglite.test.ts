import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREPARED_PER_CONNECTION } from '../src/db/prepared-client.ts';
import { openPglite, PreparingPglite } from '../src/db/prepared-pglite.ts';
import { pgliteDataDir } from './helpers/app.ts';

/**
 * Every instance here, plain or opened by openPglite, starts from a copy of the run's migrated template
 * rather than running initdb (seconds of CPU each): the same PGlite, with its own start parameters and
 * parsers. The copies go with the run's templates.
 */
const plainPglite = () => PGlite.create({ dataDir: pgliteDataDir() });
const openedPglite = () => openPglite({ dataDir: pgliteDataDir() });

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
    pglite = await plainPglite();
  });
  afterAll(() => pglite.close());
  // Each test starts from a new table of notes, with nothing prepared.
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

  it('runs a call with a NUL in a string as it is, refused as the database refuses it', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await expect(db.query(insert, [1, 'tea\0time'])).rejects.toThrow(/0x00/);
    expect((await pglite.query('select * from notes')).rows).toEqual([]);
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

/** Every type Drizzle reads from the database's text itself, alone and in arrays. */
const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at'),
  atZoned: timestamp('at_zoned', { withTimezone: true }),
  atText: timestamp('at_text', { mode: 'string' }),
  day: date('day'),
  dayDate: date('day_date', { mode: 'date' }),
  span: interval('span'),
  weights: numeric('weights').array(),
  ats: timestamp('ats').array(),
  atsZoned: timestamp('ats_zoned', { withTimezone: true }).array(),
  spans: interval('spans').array(),
  days: date('days').array(),
});

describe('an embedded database opened by openPglite', () => {
  const row = {
    id: 1,
    at: new Date('2026-11-27T09:15:30.125Z'),
    atZoned: new Date('2026-11-27T09:15:30.125Z'),
    atText: '2026-11-27 09:15:30.125',
    day: '2026-11-27',
    dayDate: new Date('2026-11-27T00:00:00.000Z'),
    span: '1 day 02:03:04',
    weights: ['12.5', '0.125'],
    ats: [new Date('2026-01-02T03:04:05.006Z'), new Date('2026-12-31T23:59:59.999Z')],
    atsZoned: [new Date('2026-01-02T03:04:05.006Z')],
    spans: ['00:30:00', '2 days'],
    days: ['2026-02-28', '2026-03-01'],
  };
  const columns = `id int primary key, at timestamp, at_zoned timestamptz, at_text timestamp, day date, day_date date,
    span interval, weights numeric[], ats timestamp[], ats_zoned timestamptz[], spans interval[], days date[]`;

  /** The row written and read back through Drizzle, typed and as raw rows, on one instance. */
  async function throughDrizzle(pglite: PGlite) {
    await pglite.exec(`create table moments (${columns})`);
    const db = drizzle({ client: new PreparingPglite(pglite) as unknown as PGlite });
    await db.insert(moments).values(row);
    const typed = await db.select().from(moments).where(eq(moments.id, 1));
    const raw = await db.execute(sql`select * from moments where id = ${1}`);
    return { typed, raw: raw.rows };
  }

  it('reads every date, time, interval and array of them as a plain instance does', async () => {
    const opened = await openedPglite();
    const plain = await plainPglite();
    try {
      const fast = await throughDrizzle(opened);
      expect(fast.typed).toEqual([row]);
      expect(fast).toEqual(await throughDrizzle(plain));
    } finally {
      await opened.close();
      await plain.close();
    }
  });

  it("keeps a page cache of 16 MB, PGlite's own start parameters kept (docs/decisions/0043-embedded-database-memory.md)", async () => {
    const opened = await openedPglite();
    try {
      const setting = async (name: string) =>
        (await opened.query<{ setting: string }>(`select current_setting('${name}') as setting`)).rows[0]!.setting;
      expect(await setting('shared_buffers')).toBe('16MB');
      expect(await setting('search_path')).toBe('public');
      expect(await setting('max_parallel_workers')).toBe('0');
    } finally {
      await opened.close();
    }
  });

  it("answers Drizzle's calls without its parsers, which a plain instance is still given", async () => {
    const opened = await openedPglite();
    const plain = await plainPglite();
    try {
      /** The options of every call made of an instance, as a text with values or as statements. */
      const optionsOf = (pglite: PGlite) => {
        const query = vi.spyOn(pglite, 'query');
        const exec = vi.spyOn(pglite, 'exec');
        return () => [...query.mock.calls.map((call) => call[2]), ...exec.mock.calls.map((call) => call[1])];
      };
      const [fast, slow] = [optionsOf(opened), optionsOf(plain)];
      await throughDrizzle(opened);
      await throughDrizzle(plain);
      expect(fast().length).toBeGreaterThan(2);
      expect(fast().every((options) => options?.parsers === undefined)).toBe(true);
      expect(slow().some((options) => options?.parsers !== undefined)).toBe(true);
    } finally {
      await opened.close();
      await plain.close();
    }
  });
});
