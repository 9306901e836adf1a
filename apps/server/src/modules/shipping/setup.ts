import { toCents, toDollars } from '@teatree/shared/money';
import { countryName } from '@teatree/shared/schemas/address';
import {
  type MethodInput,
  type RateInput,
  SHIPPING_LIMITS,
  type ShippingMethod,
  type ShippingSetup,
  shippingMessages,
  type TaxInput,
  type ZoneInput,
} from '@teatree/shared/schemas/shipping';
import { type Band, bandsProblem } from '@teatree/shared/shipping';
import { toPercent, toRateUnits } from '@teatree/shared/tax';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { shippingMethods, shippingZoneCountries, shippingZones, taxRates, taxSettings } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The owner's shipping zones, methods and tax (docs/decisions/0033-shipping-and-tax.md). Every change
 * takes one lock first, so two owners' changes take turns and the rules checked here (a country in one
 * zone, one rest of the world, the counts) hold; the database's keys hold them too. Each change
 * answers the whole setup, as the Shipping screen shows it.
 */
export type MethodRow = typeof shippingMethods.$inferSelect;

const SHIPPING_LOCK = 7283403;

async function lockShipping(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SHIPPING_LOCK})`);
}

/** A method as the API answers it: dollars and grams. */
export function toMethodDto(row: MethodRow): ShippingMethod {
  const bands = (unit: (n: number) => number) =>
    row.bands.map((band) => ({
      from: unit(band.from),
      to: band.to === null ? null : unit(band.to),
      price: toDollars(band.cents),
    }));
  const rate: ShippingMethod['rate'] =
    row.kind === 'flat'
      ? { kind: 'flat', price: toDollars(row.flatCents) }
      : row.kind === 'weight'
        ? { kind: 'weight', packagingGrams: row.packagingGrams, bands: bands((n) => n) }
        : { kind: 'value', bands: bands(toDollars) };
  return {
    id: row.id,
    name: row.name,
    rate,
    freeOver: row.freeOverCents === null ? null : toDollars(row.freeOverCents),
    days: row.minDays === null || row.maxDays === null ? null : { min: row.minDays, max: row.maxDays },
    collect: row.collect,
    enabled: row.enabled,
  };
}

/** Everything the Shipping screen shows: the zones in the owner's order, the rest of the world last. */
export async function readSetup(db: Executor): Promise<ShippingSetup> {
  const [zones, countries, methods, settings, rates] = await Promise.all([
    db.select().from(shippingZones).orderBy(asc(shippingZones.restOfWorld), asc(shippingZones.position)),
    db.select().from(shippingZoneCountries).orderBy(asc(shippingZoneCountries.country)),
    db.select().from(shippingMethods).orderBy(asc(shippingMethods.position)),
    readTaxSettings(db),
    db.select().from(taxRates).orderBy(asc(taxRates.country), asc(taxRates.region), asc(taxRates.taxClass)),
  ]);
  return {
    zones: zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      restOfWorld: zone.restOfWorld,
      countries: countries.filter((c) => c.zoneId === zone.id).map((c) => c.country),
      methods: methods.filter((m) => m.zoneId === zone.id).map(toMethodDto),
    })),
    tax: {
      ...settings,
      rates: rates.map((r) => ({
        country: r.country,
        region: r.region,
        taxClass: r.taxClass,
        rate: toPercent(r.rate),
      })),
    },
  };
}

async function readTaxSettings(db: Executor) {
  const [row] = await db
    .select({ pricesIncludeTax: taxSettings.pricesIncludeTax, shippingClass: taxSettings.shippingClass })
    .from(taxSettings);
  return row ?? { pricesIncludeTax: false, shippingClass: 'standard' as const };
}

/** Refuses a zone's countries when another zone has one, or a second rest of the world, naming the field. */
async function checkZone(tx: Executor, zone: ZoneInput, id: string | null) {
  const others = await tx
    .select({ id: shippingZones.id, name: shippingZones.name, restOfWorld: shippingZones.restOfWorld })
    .from(shippingZones);
  const named = others.find((z) => z.id !== id && z.name.toLowerCase() === zone.name.toLowerCase());
  if (named)
    throw conflict(shippingMessages.zoneNameTaken(zone.name), { name: shippingMessages.zoneNameTaken(zone.name) });
  const rest = others.find((z) => z.id !== id && z.restOfWorld);
  if (zone.restOfWorld && rest) {
    throw conflict(shippingMessages.restOfWorldTaken(rest.name), {
      restOfWorld: shippingMessages.restOfWorldTaken(rest.name),
    });
  }
  if (id === null && others.length >= SHIPPING_LIMITS.zones)
    throw conflict(shippingMessages.tooManyZones, { name: shippingMessages.tooManyZones });
  if (zone.countries.length === 0) return;
  const taken = await tx
    .select({ country: shippingZoneCountries.country, zoneId: shippingZoneCountries.zoneId })
    .from(shippingZoneCountries)
    .where(inArray(shippingZoneCountries.country, zone.countries));
  const clash = taken.find((c) => c.zoneId !== id);
  if (clash) {
    const message = shippingMessages.countryTaken(
      countryName(clash.country),
      others.find((z) => z.id === clash.zoneId)?.name ?? '',
    );
    throw conflict(message, { [`countries.${zone.countries.indexOf(clash.country)}`]: message });
  }
}

async function writeCountries(tx: Executor, zoneId: string, countries: readonly string[]) {
  await tx.delete(shippingZoneCountries).where(eq(shippingZoneCountries.zoneId, zoneId));
  if (countries.length > 0)
    await tx.insert(shippingZoneCountries).values(countries.map((country) => ({ country, zoneId })));
}

export async function addZone(db: Database, zone: ZoneInput): Promise<ShippingSetup> {
  await db.transaction(async (tx) => {
    await lockShipping(tx);
    await checkZone(tx, zone, null);
    const [{ n }] = (await tx.select({ n: count() }).from(shippingZones)) as [{ n: number }];
    const id = newId('zone');
    await tx.insert(shippingZones).values({ id, name: zone.name, restOfWorld: zone.restOfWorld, position: n });
    await writeCountries(tx, id, zone.restOfWorld ? [] : zone.countries);
  });
  return readSetup(db);
}

export async function changeZone(db: Database, id: string, zone: ZoneInput): Promise<ShippingSetup> {
  await db.transaction(async (tx) => {
    await lockShipping(tx);
    const [found] = await tx.select({ id: shippingZones.id }).from(shippingZones).where(eq(shippingZones.id, id));
    if (!found) throw notFound(shippingMessages.zoneNotFound);
    await checkZone(tx, zone, id);
    await tx
      .update(shippingZones)
      .set({ name: zone.name, restOfWorld: zone.restOfWorld })
      .where(eq(shippingZones.id, id));
    await writeCountries(tx, id, zone.restOfWorld ? [] : zone.countries);
  });
  return readSetup(db);
}

/** Deletes a zone and its methods: its countries are then shipped to by the rest of the world, or not at all. */
export async function removeZone(db: Database, id: string): Promise<ShippingSetup> {
  const removed = await db.delete(shippingZones).where(eq(shippingZones.id, id)).returning({ id: shippingZones.id });
  if (removed.length === 0) throw notFound(shippingMessages.zoneNotFound);
  return readSetup(db);
}

/** A method's rate as kept: cents and grams, its bands checked whole (no gap, no overlap, from 0). */
function rateColumns(rate: RateInput) {
  if (rate.kind === 'flat') return { kind: rate.kind, flatCents: toCents(rate.price), bands: [], packagingGrams: 0 };
  const problem = bandsProblem(rate.bands);
  if (problem) throw badRequest(problem, { 'rate.bands': problem });
  const unit = rate.kind === 'weight' ? (n: number) => n : toCents;
  const bands: Band[] = rate.bands.map((band) => ({
    from: unit(band.from),
    to: band.to === null ? null : unit(band.to),
    cents: toCents(band.price),
  }));
  return { kind: rate.kind, flatCents: 0, bands, packagingGrams: rate.kind === 'weight' ? rate.packagingGrams : 0 };
}

function methodColumns(method: MethodInput) {
  return {
    name: method.name,
    ...rateColumns(method.rate),
    freeOverCents: method.freeOver === null ? null : toCents(method.freeOver),
    minDays: method.days?.min ?? null,
    maxDays: method.days?.max ?? null,
    collect: method.collect,
    enabled: method.enabled,
  };
}

async function checkMethodName(tx: Executor, zoneId: string, name: string, id: string | null) {
  const methods = await tx
    .select({ id: shippingMethods.id, name: shippingMethods.name })
    .from(shippingMethods)
    .where(eq(shippingMethods.zoneId, zoneId));
  if (methods.some((m) => m.id !== id && m.name.toLowerCase() === name.toLowerCase())) {
    throw conflict(shippingMessages.methodNameTaken(name), { name: shippingMessages.methodNameTaken(name) });
  }
  if (id === null && methods.length >= SHIPPING_LIMITS.methodsPerZone) {
    throw conflict(shippingMessages.tooManyMethods, { name: shippingMessages.tooManyMethods });
  }
  return methods.length;
}

export async function addMethod(db: Database, zoneId: string, method: MethodInput): Promise<ShippingSetup> {
  const columns = methodColumns(method);
  await db.transaction(async (tx) => {
    await lockShipping(tx);
    const [zone] = await tx.select({ id: shippingZones.id }).from(shippingZones).where(eq(shippingZones.id, zoneId));
    if (!zone) throw notFound(shippingMessages.zoneNotFound);
    const position = await checkMethodName(tx, zoneId, method.name, null);
    await tx.insert(shippingMethods).values({ id: newId('ship'), zoneId, position, ...columns });
  });
  return readSetup(db);
}

export async function changeMethod(db: Database, id: string, method: MethodInput): Promise<ShippingSetup> {
  const columns = methodColumns(method);
  await db.transaction(async (tx) => {
    await lockShipping(tx);
    const [found] = await tx
      .select({ zoneId: shippingMethods.zoneId })
      .from(shippingMethods)
      .where(eq(shippingMethods.id, id));
    if (!found) throw notFound(shippingMessages.methodNotFound);
    await checkMethodName(tx, found.zoneId, method.name, id);
    await tx.update(shippingMethods).set(columns).where(eq(shippingMethods.id, id));
  });
  return readSetup(db);
}

export async function removeMethod(db: Database, id: string): Promise<ShippingSetup> {
  const removed = await db
    .delete(shippingMethods)
    .where(eq(shippingMethods.id, id))
    .returning({ id: shippingMethods.id });
  if (removed.length === 0) throw notFound(shippingMessages.methodNotFound);
  return readSetup(db);
}

/** Writes the shop's tax whole: its setting, and its rates in place of the ones before. */
export async function setTax(db: Database, tax: TaxInput): Promise<ShippingSetup> {
  await db.transaction(async (tx) => {
    await lockShipping(tx);
    await tx
      .insert(taxSettings)
      .values({ one: true, pricesIncludeTax: tax.pricesIncludeTax, shippingClass: tax.shippingClass })
      .onConflictDoUpdate({
        target: taxSettings.one,
        set: { pricesIncludeTax: tax.pricesIncludeTax, shippingClass: tax.shippingClass },
      });
    await tx.delete(taxRates);
    if (tax.rates.length > 0) {
      await tx.insert(taxRates).values(
        tax.rates.map((rate) => ({
          id: newId('tax'),
          country: rate.country,
          region: rate.region.toUpperCase(),
          taxClass: rate.taxClass,
          rate: toRateUnits(rate.rate),
        })),
      );
    }
  });
  return readSetup(db);
}
