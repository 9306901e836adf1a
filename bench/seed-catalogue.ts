import { CATEGORIES } from '@teatree/shared/constants';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { products } from '../apps/server/src/db/schema/index.ts';
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

/** A catalogue of `count` teas (the demo ones and generated ones sharing their pictures). */
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
      for (let i = offset; i < Math.min(count, offset + 500); i++) {
        const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`.slice(0, 20);
        rows.push({
          id: newId('prod'),
          name,
          brand: `Estate ${i % 97}`,
          description: `A generated tea for measuring the catalogue, number ${i}, with a description long enough to be cut.`,
          category: CATEGORIES[i % CATEGORIES.length]!,
          priceCents: 500 + ((i * 37) % 4000),
          quantity: 1 + (i % 1000),
          minOrder: 1 + (i % 5),
          date: '2026-11-01',
          photo: photos[i % photos.length]!,
          createdByName: 'Bench',
          createdByEmail: 'bench@teatree.com',
          createdAt: new Date(start + i * 1000),
        });
      }
      await handle.db.insert(products).values(rows);
    }
  } finally {
    await handle.close();
  }
}
