import { toCents, toDollars } from '@teatree/shared/money';
import { promotionText, wallTime, zonedTime } from '@teatree/shared/promotions';
import {
  type Promotion,
  type PromotionList,
  type PromotionValues,
  promotionMessagesOfForm,
} from '@teatree/shared/schemas/promotion';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { productSizes, products, promotions, promotionUses, shippingMethods } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The owner's promotions (docs/decisions/0035-promotions.md): the Promotions screen's list, with each
 * one's uses and what it cost and brought in, and its changes. A code is unique (a unique index says so
 * too); a promotion that orders used is paused, never deleted, so the books keep what it did.
 */

type PromotionRow = typeof promotions.$inferSelect;

/**
 * What a promotion did: the orders that used it and kept the use (not ended unpaid), what it took off
 * them, and what they brought in (their totals less what was refunded of them).
 */
export interface PromotionTakings {
  id: string;
  code: string | null;
  name: string;
  uses: number;
  discountedCents: number;
  salesCents: number;
}

/** The names a promotion's summary reads: delivery methods' ("Standard") and sizes given ("Sencha, 25 g sample"), by id. */
interface Names {
  methods: ReadonlyMap<string, string>;
  sizes: ReadonlyMap<string, string>;
}

/**
 * What a promotion's summary names it takes its discount off: its categories, how many teas, its
 * delivery methods, or the size it gives.
 */
function on(row: PromotionRow, names: Names): string | undefined {
  if (row.target === 'categories') return row.categories.join(', ');
  if (row.target === 'teas') return row.productIds.length === 1 ? '1 tea' : `${row.productIds.length} teas`;
  if (row.target === 'shipping' && row.methodIds.length > 0) {
    return row.methodIds.map((id) => names.methods.get(id) ?? 'a method no longer offered').join(', ');
  }
  if (row.target === 'gift') return names.sizes.get(row.giftSizeId ?? '') ?? 'tea (a size no longer sold)';
  return undefined;
}

/** Every delivery method's name, and every size a gift names with its tea's, by their ids. */
async function namesOf(db: Executor): Promise<Names> {
  const [methods, sizes] = await Promise.all([
    db.select({ id: shippingMethods.id, name: shippingMethods.name }).from(shippingMethods),
    db
      .select({ id: productSizes.id, tea: products.name, label: productSizes.label, retiredAt: productSizes.retiredAt })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(sql`${productSizes.id} in (select ${promotions.giftSizeId} from ${promotions})`),
  ]);
  return {
    methods: new Map(methods.map((row) => [row.id, row.name])),
    sizes: new Map(sizes.map((row) => [row.id, `${row.tea}, ${row.label}${row.retiredAt ? ' (no longer sold)' : ''}`])),
  };
}

