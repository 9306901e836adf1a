import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/app.ts';
import { type Session, signUp } from './helpers/sessions.ts';

/** Two app servers on one database, as behind a load balancer. */
describe('the catalogue list across app servers', () => {
  let one: TestApp;
  let two: TestApp;
  let admin: Session;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    const env = { AUTH_RATE_LIMIT: '1000', CATALOGUE_REFRESH_MS: '300' };
    one = await buildTestApp({ database, env });
    two = await buildTestApp({ database, env });
    admin = await signUp(one, { role: 'admin' });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  const names = async (app: TestApp) =>
    (await app.inject('/api/products?limit=100')).json().map((p: { name: string }) => p.name);

  it('shows a change on the server that made it at once, and on the other within the refresh age', async () => {
    expect(await names(two)).not.toContain('Second Flush');
    const [first] = (await one.inject('/api/products?limit=1')).json();
    const added = await one.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        name: 'Second Flush',
        brand: 'Himalaya',
        description: 'Muscatel.',
        category: 'Black Tea',
        price: 30,
        quantity: 5,
        minOrder: 1,
        date: '2026-11-20',
        photo: first.photo,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await names(one)).toContain('Second Flush');
    await expect.poll(() => names(two), { timeout: 5_000, interval: 100 }).toContain('Second Flush');

    // A deletion travels the same way.
    await one.inject({ method: 'DELETE', url: `/api/products/${added.json().insertedId}`, headers: admin.headers });
    expect(await names(one)).not.toContain('Second Flush');
    await expect.poll(() => names(two), { timeout: 5_000, interval: 100 }).not.toContain('Second Flush');
  });

  it('keeps the same ETag across a refresh when nothing changed, so browsers revalidate for free', async () => {
    const first = await two.inject('/api/products?limit=3');
    await new Promise((r) => setTimeout(r, 400));
    await two.inject('/api/products?limit=3'); // starts the background refresh
    await new Promise((r) => setTimeout(r, 200));
    const again = await two.inject({
      url: '/api/products?limit=3',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
