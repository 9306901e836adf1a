import type { Database } from '../../src/db/client.ts';
import { products } from '../../src/db/schema/index.ts';
import { newId } from '../../src/lib/ids.ts';

/** A product straight in the database, with the stock and minimum a test needs. */
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
    quantity,
    minOrder,
    date: '2026-10-01',
    photo: '/media/none/400.webp',
    createdByName: 'Shop',
    createdByEmail: 'shop@example.com',
  });
  return id;
}
