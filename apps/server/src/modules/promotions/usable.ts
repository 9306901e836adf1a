import {
  type AppliedPromotion,
  appliesTo,
  type DiscountedLine,
  dayText,
  normalCode,
  type PromotionRule,
  promotionMessages,
} from '@teatree/shared/promotions';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { promotions, promotionUses } from '../../db/schema/index.ts';

/**
 * Which promotions an order may use (docs/decisions/0035-promotions.md): every automatic offer that is
 * running, and the code the buyer gave, each checked against the order's subtotal and the uses left, in
 * all and to this buyer. Read with the order's delivery rules, and again when the statement that places
 * the order finds a promotion changed.
 */

/** A promotion as an order reads it: its rules, its times and limits, and the uses counted so far. */
export interface Candidate extends PromotionRule {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  minSubtotalCents: number | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
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
  rules: PromotionRule[];
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

/** Every automatic offer and the code given (of any state: a paused code is refused in words), read in one round trip. */
export async function readCandidates(
  db: Executor,
  code: string | undefined,
  buyer: PromotionBuyer,
): Promise<Candidate[]> {
  const email = buyer.email?.toLowerCase() ?? null;
  const result = (await db.execute(sql`
    select p.id, p.code, p.name, p.kind, p.percent, p.amount_cents::float8 as "amountCents", p.target,
           p.product_ids as "productIds", p.categories, p.method_ids as "methodIds", p.combines, p.active,
           p.starts_at as "startsAt", p.ends_at as "endsAt", p.min_subtotal_cents::float8 as "minSubtotalCents",
           p.max_uses as "maxUses", p.max_uses_per_customer as "maxUsesPerCustomer",
           case when p.max_uses is null then 0 else
             (select count(*) from ${promotionUses} u where u.promotion_id = p.id and u.released_at is null) end::int as uses,
           case when p.max_uses_per_customer is null then 0 else
             (select count(*) from ${promotionUses} u where u.promotion_id = p.id and u.released_at is null
               and (u.customer_id = ${buyer.customerId}::text or u.email = ${email}::text)) end::int as "usesByBuyer"
      from ${promotions} p
     where (p.code is null and p.active) or p.code = ${code ? normalCode(code) : null}::text
     order by p.created_at, p.id`)) as unknown as {
    rows: (Candidate & { startsAt: string | Date | null; endsAt: string | Date | null })[];
  };
  return result.rows.map((row) => ({
    ...row,
    amountCents: row.amountCents === null ? null : Number(row.amountCents),
    minSubtotalCents: row.minSubtotalCents === null ? null : Number(row.minSubtotalCents),
    startsAt: row.startsAt === null ? null : new Date(row.startsAt),
    endsAt: row.endsAt === null ? null : new Date(row.endsAt),
  }));
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
  if (candidate.target !== 'shipping' && !order.lines.some((line) => appliesTo(candidate, line))) {
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
  const rules: PromotionRule[] = [];
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
  const other = used[0];
  if (other) return promotionMessages.notCombined(usable.code, other.name);
  const given = usable.rules.find((rule) => rule.code === usable.code);
  return given?.target === 'shipping'
    ? promotionMessages.otherDelivery(usable.code)
    : promotionMessages.nothingFits(usable.code);
}
