import type { Dashboard } from '@teatree/shared/schemas/dashboard';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSizes } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addPaidOrder } from './helpers/books.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';

/**
 * The dashboard of a shop that sells sizes (docs/decisions/0032-sizes-and-stock-by-weight.md): a tea
 * runs low by its default size's count, or by the days its stock lasts at what it sold.
 */
describe('the dashboard, with sizes', () => {
  const app = useTestApp();
  let admin: Session;
  let customer: Session;
  const teas = {} as Record<'busy' | 'quiet', string>;

  /** A paid order of one line, straight in the books: `quantity` of the tea's size of `grams`, paid an hour ago. */
  async function sold(productId: string, label: string, grams: number, quantity: number) {
    const [size] = await app.db.select().from(productSizes).where(eq(productSizes.productId, productId));
    await addPaidOrder(app, {
      tea: { name: 'Tea', category: 'Green Tea', brand: 'B', description: 'D', photo: '/x.webp' },
      unitPriceCents: 500,
      quantity,
      customerName: 'Mira',
      email: 'mira@example.com',
      paidAt: new Date(Date.now() - 3_600_000),
      line: { productId, sizeId: size!.id, sizeLabel: label, sizeGrams: grams, stockEach: grams },
    });
  }

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
    customer = await signUp(app);
    // 30 tins in stock (3 kg), 1.5 kg sold in 30 days: it lasts 60 days. Not low by days, not by count (LOW_STOCK 10).
    teas.quiet = await addProduct(app, { name: 'Quiet Tea', quantity: 30, minOrder: 1 });
    await sold(teas.quiet, '100 g tin', 100, 15);
    // 12 tins (1.2 kg), 6 kg sold in 30 days as 250 g pouches: it lasts 6 days.
    teas.busy = await addProduct(app, { name: 'Busy Tea', quantity: 12, minOrder: 1 });
    await sold(teas.busy, '250 g pouch', 250, 24);
  });

  const read = (query: string, who: Session | null = admin) =>
    app.inject({ url: `/api/dashboard${query}`, headers: who?.headers ?? {} });

  it('lists a tea low by days of sales, its stock in grams and in its default size', async () => {
    const res = await read('?lowStockBy=days');
    expect(res.statusCode, res.body).toBe(200);
    const body: Dashboard = res.json();
    expect(body.lowStock).toMatchObject({ by: 'days', days: 14, total: 1 });
    expect(body.lowStock.products).toEqual([
      {
        _id: teas.busy,
        name: 'Busy Tea',
        quantity: 12,
        minOrder: 1,
        stock: 1_200,
        stockedBy: 'weight',
        stockText: '1.2 kg',
        size: '100 g tin',
        daysLeft: 6,
      },
    ]);
  });

  it('lists by the default size’s count unless asked otherwise, and names the size of each top tea', async () => {
    const body: Dashboard = (await read('')).json();
    expect(body.lowStock).toMatchObject({ by: 'count', threshold: 10, total: 0, products: [] });
    expect(body.topByUnits.map((tea) => [tea.name, tea.size, tea.units])).toEqual([
      ['Busy Tea', '250 g pouch', 24],
      ['Quiet Tea', '100 g tin', 15],
    ]);
  });

  it('counts by the new default size once the owner changes it', async () => {
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/products/${teas.busy}`,
      headers: admin.headers,
      payload: {
        sizes: [
          { label: '100 g tin', grams: 100, price: 5, minOrder: 1 },
          { label: '250 g pouch', grams: 250, price: 11, minOrder: 1, isDefault: true },
        ],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // 1.2 kg holds 4 pouches: low by the count now (LOW_STOCK 10), and named by its pouch.
    const body: Dashboard = (await read('')).json();
    expect(body.lowStock).toMatchObject({ by: 'count', total: 1 });
    expect(body.lowStock.products).toMatchObject([
      { name: 'Busy Tea', quantity: 4, size: '250 g pouch', stock: 1_200 },
    ]);
  });

  it('refuses another way of judging, and anyone but an administrator', async () => {
    expectApiError(await read('?lowStockBy=weeks'), 400, 'lowStockBy');
    expectApiError(await read('?lowStockBy=days', customer), 403);
    expectApiError(await read('?lowStockBy=days', null), 401);
  });
});
