import { createServer, type Server, Socket } from 'node:net';
import { FIRST_SIZE } from '@teatree/shared/sizes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { orders, products } from '../src/db/schema/index.ts';
import { buildTestApp, createTestDatabase, expectApiError } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { signUpOver, startServerProcess } from './helpers/server-process.ts';
import { PASSWORD, signUp } from './helpers/sessions.ts';

/** A TCP relay in front of PostgreSQL that the test can cut and restore: the database "goes away". */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and drops the open ones, as a stopped PostgreSQL does. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server!.close(() => resolve());
      }),
    restore: open,
  };
}

describe('the database going away and coming back', () => {
  it('answers 503 with a message while PostgreSQL is unreachable, says so on /api/health, and recovers', async () => {
    const database = await createTestDatabase();
    const real = new URL(database.url!);
    const relay = await startRelay(real);
    const viaRelay = new URL(database.url!);
    viaRelay.port = String(relay.port);
    const handle = await openDatabase({ databaseUrl: viaRelay.toString(), poolSize: 3 });
    const app = await buildTestApp({ database: handle, env: { AUTH_RATE_LIMIT: '1000' } });
    try {
      const customer = await signUp(app);
      const productId = await addProduct(app, { quantity: 20, minOrder: 1 });
      const order = (body = { productId, quantity: 1, address: '3 Outage Row' }) =>
        app.inject({ method: 'POST', url: '/api/purchase', headers: customer.headers, payload: body });
      expect((await order()).statusCode).toBe(201);

      await relay.cut();
      const health = await app.inject('/api/health');
      expectApiError(health, 503);
      expect(health.headers['retry-after']).toBeDefined();
      expectApiError(
        await app.inject({ url: '/api/purchase', headers: customer.headers }),
        503,
        undefined,
        /unavailable/,
      );
      expectApiError(await order(), 503, undefined, /unavailable/);

      await relay.restore();
      let healthy = 0;
      for (let i = 0; i < 50 && healthy !== 200; i++) {
        healthy = (await app.inject('/api/health')).statusCode;
        if (healthy !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(healthy).toBe(200);
      expect((await order()).statusCode).toBe(201);
      // Exactly the two accepted orders, and the stock they took: nothing half-written in between.
      const placed = await database.db.select().from(orders).where(eq(orders.productId, productId));
      expect(placed).toHaveLength(2);
      const [left] = await database.db.select().from(products).where(eq(products.id, productId));
      expect(left!.stock).toBe(18 * FIRST_SIZE.grams);
    } finally {
      await app.close();
      await handle.close();
      await relay.cut();
      await database.close();
    }
  }, 60_000);
});

describe('SIGTERM during a burst of orders', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('loses no accepted order and leaves the stock consistent', async () => {
    const server = await startServerProcess({
      DATABASE_URL: database.url!,
      MAX_UNPAID_ORDERS: '1000',
      ORDER_RATE_LIMIT: '1000',
    });
    const productId = await addProduct(database, { quantity: 1000, minOrder: 1 });
    const cookie = await signUpOver(server.url, 'Sigrid', PASSWORD, database);
    const burst = Array.from({ length: 80 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 5));
      try {
        const res = await fetch(`${server.url}/api/purchase`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: server.url },
          body: JSON.stringify({ productId, quantity: 1, address: '4 Shutdown Lane' }),
        });
        const body = (await res.json()) as { insertedId?: string };
        return { status: res.status, id: body.insertedId };
      } catch {
        return { status: 0, id: undefined }; // the server had stopped listening
      }
    });
    await new Promise((r) => setTimeout(r, 150));
    const exit = server.stop();
    const answers = await Promise.all(burst);
    expect(await exit).toBe(0);

    const accepted = answers.filter((a) => a.status === 201).map((a) => a.id!);
    expect(accepted.length).toBeGreaterThan(0);
    for (const a of answers) expect([201, 503, 0]).toContain(a.status);
    const stored = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.productId, productId));
    const storedIds = new Set(stored.map((o) => o.id));
    for (const id of accepted) expect(storedIds.has(id)).toBe(true);
    const [left] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(left!.stock).toBe((1000 - stored.length) * FIRST_SIZE.grams);
  }, 90_000);
});
