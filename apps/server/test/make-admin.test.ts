import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { user } from '../src/db/schema/index.ts';
import { createTestDatabase, dbKind, pgliteDataDir, removeDataDir } from './helpers/app.ts';
import { built } from './helpers/server-process.ts';

describe(`npm run make-admin (${dbKind})`, () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let dataDir: string | undefined;

  beforeAll(async () => {
    const now = new Date();
    const row = { id: 'usr_cli', name: 'Cli Person', email: 'cli.person@example.com', createdAt: now, updatedAt: now };
    if (dbKind === 'postgres') {
      const db = await createTestDatabase();
      await db.db.insert(user).values(row);
      env = { DATABASE_URL: db.url! };
      cleanup = () => db.close();
    } else {
      // A copy of the run's migrated database, as a shop's DATA_DIR.
      dataDir = pgliteDataDir();
      const db = await openDatabase({ dataDir });
      await db.db.insert(user).values(row);
      await db.close();
      env = { DATA_DIR: dataDir };
      cleanup = async () => removeDataDir(dataDir!);
    }
  });
  afterAll(() => cleanup?.());

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--enable-source-maps', built('make-admin'), ...args], {
      env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
      encoding: 'utf8',
    });

  const roleOf = async () => {
    const db =
      dbKind === 'postgres'
        ? await openDatabase({ databaseUrl: env.DATABASE_URL!, poolSize: 1 })
        : await openDatabase({ dataDir: dataDir! });
    try {
      return (await db.db.select().from(user).where(eq(user.email, 'cli.person@example.com')))[0]?.role;
    } finally {
      await db.close();
    }
  };

  it('promotes an existing account', async () => {
    const res = run('Cli.Person@example.com');
    expect(res.stdout + res.stderr).toContain('cli.person@example.com is now an administrator.');
    expect(res.status).toBe(0);
    expect(await roleOf()).toBe('admin');
  });

  it('says so and exits non-zero when there is no such account, or no e-mail', () => {
    const missing = run('nobody@example.com');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('There is no account with the e-mail nobody@example.com');
    const usage = run();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run make-admin -- someone@example.com');
  });
});
