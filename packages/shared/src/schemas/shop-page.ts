import { z } from 'zod';
import { requiredText } from './fields.ts';

/**
 * The shop's own pages that the owner writes (docs/decisions/0038-shop-pages.md): today "Shipping and
 * returns". The words are plain text: a blank line starts a paragraph, a line starting with "## " is a
 * heading, and lines starting with "- " make a list. Nothing in them is read as HTML.
 */

export const SHOP_PAGES = { 'shipping-and-returns': 'Shipping and returns' } as const;
export type ShopPageSlug = keyof typeof SHOP_PAGES;
export const SHOP_PAGE_MAX = 20_000;

export const shopPageMessages = {
  bodyRequired: 'Write the page before saving it',
  bodyTooLong: `A page must be at most ${SHOP_PAGE_MAX.toLocaleString('en-US')} characters`,
  unknown: 'There is no such page',
} as const;

export const shopPageParams = z.object({ slug: z.string().max(64) });

export const isShopPage = (slug: string): slug is ShopPageSlug => Object.hasOwn(SHOP_PAGES, slug);

export const shopPageInput = z
  .object({
    body: requiredText(shopPageMessages.bodyRequired).max(SHOP_PAGE_MAX, { error: shopPageMessages.bodyTooLong }),
  })
  .strict();
export type ShopPageInput = z.input<typeof shopPageInput>;

export const shopPage = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  /** When the owner last saved it; null while it is the shop's first words. */
  updatedAt: z.string().nullable(),
});
export type ShopPage = z.infer<typeof shopPage>;
