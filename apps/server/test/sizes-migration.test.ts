import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../src/db/client.ts';
import { openPglite } from '../src/db/prepared-pglite.ts';
import { cartItems, orderLines, products } from '../src/db/schema/index.ts';
import { readProduct, returnStock } from '../src/modules/products/repository.ts';
import { adminQuery, dbKind } from './helpers/app.ts';
import { withDatabase } from './setup/global-postgres.ts';

/** An empty database of the kind this run tests, migrated up to the migrations of `folder`. */
async function databaseMigratedBy(folder: string): Promise<DatabaseHandle> {
  if (dbKind === 'pglite') {
    const handle = await openDatabase({ pglite: await openPglite() });
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return handle;
  }
  const { url } = inject('postgresTemplates');
  const name = `teatree_m_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template template0`);
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
  await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The migrations up to `last` alone, in a folder of their own: a shop as it was before a later one. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'teatree-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  for (const entry of journal.entries.filter((e) => e.idx > last)) rmSync(path.join(dir, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * A shop that sold teas before sizes existed (migration 0028) keeps its prices, its counts, its carts
 * and its orders through migration 0029 (docs/decisions/0032-sizes-and-stock-by-weight.md).
 */
describe('the migration to sizes', () => {
  const folder = migrationsUpTo(28);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('turns a tea into one 100 g tin of the same price and count, its cart line into that size, and its order lines 100 g a tin', async () => {
    const handle = await databaseMigratedBy(folder);
    try {
      const before = `
        insert into "user" (id, name, email) values ('usr_old', 'Old Customer', 'old@example.com');
        insert into products (id, name, brand, description, category, price_cents, quantity, min_order, date, photo,
                              created_by_name, created_by_email)
             values ('prod_old', 'Old Oolong', 'Wuyi', 'Roasted.', 'Black Tea', 1850, 37, 2, '2026-01-01', '/x.webp',
                     'Shop', 'shop@example.com');
        insert into cart_items (user_id, product_id, name, quantity) values ('usr_old', 'prod_old', 'Old Oolong', 3);
        insert into orders (id, name, category, brand, description, photo, unit_price_cents, quantity, total_cents,
                            customer_name, email, address, status)
             values ('ord_old', 'Old Oolong', 'Black Tea', 'Wuyi', 'Roasted.', '/x.webp', 1850, 4, 7400,
                     'Old Customer', 'old@example.com', '1 Quiet Lane', 'pending');
        insert into order_lines (id, order_id, position, product_id, name, category, brand, description, photo,
                                 unit_price_cents, quantity, total_cents)
             values ('line_old', 'ord_old', 1, 'prod_old', 'Old Oolong', 'Black Tea', 'Wuyi', 'Roasted.', '/x.webp', 1850, 4, 7400)`;
      for (const statement of before.split(';')) await handle.db.execute(sql.raw(statement));

      await handle.migrate();

      const tea = await readProduct(handle.db, 'prod_old');
      expect(tea).toMatchObject({
        price: 18.5,
        quantity: 37,
        minOrder: 2,
        stock: 3_700,
        stockedBy: 'weight',
        fromPrice: 18.5,
      });
      expect(tea!.sizes).toEqual([
        {
          id: tea!.defaultSizeId,
          label: '100 g tin',
          grams: 100,
          price: 18.5,
          minOrder: 2,
          sku: null,
          quantity: 37,
          pricePer100g: 18.5,
        },
      ]);
      const [line] = await handle.db.select().from(cartItems).where(eq(cartItems.userId, 'usr_old'));
      expect(line).toMatchObject({ productId: 'prod_old', sizeId: tea!.defaultSizeId, quantity: 3 });

      // The pending order's lines were sold as 100 g tins: giving its stock back returns 4 × 100 g.
      const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, 'ord_old'));
      expect(lines).toMatchObject([{ stockEach: 100, sizeLabel: null, sizeGrams: null, quantity: 4 }]);
      await returnStock(handle.db, lines);
      const [row] = await handle.db.select().from(products).where(eq(products.id, 'prod_old'));
      expect(row!.stock).toBe(4_100);
      expect((await readProduct(handle.db, 'prod_old'))!.quantity).toBe(41);
    } finally {
      await handle.close();
    }
  });
});
