import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { orders, products } from '../src/db/schema/index.ts';
import { addProduct } from './catalogue.ts';
import { createTestDatabase } from './helper.ts';
import { cookieHeader, PASSWORD } from './sessions.ts';

const root = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * ARCHITECTURE.md "Scale-out": app servers hold no state. Two real server processes on one PostgreSQL
 * share sessions and never oversell.
 */
describe('two app servers on one PostgreSQL', () => {
  let database: DatabaseHandle & { url?: string };
  const servers: { url: string; child: ChildProcess }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: url,
          DATABASE_URL: database.url!,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'error',
          WEB_DIST: '/nonexistent',
          AUTH_RATE_LIMIT: '1000',
          BETTER_AUTH_SECRET: 'a-shared-secret-of-the-two-servers-0123456789',
        },
      });
      servers.push({ url, child });
    }
    await Promise.all(servers.map((s) => waitForHealth(s.url, s.child)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await database?.close();
  });

  async function signUpOn(url: string, name: string) {
    const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
    const res = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ name, email, password: PASSWORD }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return cookieHeader(res.headers.getSetCookie());
  }

  it('shares a session signed in on one server with the other', async () => {
    const cookie = await signUpOn(servers[0]!.url, 'Wanda');
    const session = await fetch(`${servers[1]!.url}/api/auth/get-session`, { headers: { cookie } });
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe('Wanda');
  });

  it('sells a stock of 10 exactly once across 100 simultaneous orders on both servers', async () => {
    const productId = await addProduct(database, { quantity: 10, minOrder: 1 });
    const cookies = [await signUpOn(servers[0]!.url, 'Ana'), await signUpOn(servers[1]!.url, 'Ben')];
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const server = servers[i % 2]!;
        const res = await fetch(`${server.url}/api/purchase`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[(i >> 1) % 2]! },
          body: JSON.stringify({ productId, quantity: 1, address: '2 Scale Street' }),
        });
        return { status: res.status, body: (await res.json()) as { fields: Record<string, string> } };
      }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.fields.quantity).toMatch(/sold out|in stock/);
    }
    const [left] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(left!.quantity).toBe(0);
    expect(await database.db.select().from(orders).where(eq(orders.productId, productId))).toHaveLength(10);
  });
});
