import type { Executor } from '../../db/client.ts';
import { readSold, type TeaAsSold } from '../products/teas-as-sold.ts';
import type { UsablePromotions } from './usable.ts';

/**
 * The teas a gift adds to an order (docs/decisions/0035-promotions.md): one of each size that a usable
 * gift names and the order does not hold already (where it does, one of that line is free instead),
 * read as the database has it now, and only while its stock holds one. A gift sold out, retired or
 * deleted is not given; the order goes on without it.
 */
export async function giftsFor(
  db: Executor,
  usable: UsablePromotions,
  sizesOrdered: readonly string[],
): Promise<TeaAsSold[]> {
  const wanted = new Map<string, string>();
  for (const rule of usable.rules) {
    if (rule.target !== 'gift' || !rule.giftSizeId || !rule.giftProductId) continue;
    if (!sizesOrdered.includes(rule.giftSizeId)) wanted.set(rule.giftSizeId, rule.giftProductId);
  }
  if (wanted.size === 0) return [];
  const found = await Promise.all([...wanted].map(([sizeId, productId]) => readSold(db, productId, sizeId)));
  return found.flatMap((gift) => (gift && gift.tea.stock >= gift.sold.stockEach ? [gift.sold] : []));
}
