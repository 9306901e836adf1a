import { countryName } from '@teatree/shared/schemas/address';
import type { Band } from '@teatree/shared/shipping';
import { toRateUnits } from '@teatree/shared/tax';
import type { Executor } from '../db/client.ts';
import { shippingMethods, shippingZoneCountries, shippingZones, taxRates } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';

/** Weight bands in grams and prices in cents: a parcel more than `from` and at most `to`. */
const bands = (...rows: [from: number, to: number | null, cents: number][]): Band[] =>
  rows.map(([from, to, cents]) => ({ from, to, cents }));

/**
 * The demo shop's delivery and tax (docs/decisions/0033-shipping-and-tax.md): its own country with
 * Standard (by weight; free over $40 by the demo's offer, ./demo-promotions.ts), Express and Collect at the shop, and the rest of the world by
 * weight. Its tax rates are examples for the owner to replace with their own: prices exclude tax, 8 %
 * on the standard class and 3 % on tea's reduced class, in the shop's country only.
 */
export async function seedDemoShipping(tx: Executor, shopCountry: string): Promise<{ standard: string }> {
  const home = newId('zone');
  const world = newId('zone');
  await tx.insert(shippingZones).values([
    { id: home, name: countryName(shopCountry), position: 0 },
    { id: world, name: 'Rest of the world', restOfWorld: true, position: 1 },
  ]);
  await tx.insert(shippingZoneCountries).values({ country: shopCountry, zoneId: home });
  const method = (zoneId: string, position: number, values: Partial<typeof shippingMethods.$inferInsert>) => ({
    id: newId('ship'),
    zoneId,
    position,
    name: '',
    kind: 'flat' as const,
    ...values,
  });
  const standard = method(home, 0, {
    name: 'Standard',
    kind: 'weight',
    packagingGrams: 150,
    bands: bands([0, 500, 490], [500, 2000, 790], [2000, 10_000, 1290]),
    minDays: 3,
    maxDays: 5,
  });
  await tx.insert(shippingMethods).values([
    standard,
    method(home, 1, { name: 'Express', flatCents: 1490, minDays: 1, maxDays: 2 }),
    method(home, 2, { name: 'Collect at the shop', flatCents: 0, collect: true, minDays: 1, maxDays: 1 }),
    method(world, 0, {
      name: 'International',
      kind: 'weight',
      packagingGrams: 150,
      bands: bands([0, 500, 1200], [500, 2000, 2400], [2000, 10_000, 4800]),
      freeOverCents: 15_000,
      minDays: 7,
      maxDays: 21,
    }),
  ]);
  await tx.insert(taxRates).values([
    { id: newId('tax'), country: shopCountry, taxClass: 'standard', rate: toRateUnits(8) },
    { id: newId('tax'), country: shopCountry, taxClass: 'reduced', rate: toRateUnits(3) },
  ]);
  return { standard: standard.id };
}
