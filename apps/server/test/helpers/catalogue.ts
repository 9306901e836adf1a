import { FIRST_SIZE } from '@teatree/shared/sizes';
import type { Database } from '../../src/db/client.ts';
import { productSizes, products } from '../../src/db/schema/index.ts';
import { newId } from '../../src/lib/ids.ts';
import type { apiCalls } from './api-calls.ts';

/**
 * A product straight in the database, with the stock and minimum a test needs: one size, FIRST_SIZE
 * (id `size_<tea>`, as migration 0029 made them), whose count is `quantity`.
 */
export async function addProduct(
  app: { db: Database },
  {
    quantity = 50,
    minOrder = 3,
    priceCents = 1250,
    name = 'Jasmine Pearls',
    category = 'Green Tea',
  }: { quantity?: number; minOrder?: number; priceCents?: number; name?: string; category?: string } = {},
) {
  const id = newId('prod');
  await app.db.insert(products).values({
    id,
    name,
    brand: 'Fujian Hills',
    description: 'Green tea rolled into pearls and scented with jasmine.',
    category,
    priceCents,
    stockedBy: 'weight',
    stock: quantity * FIRST_SIZE.grams,
    minOrder,
    date: '2026-10-01',
    photo: '/media/none/400.webp',
    createdByName: 'Shop',
    createdByEmail: 'shop@example.com',
  });
  await app.db.insert(productSizes).values({
    id: `size_${id}`,
    productId: id,
    position: 0,
    label: FIRST_SIZE.label,
    grams: FIRST_SIZE.grams,
    priceCents,
    minOrder,
    isDefault: true,
  });
  return id;
}

/**
 * A tea as the owner's Add Items form sends it (POST /api/products): a roasted Wuyi oolong, 100 tins at
 * $24.50, two at the least, named `name` and a few random letters, so that a file may add it again and
 * again. `changes` adds fields or replaces them.
 */
export function teaToAdd(name: string, changes: object = {}) {
  return {
    name: `${name} ${Math.random().toString(36).slice(2, 8)}`,
    brand: 'Wuyi Rocks',
    description: 'Roasted rock oolong.',
    category: 'Black Tea',
    price: 24.5,
    quantity: 100,
    minOrder: 2,
    date: '2026-11-01',
    photo: '/media/none/1200.webp',
    ...changes,
  };
}

/**
 * Adds a tea as the owner's form does (POST /api/products, through apiCalls' `ok`, as the owner) and
 * answers its id: a green tea by Leaf & Co, sold from one tin up, unless `tea` says otherwise. For the
 * files about what comes after the catalogue (orders, refunds, returns, promotions), which only need a
 * tea of a name, a price and a stock.
 */
export async function addTeaByApi(
  ok: ReturnType<typeof apiCalls>['ok'],
  tea: { name: string; price: number } & Record<string, unknown>,
): Promise<string> {
  const added = await ok('POST', '/api/products', {
    brand: 'Leaf & Co',
    description: 'A tea.',
    category: 'Green Tea',
    date: '2026-11-01',
    photo: '/media/none/400.webp',
    minOrder: 1,
    ...tea,
  });
  return added.insertedId as string;
}
