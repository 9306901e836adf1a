import {
  type AppliedPromotion,
  appliesTo,
  type DiscountedLine,
  dayText,
  normalCode,
  promotionMessages,
} from '@teatree/shared/promotions';
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal.ts';
import type { Executor } from '../../db/client.ts';
import { promotionUses } from '../../db/schema/index.ts';
import type { KeptPromotions, PromotionDefinition } from './kept-promotions.ts';

/**
 * Which promotions an order may use (docs/decisions/0035-promotions.md): every automatic offer that is
 * running, and the code the buyer gave, each checked against the order's subtotal and the uses left, in
 * all and to this buyer. Read as each order is priced, and again when the statement that places the
 * order finds a promotion changed.
 */

/** A promotion as an order reads it: its rules, its times and limits, and the uses counted so far. */
export interface Candidate extends PromotionDefinition {
  /** Uses of orders not ended unpaid; counted only when it has a limit in all. */
  uses: number;
  /** This buyer's uses; counted only when it has a limit per customer. */
  usesByBuyer: number;
}

/** Who asks: an account and its address, a guest's address, or nobody known yet (a cart's estimate). */
export interface PromotionBuyer {
  customerId: string | null;
  email: string | null;
}

/** What an order may use, and why the code given may not (null when it may, or none was given). */
export interface UsablePromotions {
  rules: Candidate[];
  /** The code given, upper case, or null. */
  code: string | null;
  refusal: string | null;
  /**
   * The offers of free shipping whose subtotal is not reached yet, from what subtotal and by which
   * methods (none: every method), for the cart's "Add $x for free shipping".
   */
  freeShippingFrom: { cents: number; methodIds: readonly string[] }[];
}

export const NO_PROMOTIONS: UsablePromotions = { rules: [], code: null, refusal: null, freeShippingFrom: [] };

/**
 * Every automatic offer and the code given (of any state: a paused code is refused in words), from the
 * promotions kept in memory; the uses of those with a limit are counted in one query, and none is asked
 * for when no promotion that applies has a limit.
 */
export async function readCandidates(
  db: Executor,
  kept: KeptPromotions,
  code: string | undefined,
  buyer: PromotionBuyer,
): Promise<Candidate[]> {
  const given = code ? normalCode(code) : null;
  const chosen = (await kept.read(db)).filter(
    (p) => (p.code === null && p.active) || (given !== null && p.code === given),
  );
  const limited = chosen.filter((p) => p.maxUses !== null || p.maxUsesPerCustomer !== null).map((p) => p.id);
  const uses = limited.length ? await usesOf(db, limited, buyer) : new Map<string, { all: number; byBuyer: number }>();
  return chosen.map((p) => ({ ...p, uses: uses.get(p.id)?.all ?? 0, usesByBuyer: uses.get(p.id)?.byBuyer ?? 0 }));
}

/** The live uses of these promotions, in all and by this buyer (the account, or the e-mail address). */
async function usesOf(db: Executor, ids: readonly string[], buyer: PromotionBuyer) {
  const email = buyer.email?.toLowerCase() ?? null;
  const result = (await db.execute(sql`
    select u.promotion_id as id, count(*)::int as "all",
           count(*) filter (where u.customer_id = ${buyer.customerId}::text or u.email = ${email}::text)::int as "byBuyer"
      from ${promotionUses} u
     where u.promotion_id = any(${arrayLiteral(ids)}::text[]) and u.released_at is null
     group by u.promotion_id`)) as unknown as { rows: { id: string; all: number; byBuyer: number }[] };
  return new Map(result.rows.map((row) => [row.id, { all: Number(row.all), byBuyer: Number(row.byBuyer) }]));
}

