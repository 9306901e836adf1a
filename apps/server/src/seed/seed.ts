import { toCents } from '@teatree/shared/money';
import { count, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { categories, contactMessages, contactReplies, productSizes, products, reviews } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import { type EncodedImage, encodeImage, saveImage } from '../modules/media/store.ts';
import {
  DEMO_CATEGORIES,
  DEMO_CURATOR,
  DEMO_GALLERIES,
  DEMO_MESSAGES,
  DEMO_REVIEWS,
  DEMO_TEAS,
  demoSizes,
  demoStock,
} from './demo-catalogue.ts';
import { DEMO_FACTS } from './demo-facts.ts';
import { DEMO_GIFT, seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoShipping } from './demo-shipping.ts';
import { productArtSvg } from './product-art.ts';

const SEED_LOCK = 7283402;

/**
 * Fills an empty shop with the demo catalogue: drawn product pictures (through the same media
 * pipeline as uploads), the teas, a few reviews, and delivery and tax to show (./demo-shipping.ts). A
 * shop that has any product is left alone, and app servers starting together seed once (an advisory
 * lock serialises them).
 */
export async function seedDemoData(db: Database, { shopCountry = 'US' } = {}): Promise<boolean> {
  if (await hasProducts(db)) return false;
  const pictures = await drawDemoPictures();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasProducts(tx)) return false;

    // A minute apart, teas then reviews, all in the past: anything added after start-up is the newest.
    await seedDemoCategories(tx);
    const start = Date.now() - (DEMO_TEAS.length + DEMO_REVIEWS.length + 1) * 60_000;
    const ids = new Map<string, { id: string; photo: string }>();
    /** Each tea's sizes' ids, by label: the demo's gift names one. */
    const sizeIds = new Map<string, Map<string, string>>();
    for (const [i, tea] of DEMO_TEAS.entries()) {
      const [first, ...others] = pictures[i]!;
      const picture = await saveImage(tx, first!, `${tea.name}.svg`);
      const more: string[] = [];
      for (const [k, other] of others.entries()) {
        more.push((await saveImage(tx, other, `${tea.name} ${k + 2}.svg`)).url);
      }
      const id = newId('prod');
      ids.set(tea.name, { id, photo: picture.url });
      const createdAt = new Date(start + i * 60_000);
      const sizes = demoSizes(tea);
      await tx.insert(products).values({
        id,
        name: tea.name,
        brand: tea.brand,
        description: tea.description,
        category: tea.category,
        priceCents: toCents(tea.price),
        minOrder: tea.minOrder,
        stockedBy: tea.piece ? 'piece' : 'weight',
        defaultGrams: sizes.find((size) => size.isDefault)!.grams,
        stock: demoStock(tea),
        facts: DEMO_FACTS[tea.name] ?? {},
        date: createdAt.toISOString().slice(0, 10),
        photo: picture.url,
        photos: more.length ? [picture.url, ...more] : [],
        createdByName: DEMO_CURATOR.name,
        createdByEmail: DEMO_CURATOR.email,
        createdAt,
        updatedAt: createdAt,
      });
      const labelled = new Map(sizes.map((size) => [size.label, newId('size')]));
      sizeIds.set(tea.name, labelled);
      await tx.insert(productSizes).values(
        sizes.map((size, position) => ({
          id: labelled.get(size.label)!,
          productId: id,
          position,
          label: size.label,
          grams: size.grams,
          priceCents: toCents(size.price),
          minOrder: size.minOrder,
          isDefault: size.isDefault,
        })),
      );
    }

    const teas = new Map(DEMO_TEAS.map((t) => [t.name, t]));
    for (const [i, r] of DEMO_REVIEWS.entries()) {
      const tea = teas.get(r.tea);
      const product = ids.get(r.tea);
      if (!tea || !product) throw new Error(`Demo review names an unknown tea: ${r.tea}`);
      await tx.insert(reviews).values({
        id: newId('rev'),
        productId: product.id,
        userName: r.user,
        email: r.email,
        productName: tea.name,
        category: tea.category,
        brand: tea.brand,
        description: tea.description,
        photo: product.photo,
        review: r.review,
        rating: r.rating,
        createdAt: new Date(start + (DEMO_TEAS.length + i) * 60_000),
      });
    }
    const methods = await seedDemoShipping(tx, shopCountry);
    await seedDemoPromotions(tx, { ...methods, sample: sizeIds.get(DEMO_GIFT.tea)!.get(DEMO_GIFT.size)! });
    await seedDemoMessages(tx, start);
    return true;
  });
}

/** The demo's pictures, drawn once a process (a test run seeds two databases), by tea. */
let demoPictures: Promise<EncodedImage[][]> | undefined;

/**
 * Each demo tea's drawn pictures, encoded through the same pipeline as uploads: its tin, then for a
 * few teas a gallery (the refill pouch and another look, other variants of its art). All are encoded
 * at once, before the seed's transaction, so the encoder keeps every core busy.
 */
function drawDemoPictures(): Promise<EncodedImage[][]> {
  demoPictures ??= Promise.all(
    DEMO_TEAS.map((tea, i) =>
      Promise.all(
        Array.from({ length: DEMO_GALLERIES[tea.name] ?? 1 }, (_, k) =>
          encodeImage(Buffer.from(productArtSvg({ name: tea.name, category: tea.category, variant: i + k }))),
        ),
      ),
    ),
  ).catch((err) => {
    demoPictures = undefined;
    throw err;
  });
  return demoPictures;
}

/** Two messages in the Inbox (docs/decisions/0036-inbox.md): one answered, one waiting. */
async function seedDemoMessages(tx: Executor, start: number) {
  const [answered, waiting] = DEMO_MESSAGES;
  const answeredId = newId('msg');
  await tx.insert(contactMessages).values([
    {
      id: answeredId,
      ...answered.message,
      createdAt: new Date(start),
      readAt: new Date(start),
      handledAt: new Date(start),
    },
    { id: newId('msg'), ...waiting.message, createdAt: new Date(start + 60_000) },
  ]);
  await tx.insert(contactReplies).values({
    id: newId('rpl'),
    messageId: answeredId,
    body: answered.reply,
    authorName: DEMO_CURATOR.name,
    createdAt: new Date(start),
  });
}

async function hasProducts(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) > 0;
}

/** The demo's own categories, after the shop's first four (which the migrations add). */
async function seedDemoCategories(tx: Executor) {
  const [last] = await tx.select({ n: count() }).from(categories);
  for (const [i, name] of DEMO_CATEGORIES.entries()) {
    await tx
      .insert(categories)
      .values({ id: newId('cat'), name, position: (last?.n ?? 0) + i + 1 })
      .onConflictDoNothing();
  }
}
