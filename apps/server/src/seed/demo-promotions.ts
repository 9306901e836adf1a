import type { Executor } from '../db/client.ts';
import { promotions } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';

/** The size the demo's gift gives: a sample of one of the demo's teas (./demo-catalogue.ts). */
export const DEMO_GIFT = { tea: 'Dragon Well', size: '25 g sample', over: 75 };

/**
 * The demo shop's promotions (docs/decisions/0035-promotions.md), so a first run shows every kind: the
 * code WELCOME10, 10 % off once per customer; an automatic offer of free shipping over $40 by the home
 * country's Standard delivery (which has no "free over" of its own: the offer gives it); and a Dragon
 * Well sample free with orders over $75. All combine.
 */
export async function seedDemoPromotions(tx: Executor, given: { standard: string; sample: string }) {
  await tx.insert(promotions).values([
    {
      id: newId('promo'),
      code: 'WELCOME10',
      name: 'Welcome: 10 % off your first order',
      kind: 'percent',
      percent: 10,
      target: 'order',
      maxUsesPerCustomer: 1,
      combines: true,
    },
    {
      id: newId('promo'),
      code: null,
      name: 'Free shipping over $40',
      kind: 'percent',
      percent: 100,
      target: 'shipping',
      methodIds: [given.standard],
      minSubtotalCents: 4000,
      combines: true,
    },
    {
      id: newId('promo'),
      code: null,
      name: `A ${DEMO_GIFT.tea} sample free over $${DEMO_GIFT.over}`,
      kind: 'percent',
      percent: 100,
      target: 'gift',
      giftSizeId: given.sample,
      minSubtotalCents: DEMO_GIFT.over * 100,
      combines: true,
    },
  ]);
}
