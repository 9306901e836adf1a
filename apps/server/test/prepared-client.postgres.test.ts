import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREPARED_PER_CONNECTION, PreparingClient } from '../src/db/prepared-client.ts';
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
