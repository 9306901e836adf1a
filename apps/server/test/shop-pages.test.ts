import type { ShopPage } from '@teatree/shared/schemas/shop-page';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopPages } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { type Session, signUp } from './helpers/sessions.ts';

/** The pages the owner writes (docs/decisions/0038-shop-pages.md): Shipping and returns. */
describe('/api/pages/shipping-and-returns', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', RETURN_DAYS: '21' } });
  let admin: Session;
  let customer: Session;
  const url = '/api/pages/shipping-and-returns';

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin', name: 'Olive Owner' });
    customer = await signUp(app);
  });

  const read = async (): Promise<ShopPage> => {
    const res = await app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const write = (payload: unknown, who: Session | null = admin) =>
    app.inject({ method: 'PUT', url, payload: payload as object, headers: who ? who.headers : {} });

  it("says the shop's first words until the owner writes, with the shop's days for returns", async () => {
    const page = await read();
    expect(page).toMatchObject({ slug: 'shipping-and-returns', title: 'Shipping and returns', updatedAt: null });
    expect(page.body).toMatch(/^## Delivery\n/);
    expect(page.body).toContain('within 21 days of delivery');
  });

  it("keeps the owner's words, trimmed, for everyone at once", async () => {
    const res = await write({ body: '  ## Delivery\nFree over $40 in the US.\n\n- Sealed tins only  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ body: '## Delivery\nFree over $40 in the US.\n\n- Sealed tins only' });
    const page = await read();
    expect(page.body).toBe('## Delivery\nFree over $40 in the US.\n\n- Sealed tins only');
    expect(page.updatedAt).toEqual(expect.any(String));
    const again = await write({ body: 'Second words.' });
    expect(again.statusCode).toBe(200);
    expect((await read()).body).toBe('Second words.');
    const rows = await app.db.select().from(shopPages);
    expect(rows).toEqual([expect.objectContaining({ slug: 'shipping-and-returns', updatedByName: 'Olive Owner' })]);
  });

  it('refuses an empty or too long page, or another field, naming it, and changes nothing', async () => {
    const before = (await read()).body;
    expectApiError(await write({ body: '   ' }), 400, 'body', /Write the page/);
    expectApiError(await write({}), 400, 'body', /Write the page/);
    expectApiError(await write({ body: 'x'.repeat(20_001) }), 400, 'body', /at most 20,000/);
    expectApiError(await write({ body: 'Hi', title: 'Other' }), 400);
    expect((await read()).body).toBe(before);
  });

  it('is read by anyone, written by administrators only, and knows no other page', async () => {
    const before = (await read()).body;
    expectApiError(await write({ body: 'Mine now' }, null), 401);
    expectApiError(await write({ body: 'Mine now' }, customer), 403);
    expectApiError(await app.inject({ url: '/api/pages/about-us' }), 404, undefined, /no such page/);
    const other = await app.inject({
      method: 'PUT',
      url: '/api/pages/about-us',
      payload: { body: 'Hi' },
      headers: admin.headers,
    });
    expectApiError(other, 404, undefined, /no such page/);
    expect((await read()).body).toBe(before);
  });
});

describe('a shop that takes no returns', () => {
  const app = useTestApp({ env: { RETURN_DAYS: '0' } });

  it('says so in its first words', async () => {
    const res = await app.inject({ url: '/api/pages/shipping-and-returns' });
    expect(res.json().body).toContain('write to us within a week of delivery');
    expect(res.json().body).not.toContain('from your order');
  });
});
