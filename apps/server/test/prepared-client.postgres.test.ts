import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREPARED_PER_CONNECTION, PreparingClient, PreparingPool } from '../src/db/prepared-client.ts';
import { postgresTestUrl } from './setup/postgres-url.ts';

/** The statements this connection holds prepared, as PostgreSQL itself lists them. */
async function preparedOn(client: PreparingClient) {
  const { rows } = await client.query('select statement from pg_prepared_statements order by prepare_time');
  return (rows as { statement: string }[]).map((row) => row.statement);
}

describe('a connection that prepares its statements', () => {
  let client: PreparingClient;
  beforeEach(async () => {
    client = new PreparingClient({ connectionString: await postgresTestUrl() });
    await client.connect();
  });
  afterEach(() => client.end());

  it('prepares a statement with parameters once and answers every call with its own values', async () => {
    const text = 'select $1::int + $2::int as sum';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await client.query({ text }, [i, 10])).rows[0].sum);
    expect(answers).toEqual([10, 11, 12, 13, 14]);
    expect(await preparedOn(client)).toEqual([text]);
  });

  it('sends a text without parameters as it is, several commands included', async () => {
    await client.query('create temporary table notes (body text); insert into notes values ($$one$$), ($$two$$)');
    const { rows } = await client.query('select count(*)::int as n from notes');
    expect(rows[0].n).toBe(2);
    expect(await preparedOn(client)).toEqual([]);
  });

  it('keeps a name the caller gave', async () => {
    await client.query({ name: 'mine', text: 'select $1::text as word', values: ['tea'] });
    expect(await preparedOn(client)).toEqual(['select $1::text as word']);
    const { rows } = await client.query({ name: 'mine', text: 'select $1::text as word', values: ['leaf'] });
    expect(rows[0].word).toBe('leaf');
  });

  it('stops preparing new statements past its limit, and still answers them', async () => {
    for (let i = 0; i < PREPARED_PER_CONNECTION + 5; i++) {
      const { rows } = await client.query(`select $1::int + ${i} as n`, [1]);
      expect(rows[0].n).toBe(i + 1);
    }
    expect(await preparedOn(client)).toHaveLength(PREPARED_PER_CONNECTION);
  });

  it('answers an error for a bad statement and prepares it once it is right', async () => {
    const text = 'select n + $1::int as n from nowhere';
    await expect(client.query(text, [1])).rejects.toThrow(/nowhere/);
    await client.query('create temporary table nowhere (n int); insert into nowhere values (41)');
    const { rows } = await client.query(text, [1]);
    expect(rows).toEqual([{ n: 42 }]);
    expect(await preparedOn(client)).toEqual([text]);
  });
});

describe('a pool of such connections', () => {
  let pool: PreparingPool;
  beforeEach(async () => {
    pool = new PreparingPool({ connectionString: await postgresTestUrl(), Client: PreparingClient, max: 1 });
  });
  afterEach(() => pool.end());

  const backend = async () => (await pool.query('select pg_backend_pid() as pid')).rows[0].pid as number;
  const prepared = async () =>
    (await pool.query('select statement from pg_prepared_statements')).rows.map(
      (row: { statement: string }) => row.statement,
    );

  it('keeps the connection and what it prepared when a statement fails: a unique key taken, its own error', async () => {
    const pid = await backend();
    await pool.query('create temporary table taken (id int primary key); insert into taken values (1)');
    await pool.query({ text: 'select $1::int as n', values: [1] });
    await expect(pool.query({ text: 'insert into taken values ($1)', values: [1] })).rejects.toThrow(/duplicate key/);
    await expect(pool.query({ text: 'select 1 / $1::int as n', values: [0] })).rejects.toThrow(/division by zero/);
    expect(await backend()).toBe(pid);
    expect(await prepared()).toContain('select $1::int as n');
    expect((await pool.query({ text: 'select $1::int as n', values: [7] })).rows).toEqual([{ n: 7 }]);
  });

  it('replaces a connection the server ended, and answers on the new one', async () => {
    const pid = await backend();
    const other = new PreparingClient({ connectionString: await postgresTestUrl() });
    await other.connect();
    try {
      // Its rejection is awaited from the start, so it is never left unhandled while the server ends it.
      const failed = expect(pool.query({ text: 'select pg_sleep($1::int)', values: [5] })).rejects.toThrow(
        /terminating connection/,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await other.query('select pg_terminate_backend($1)', [pid]);
      await failed;
    } finally {
      await other.end();
    }
    const after = await backend();
    expect(after).not.toBe(pid);
  });
});
