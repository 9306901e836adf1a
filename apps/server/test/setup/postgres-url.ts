import pg from 'pg';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server the tests may use: TEST_DATABASE_URL, or the local one if it answers. */
export async function postgresTestUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL || LOCAL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (err) {
    if (process.env.TEST_DATABASE_URL) throw new Error(`TEST_DATABASE_URL does not answer: ${(err as Error).message}`);
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}
