import { SHOP_PAGES, type ShopPage, type ShopPageSlug } from '@teatree/shared/schemas/shop-page';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shopPages } from '../../db/schema/index.ts';
import { firstWords } from './first-words.ts';

/** A page as the owner last saved it, or the shop's first words for it while they never have. */
export async function readShopPage(db: Executor, slug: ShopPageSlug, shop: { returnDays: number }): Promise<ShopPage> {
  const [row] = await db.select().from(shopPages).where(eq(shopPages.slug, slug)).limit(1);
  return {
    slug,
    title: SHOP_PAGES[slug],
    body: row?.body ?? firstWords(slug, shop),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Saves the owner's words for a page (the whole text; the last save wins). */
export async function saveShopPage(
  db: Executor,
  slug: ShopPageSlug,
  body: string,
  updatedByName: string,
): Promise<ShopPage> {
  const now = new Date();
  await db
    .insert(shopPages)
    .values({ slug, body, updatedAt: now, updatedByName })
    .onConflictDoUpdate({ target: shopPages.slug, set: { body, updatedAt: now, updatedByName } });
  return { slug, title: SHOP_PAGES[slug], body, updatedAt: now.toISOString() };
}
