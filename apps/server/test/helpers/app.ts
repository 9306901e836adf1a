import { randomBytes, scrypt } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { withDatabase } from '../setup/global-postgres.ts';

export const dbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A copy of the run's migrated (or seeded) embedded database in a folder of its own, beside the
 * templates (test/setup/global-pglite.ts), which the instance opened on it reads as the shop reads its
 * DATA_DIR: a file at a time, as it needs them. It skips initdb (about 4.5 s of CPU); copying the
 * folder and opening it takes about 0.27 s, where loading the template's 43 MB dump into memory
 * (`loadDataDir`) took 0.51 (docs/decisions/0025-tests-in-half-the-time.md). The caller removes the
 * folder once the instance is closed (`removeDataDir`); the run's teardown removes whatever is left.
 * `at` copies it to a folder of the test's choosing instead (a shop's DATA_DIR, where a first start would
 * run initdb and every migration: about 6 s of CPU), which the test removes itself.
 */
export function pgliteDataDir({ seeded = false, at }: { seeded?: boolean; at?: string } = {}): string {
  const templates = inject('pgliteTemplates');
  const dataDir = at ?? mkdtempSync(path.join(templates.folder, 'db-'));
  cpSync(seeded ? templates.seeded : templates.migrated, dataDir, { recursive: true });
  return dataDir;
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/** A database of its own for one test file, copied from the run's migrated (or seeded) template. */
export async function createTestDatabase({ seeded = false } = {}): Promise<DatabaseHandle & { url?: string }> {
  if (dbKind === 'pglite') {
    const dataDir = pgliteDataDir({ seeded });
    const handle = await openDatabase({ dataDir });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        removeDataDir(dataDir);
      },
    };
  }
  const templates = inject('postgresTemplates');
  const name = `teatree_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(templates.url, `create database ${name} template ${seeded ? templates.seeded : templates.migrated}`);
  const url = withDatabase(templates.url, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await adminQuery(templates.url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Runs one statement as PostgreSQL's administrator (creating or dropping a database, say). */
export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Better Auth's password hash (scrypt, the same format), at a sixteenth of its work factor: a sign-up
 * costs the test a few milliseconds instead of 140 ms of a core, and the server's tests sign up about
 * 1,500 customers a run. What is tested is who may do what with a session, not the hash's cost; the
 * shop's own hashing is what the browser tests and the tests of server processes (backup, make-admin)
 * go through.
 */
const SCRYPT = { N: 1024, r: 16, p: 1, maxmem: 128 * 1024 * 16 * 2 };
const scryptKey = (password: string, salt: string) =>
  new Promise<string>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, SCRYPT, (err, key) =>
      err ? reject(err) : resolve(key.toString('hex')),
    ),
  );
export const testPasswordHashing = {
  hash: async (password: string) => {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${await scryptKey(password, salt)}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    const [salt, key] = hash.split(':');
    return !!salt && !!key && (await scryptKey(password, salt)) === key;
  },
};

export interface TestAppOptions {
  seeded?: boolean;
  env?: Record<string, string>;
  database?: DatabaseHandle;
}

/**
 * The real app on a fresh database, as the server builds it; closing the app drops the database.
 * Pass `database` to share one between two app instances (a restart, or two app servers).
 */
export async function buildTestApp({ seeded = false, env = {}, database }: TestAppOptions = {}) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent',
    // Tests place many orders per customer; order-rules.test.ts sets these limits low to test them.
    MAX_UNPAID_ORDERS: '1000',
    // Likewise what one buyer may hold unpaid: order-holds.test.ts tests the shop's own bounds.
    UNPAID_SHARE_PERCENT: '100',
    UNPAID_VALUE_MAX: '100000000',
    ORDER_RATE_LIMIT: '1000',
    CARD_RATE_LIMIT: '1000',
    REVIEW_CLIENT_RATE_LIMIT: '1000',
    ...env,
  });
  const handle = database ?? (await createTestDatabase({ seeded }));
  const app = await buildApp({ config, database: handle, logger: false, passwordHashing: testPasswordHashing });
  if (!database) app.addHook('onClose', () => handle.close());
  await app.ready();
  return app;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * The real app on a fresh database for the tests of one file or `describe` block: built before they
 * run, closed after them (its database dropped). Stands for the app itself, once a test runs:
 * `const app = useTestApp({ env: { … } })`, then `app.inject(…)` in the tests. Options known only once
 * the hooks before it have run (a server's address) come from a function, called then.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(() => app?.close());
  return standIn(() => app, 'The test app is built before the tests run');
}

/**
 * Two app servers on one database, as behind a load balancer, for the tests of one file or `describe`
 * block: both built with `env` before the tests run, closed after them, and their database dropped.
 */
export function useTwoAppServers(env: Record<string, string>): [TestApp, TestApp] {
  let database: DatabaseHandle | undefined;
  const servers: TestApp[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) servers.push(await buildTestApp({ database, env }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.close();
  });
  const before = 'The app servers are built before the tests run';
  return [standIn(() => servers[0], before), standIn(() => servers[1], before)];
}

/**
 * Stands for what a hook makes before the tests run (`made()`, undefined until then): reading it in a
 * test reads the thing made, its methods bound to it.
 */
export function standIn<T extends object>(made: () => T | undefined, before: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const thing = made();
      if (!thing) throw new Error(`${before}: use it inside a test or a hook`);
      const value = Reflect.get(thing, key, thing);
      return typeof value === 'function' ? value.bind(thing) : value;
    },
  });
}

/** Asserts the shop's JSON error body: the status, a message, and (when given) the field it names. */
export function expectApiError(res: LightMyRequestResponse, status: number, field?: string, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  if (field) {
    expect(body.fields, `fields of ${res.body}`).toHaveProperty([field]);
    if (message) expect(body.fields[field]).toMatch(message);
  } else if (message) {
    expect(body.message).toMatch(message);
  }
  return body;
}
