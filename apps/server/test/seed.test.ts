import { CATEGORIES } from '@teatree/shared/constants';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media, products, reviews } from '../src/db/schema/index.ts';
import { DEMO_CATEGORIES, DEMO_GALLERIES } from '../src/seed/demo-catalogue.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { useTestApp } from './helpers/app.ts';

describe('demo data', () => {
  const app = useTestApp();

  const total = async (table: typeof products | typeof reviews | typeof media) =>
    (await app.db.select({ n: count() }).from(table))[0]!.n;

  it('fills an empty shop with at least 12 teas in every category, their pictures and 6 reviews', async () => {
    expect(await total(products)).toBe(0);
    expect(await seedDemoData(app.db)).toBe(true);
    const rows = await app.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set([...CATEGORIES, ...DEMO_CATEGORIES]));
    for (const row of rows) expect(row.name.length).toBeLessThanOrEqual(20);
    // A picture each, and the demo's galleries their others.
    const galleries = Object.values(DEMO_GALLERIES).reduce((sum, n) => sum + n - 1, 0);
    expect(await total(media)).toBe(rows.length + galleries);
    for (const row of rows) {
      expect(row.photos.length).toBe(DEMO_GALLERIES[row.name] ?? 0);
      if (row.photos.length) expect(row.photos[0]).toBe(row.photo);
    }
    expect(await total(reviews)).toBeGreaterThanOrEqual(6);
  });

  it('leaves a shop that has products alone', async () => {
    const before = await total(products);
    expect(await seedDemoData(app.db)).toBe(false);
    expect(await total(products)).toBe(before);
  });
});
