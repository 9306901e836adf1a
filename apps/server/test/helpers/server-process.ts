import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort, loopbackShopEnv } from '../../../../scripts/loopback-shop.mjs';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { user } from '../../src/db/schema/index.ts';
import { createTestDatabase } from './app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

export { freePort };

/**
 * The built server or one of its commands, as production runs it: `npm start` and `npm run <command>`
 * build the same files (here the run's own build, apps/server/test/setup/global-server-build.ts).
 */
export function built(name: 'server' | 'make-admin' | 'backup' | 'restore'): string {
  return path.join(inject('serverBuild'), `${name}.js`);
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What it has written to its standard output so far (kept only when asked for). */
  output(): string;
  /** SIGTERM, and the exit code once it has stopped. */
  stop(): Promise<number | null>;
}

/**
 * The real server in a process of its own, as production runs it (`built('server')`); with
 * `keepOutput`, what it writes to its standard output (its log) is kept.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { keepOutput = false } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', built('server')], {
    cwd: root,
    stdio: ['ignore', keepOutput ? 'pipe' : 'ignore', 'inherit'],
    env: loopbackShopEnv(port, {
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent',
      AUTH_RATE_LIMIT: '1000',
      BETTER_AUTH_SECRET: 'a-shared-secret-of-the-test-servers-0123456789',
      ...env,
    }),
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 600) throw new Error(`${url} did not become healthy`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Two real server processes on one fresh PostgreSQL database, for the tests of one file or `describe`
 * block: started before them, stopped after them, and the database dropped. `env` is added to the
 * servers' settings; by default it lifts the limits on unpaid orders and on the order rate, as
 * buildTestApp does, for a few customers placing many orders (what one buyer may hold unpaid is tested
 * in order-holds.test.ts). Answers the database, usable once the tests run, and the list the servers join.
 */
export function useTwoServersOnOneDatabase(
  env: Record<string, string> = {
    MAX_UNPAID_ORDERS: '1000',
    ORDER_RATE_LIMIT: '1000',
    UNPAID_SHARE_PERCENT: '100',
    UNPAID_VALUE_MAX: '100000000',
  },
) {
  let database: (DatabaseHandle & { url?: string }) | undefined;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    const made = await createTestDatabase();
    database = made;
    servers.push(...(await Promise.all([0, 1].map(() => startServerProcess({ DATABASE_URL: made.url!, ...env })))));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  });
  const live = new Proxy({} as DatabaseHandle & { url?: string }, {
    get(_, key) {
      if (!database) throw new Error('The database is made before the tests run: use it inside a test or a hook');
      return Reflect.get(database, key, database);
    },
  });
  return { database: live, servers };
}

/**
 * Signs up over HTTP and answers the session cookie. Given the database, the address is marked
 * verified there, as following the mailed link would (ordering needs a verified address).
 */
export async function signUpOver(
  url: string,
  name: string,
  password: string,
  verifiedIn?: { db: Database },
): Promise<string> {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ name, email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  if (verifiedIn) await verifiedIn.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