/** Why a promotion may not be used by this order now, in words naming `label`; undefined when it may. */
function refusalOf(
  candidate: Candidate,
  label: string,
  order: { subtotalCents: number; lines: readonly DiscountedLine[]; now: Date; timeZone: string },
): string | undefined {
  if (!candidate.active) return promotionMessages.paused(label);
  if (candidate.startsAt && candidate.startsAt > order.now) {
    return promotionMessages.notYet(label, dayText(candidate.startsAt, order.timeZone));
  }
  if (candidate.endsAt && candidate.endsAt <= order.now) {
    return promotionMessages.ended(label, dayText(new Date(candidate.endsAt.getTime() - 1), order.timeZone));
  }
  if (candidate.minSubtotalCents !== null && order.subtotalCents < candidate.minSubtotalCents) {
    return promotionMessages.spendMore(label, candidate.minSubtotalCents - order.subtotalCents);
  }
  if (candidate.maxUses !== null && candidate.uses >= candidate.maxUses) return promotionMessages.usedUp(label);
  if (candidate.maxUsesPerCustomer !== null && candidate.usesByBuyer >= candidate.maxUsesPerCustomer) {
    return promotionMessages.usedByYou(label);
  }
  // A gift adds its own line (modules/promotions/gifts.ts).
  const onTeas = candidate.target !== 'shipping' && candidate.target !== 'gift';
  if (onTeas && !order.lines.some((line) => appliesTo(candidate, line))) {
    return promotionMessages.nothingFits(label);
  }
  return undefined;
}

/** The promotions an order of these lines may use now, and the code's refusal in words when it may not be used. */
export function usablePromotions(
  candidates: readonly Candidate[],
  code: string | undefined,
  order: { lines: readonly DiscountedLine[]; now: Date; timeZone: string },
): UsablePromotions {
  const subtotalCents = order.lines.reduce((sum, line) => sum + line.cents, 0);
  const given = code ? normalCode(code) : null;
  const rules: Candidate[] = [];
  let refusal: string | null = null;
  let found = false;
  const freeShippingFrom: UsablePromotions['freeShippingFrom'] = [];
  for (const candidate of candidates) {
    const isCode = candidate.code !== null;
    if (isCode) found = true;
    const why = refusalOf(candidate, candidate.code ?? candidate.name, { ...order, subtotalCents });
    if (why && isCode) refusal = why;
    if (!why) rules.push(candidate);
    const freeShipping = candidate.target === 'shipping' && candidate.kind === 'percent' && candidate.percent === 100;
    if (!isCode && freeShipping && why && candidate.minSubtotalCents !== null) {
      // Only an offer the subtotal alone keeps from the order: it says how much more to add.
      const withEnough = refusalOf(candidate, candidate.name, { ...order, subtotalCents: candidate.minSubtotalCents });
      if (!withEnough) freeShippingFrom.push({ cents: candidate.minSubtotalCents, methodIds: candidate.methodIds });
    }
  }
  if (given && !found) refusal = promotionMessages.unknown(given);
  return { rules, code: given, refusal, freeShippingFrom };
}

/**
 * Why the code given was not used by these totals, though it may be: it does not combine with a better
 * offer, or it took nothing off (a shipping discount where the delivery costs nothing). Null when it was used.
 */
export function codeLeftOut(
  usable: UsablePromotions,
  used: readonly Pick<AppliedPromotion, 'code' | 'name'>[],
): string | null {
  if (!usable.code || usable.refusal) return usable.refusal;
  if (used.some((p) => p.code === usable.code)) return null;
  // A gift goes with every promotion: the one the code lost to is another.
  const gift = (p: Pick<AppliedPromotion, 'code' | 'name'>) =>
    usable.rules.some((rule) => rule.target === 'gift' && rule.code === p.code && rule.name === p.name);
  const other = used.find((p) => !gift(p));
  if (other) return promotionMessages.notCombined(usable.code, other.name);
  const given = usable.rules.find((rule) => rule.code === usable.code);
  if (given?.target === 'shipping') return promotionMessages.otherDelivery(usable.code);
  if (given?.target === 'gift') return promotionMessages.giftSoldOut(usable.code);
  return promotionMessages.nothingFits(usable.code);
}