function toPromotionDto(
  row: PromotionRow,
  takings: PromotionTakings | undefined,
  timeZone: string,
  names: Names,
): Promotion {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    percent: row.percent,
    amount: row.amountCents === null ? null : toDollars(row.amountCents),
    target: row.target,
    productIds: row.productIds,
    categories: row.categories,
    methodIds: row.methodIds,
    giftSizeId: row.giftSizeId,
    startsAt: row.startsAt ? wallTime(row.startsAt, timeZone) : null,
    endsAt: row.endsAt ? wallTime(row.endsAt, timeZone) : null,
    minSubtotal: row.minSubtotalCents === null ? null : toDollars(row.minSubtotalCents),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    active: row.active,
    combines: row.combines,
    summary: promotionText(row, on(row, names)),
    uses: takings?.uses ?? 0,
    discounted: toDollars(takings?.discountedCents ?? 0),
    sales: toDollars(takings?.salesCents ?? 0),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What each promotion used did, the costliest first: over every order, or over the orders paid in a
 * span (the dashboard's, docs/decisions/0014-dashboard.md).
 */
export async function promotionTakings(db: Executor, paid?: { from: SQL; until: SQL }): Promise<PromotionTakings[]> {
  const result = (await db.execute(sql`
    select u.promotion_id as id, p.code, p.name, count(*)::int as uses, sum(u.cents)::float8 as "discountedCents",
           sum(o.total_cents - o.refunded_cents)::float8 as "salesCents"
      from ${promotionUses} u
      join orders o on o.id = u.order_id
      join ${promotions} p on p.id = u.promotion_id
     where u.released_at is null ${paid ? sql`and o.paid_at >= ${paid.from} and o.paid_at < ${paid.until}` : sql``}
     group by u.promotion_id, p.code, p.name
     order by 5 desc, 2`)) as unknown as { rows: PromotionTakings[] };
  return result.rows.map((row) => ({
    ...row,
    uses: Number(row.uses),
    discountedCents: Number(row.discountedCents),
    salesCents: Number(row.salesCents),
  }));
}

/** Every promotion's takings, by its id. */
const takingsById = async (db: Executor) =>
  new Map((await promotionTakings(db)).map((takings) => [takings.id, takings]));

/** GET /api/promotions: every promotion, newest first, with what it did. */
export async function listPromotions(db: Executor, timeZone: string): Promise<PromotionList> {
  const [rows, takings, names] = await Promise.all([
    db.select().from(promotions).orderBy(sql`${promotions.createdAt} desc, ${promotions.id} desc`),
    takingsById(db),
    namesOf(db),
  ]);
  return {
    promotions: rows.map((row) => toPromotionDto(row, takings.get(row.id), timeZone, names)),
    timeZone,
  };
}

/** A form's values as the row keeps them: cents, and the times in the shop's zone as moments. */
function toColumns(values: PromotionValues, timeZone: string) {
  return {
    code: values.code,
    name: values.name,
    kind: values.kind,
    percent: values.kind === 'percent' ? values.percent : null,
    amountCents: values.kind === 'amount' && values.amount !== null ? toCents(values.amount) : null,
    target: values.target,
    productIds: values.target === 'teas' ? [...new Set(values.productIds)] : [],
    categories: values.target === 'categories' ? [...new Set(values.categories)] : [],
    methodIds: values.target === 'shipping' ? [...new Set(values.methodIds)] : [],
    giftSizeId: values.target === 'gift' ? values.giftSizeId : null,
    startsAt: values.startsAt ? zonedTime(values.startsAt, timeZone) : null,
    endsAt: values.endsAt ? zonedTime(values.endsAt, timeZone) : null,
    minSubtotalCents: values.minSubtotal === null ? null : toCents(values.minSubtotal),
    maxUses: values.maxUses,
    maxUsesPerCustomer: values.maxUsesPerCustomer,
    active: values.active,
    combines: values.combines,
  };
}

/** A code another promotion has (the unique index says so, two owners at once included): refused, naming the field. */
async function uniqueCode<T>(code: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code && isUniqueViolation(error)) {
      throw conflict(promotionMessagesOfForm.codeTaken(code), { code: promotionMessagesOfForm.codeTaken(code) });
    }
    throw error;
  }
}

/** A gift's size must be on sale when the owner names it: refused, naming the field, when it is not. */
async function giftOnSale(db: Executor, values: PromotionValues) {
  if (values.target !== 'gift' || values.giftSizeId === null) return;
  const [size] = await db
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(sql`${productSizes.id} = ${values.giftSizeId} and ${productSizes.retiredAt} is null`);
  if (!size) throw badRequest(promotionMessagesOfForm.giftNotSold, { giftSizeId: promotionMessagesOfForm.giftNotSold });
}

/** POST /api/promotions. */
export async function addPromotion(db: Executor, values: PromotionValues, timeZone: string) {
  await giftOnSale(db, values);
  const [row] = await uniqueCode(values.code, () =>
    db
      .insert(promotions)
      .values({ id: newId('promo'), ...toColumns(values, timeZone) })
      .returning(),
  );
  return toPromotionDto(row!, undefined, timeZone, await namesOf(db));
}

/** PUT /api/promotions/{id}: the whole promotion, as the form has it. Orders placed keep what they used. */
export async function changePromotion(db: Executor, id: string, values: PromotionValues, timeZone: string) {
  await giftOnSale(db, values);
  const [row] = await uniqueCode(values.code, () =>
    db
      .update(promotions)
      .set({ ...toColumns(values, timeZone), updatedAt: new Date() })
      .where(eq(promotions.id, id))
      .returning(),
  );
  if (!row) throw notFound(promotionMessagesOfForm.notFound);
  const [takings, names] = await Promise.all([takingsById(db), namesOf(db)]);
  return toPromotionDto(row, takings.get(id), timeZone, names);
}

/** DELETE /api/promotions/{id}: only one no order used; one that was is paused instead. */
export async function removePromotion(db: Executor, id: string) {
  const [used] = await db
    .select({ id: promotionUses.orderId })
    .from(promotionUses)
    .where(eq(promotionUses.promotionId, id))
    .limit(1);
  if (used) throw conflict(promotionMessagesOfForm.inUse, { promotion: promotionMessagesOfForm.inUse });
  const [row] = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
  if (!row) throw notFound(promotionMessagesOfForm.notFound);
}

/**
 * Gives back the uses of an order that ended unpaid (expired, cancelled or deleted before payment), in
 * the transaction that ends it: its code may be used again.
 */
export async function releaseUses(tx: Executor, orderId: string) {
  await tx
    .update(promotionUses)
    .set({ releasedAt: new Date() })
    .where(sql`${promotionUses.orderId} = ${orderId} and ${promotionUses.releasedAt} is null`);
}
