import type { Executor } from '../db/client.ts';
import { promotions } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';

/**
 * The demo shop's promotions (docs/decisions/0035-promotions.md), so a first run shows both kinds: the
 * code WELCOME10, 10 % off once per customer, and an automatic offer of free shipping over $40 by the
 * home country's Standard delivery (which has no "free over" of its own: the offer gives it). Both combine.
 */
export async function seedDemoPromotions(tx: Executor, methods: { standard: string }) {
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
      methodIds: [methods.standard],
      minSubtotalCents: 4000,
      combines: true,
    },
  ]);
}
