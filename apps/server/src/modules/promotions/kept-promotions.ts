import type { PromotionRule } from '@teatree/shared/promotions';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productSizes, promotions } from '../../db/schema/index.ts';
import { KeptReading } from '../../lib/kept-reading.ts';

/** A promotion's rules and its limits, as every order and quote reads them (its uses are counted apart). */
export interface PromotionDefinition extends PromotionRule {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  minSubtotalCents: number | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  /** For a gift: the tea of the size given, or null when the size is gone. */
  giftProductId: string | null;
}

/**
 * The shop's promotions kept in memory on each app server (docs/decisions/0035-promotions.md), so an
 * order or a quote reads them without asking the database; only the uses of a promotion with a limit
 * are counted afresh. Forgotten when the owner changes one (on this server at once, through
 * `promotionsChanged` in lib/effects.ts; on every server as the database announces it on
 * `shop_changed`, migration 0034), and not kept at all while announcements cannot be heard. An order
 * priced by a promotion changed a moment ago is refused by the statement that places it, which checks
 * each promotion it uses, and priced again (workflows/place-order.ts).
 */
export class KeptPromotions extends KeptReading<PromotionDefinition[]> {
  constructor() {
    super(readDefinitions);
  }
}

async function readDefinitions(db: Executor): Promise<PromotionDefinition[]> {
  const rows = await db
    .select({ promotion: promotions, giftProductId: productSizes.productId })
    .from(promotions)
    .leftJoin(productSizes, eq(productSizes.id, promotions.giftSizeId));
  return rows.map(({ promotion: { createdAt, updatedAt, ...definition }, giftProductId }) => ({
    ...definition,
    giftProductId,
  }));
}
