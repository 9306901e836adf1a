import { CATEGORIES } from '@teatree/shared/constants';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { productSizes, products } from '../apps/server/src/db/schema/index.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';

const WORDS = [
  'Morning',
  'Garden',
  'Mist',
  'Peak',
  'Valley',
  'Silver',
  'Golden',
  'Jade',
  'River',
  'Cloud',
  'Amber',
  'Leaf',
];

/**
 * A generated tea's sizes, as most teas of the demo shop are sold (docs/decisions/0032-sizes-and-stock-by-weight.md):
 * a 25 g sample, the 100 g tin at the tea's price (its default), and a 250 g pouch, cheaper by weight.
 */
function sizesOf(productId: string, priceCents: number, minOrder: number, i: number) {
  const sizes = [
    { label: '25 g sample', grams: 25, priceCents: Math.round(priceCents * 0.3), minOrder: 1 },
    { label: '100 g tin', grams: 100, priceCents, minOrder, isDefault: true },
    { label: '250 g pouch', grams: 250, priceCents: Math.round(priceCents * 2.2), minOrder: 1 },
  ];
  // One tea in five is sold in its tin alone.
  return (i % 5 === 0 ? sizes.slice(1, 2) : sizes).map((size, position) => ({
    id: newId('size'),
    productId,
    position,
    isDefault: false,
    ...size,
  }));
}

/** A catalogue of `count` teas (the demo ones and generated ones sharing their pictures), most in three sizes. */
export async function seedLargeCatalogue(target: { dataDir: string } | { databaseUrl: string }, count: number) {
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    await seedDemoData(handle.db);
    const photos = (await handle.db.select({ photo: products.photo }).from(products)).map((p) => p.photo);
    const existing = photos.length;
    const start = Date.now() - count * 1000;
    for (let offset = existing; offset < count; offset += 500) {
      const rows = [];
      const sizes = [];
      for (let i = offset; i < Math.min(count, offset + 500); i++) {
        const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`.slice(0, 20);
        const id = newId('prod');
        const priceCents = 500 + ((i * 37) % 4000);
        const minOrder = 1 + (i % 5);
        sizes.push(...sizesOf(id, priceCents, minOrder, i));
        rows.push({
          id,
          name,
          brand: `Estate ${i % 97}`,
          description: `A generated tea for measuring the catalogue, number ${i}, with a description long enough to be cut.`,
          category: CATEGORIES[i % CATEGORIES.length]!,
          priceCents,
          minOrder,
          // Grams: as many 100 g tins as the catalogue counted before teas had sizes.
          stock: (1 + (i % 1000)) * 100,
          date: '2026-11-01',
          photo: photos[i % photos.length]!,
          createdByName: 'Bench',
          createdByEmail: 'bench@teatree.com',
          createdAt: new Date(start + i * 1000),
        });
      }
      await handle.db.insert(products).values(rows);
      await handle.db.insert(productSizes).values(sizes);
    }
  } finally {
    await handle.close();
  }
}
