import { formatPrice, toDollars } from './money.ts';
import { roundHalfUp } from './numbers.ts';

/**
 * Promotions (docs/decisions/0035-promotions.md): discount codes and automatic offers, and how their
 * discount is worked out and shared among an order's lines. Every amount is integer cents; the server
 * prices every order and every quote with these functions, so the cart, the payment and the books agree.
 */

export const PROMOTION_KINDS = ['percent', 'amount'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * What a promotion takes its discount off: the teas of the order, some teas, some categories, or the
 * shipping; or a gift, one of a size of a tea given free with the order (one of it off, when the order
 * holds that size already).
 */
export const PROMOTION_TARGETS = ['order', 'teas', 'categories', 'shipping', 'gift'] as const;
export type PromotionTarget = (typeof PROMOTION_TARGETS)[number];

/** A promotion as pricing reads it. */
export interface PromotionRule {
  id: string;
  /** Null for an automatic offer, which needs no code. */
  code: string | null;
  name: string;
  kind: PromotionKind;
  /** Whole percent, 1 to 100, for `percent`. */
  percent: number | null;
  /** For `amount`. */
  amountCents: number | null;
  target: PromotionTarget;
  productIds: readonly string[];
  categories: readonly string[];
  /** For a discount on the shipping: the delivery methods it applies to; none for every method. */
  methodIds: readonly string[];
  /** For a gift: the size given. */
  giftSizeId: string | null;
  /** Whether it may be used with other promotions in one order (a gift always is). */
  combines: boolean;
}

/** One of the order's lines as a promotion reads it. */
export interface DiscountedLine {
  cents: number;
  /** The price of one of the line's size: what a gift of that size takes off. */
  unitCents: number;
  productId: string;
  sizeId: string;
  category: string;
}

/** A promotion an order uses, and what it takes off in all (its teas' share and its shipping's). */
export interface AppliedPromotion {
  id: string;
  code: string | null;
  name: string;
  cents: number;
}

/** What promotions take off an order: each line's share, the shipping's, and each promotion used. */
export interface Discounts {
  lineCents: number[];
  shippingCents: number;
  applied: AppliedPromotion[];
}

export const NO_DISCOUNTS = (lineCount: number): Discounts => ({
  lineCents: Array.from({ length: lineCount }, () => 0),
  shippingCents: 0,
  applied: [],
});

/**
 * Shares `cents` among amounts in proportion to them, to the cent: each gets its share rounded down,
 * and the cents left over go one each to the largest remainders (the earlier line on a tie). No share
 * passes its amount, and the shares add up to `cents` exactly (when `cents` is at most their sum).
 */
export function shareOut(cents: number, amounts: readonly number[]): number[] {
  const whole = amounts.reduce((sum, amount) => sum + amount, 0);
  if (whole === 0 || cents <= 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => Math.floor((cents * amount) / whole));
  let left = cents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = amounts
    .map((amount, i) => ({ i, remainder: (cents * amount) % whole }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    if (shares[i]! < amounts[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** Whether a promotion's discount may fall on this line. */
export function appliesTo(rule: PromotionRule, line: DiscountedLine): boolean {
  if (rule.target === 'order') return true;
  if (rule.target === 'teas') return rule.productIds.includes(line.productId);
  if (rule.target === 'categories') return rule.categories.includes(line.category);
  if (rule.target === 'gift') return rule.giftSizeId === line.sizeId;
  return false;
}

/** The promotions that may apply to an order delivered by this method: a shipping discount names its methods, or none for all. */
export const byMethod = <T extends Pick<PromotionRule, 'target' | 'methodIds'>>(
  rules: readonly T[],
  methodId: string,
) => rules.filter((rule) => rule.target !== 'shipping' || servesMethod(rule.methodIds, methodId));

/** Whether a shipping discount naming these methods (none: every method) applies to a delivery by this one. */
export const servesMethod = (methodIds: readonly string[], methodId: string) =>
  methodIds.length === 0 || methodIds.includes(methodId);

/** What one promotion takes off what is left of the lines and the shipping: never more than is left. */
function discountOf(
  rule: PromotionRule,
  lineLeft: readonly number[],
  lines: readonly DiscountedLine[],
  shippingLeft: number,
) {
  const off = (base: number) =>
    rule.kind === 'percent'
      ? Math.min(base, roundHalfUp(base * (rule.percent ?? 0), 100))
      : Math.min(base, rule.amountCents ?? 0);
  if (rule.target === 'shipping') {
    return { lineCents: lineLeft.map(() => 0), shippingCents: off(shippingLeft) };
  }
  if (rule.target === 'gift') {
    // One of the size, free: on the first line of it.
    const at = lines.findIndex((line) => appliesTo(rule, line));
    return {
      lineCents: lineLeft.map((left, i) => (i === at ? Math.min(left, lines[i]!.unitCents) : 0)),
      shippingCents: 0,
    };
  }
  const eligible = lineLeft.map((left, i) => (appliesTo(rule, lines[i]!) ? left : 0));
  const base = eligible.reduce((sum, cents) => sum + cents, 0);
  return { lineCents: shareOut(off(base), eligible), shippingCents: 0 };
}

/** The discounts of promotions used together, one after another, each on what the ones before left. */
function together(rules: readonly PromotionRule[], lines: readonly DiscountedLine[], shippingCents: number): Discounts {
  const lineLeft = lines.map((line) => line.cents);
  let shippingLeft = shippingCents;
  const result = NO_DISCOUNTS(lines.length);
  for (const rule of rules) {
    const d = discountOf(rule, lineLeft, lines, shippingLeft);
    const cents = d.lineCents.reduce((sum, c) => sum + c, 0) + d.shippingCents;
    if (cents === 0) continue;
    d.lineCents.forEach((c, i) => {
      lineLeft[i]! -= c;
      result.lineCents[i]! += c;
    });
    shippingLeft -= d.shippingCents;
    result.shippingCents += d.shippingCents;
    result.applied.push({ id: rule.id, code: rule.code, name: rule.name, cents });
  }
  return result;
}

const saved = (d: Discounts) => d.applied.reduce((sum, a) => sum + a.cents, 0);

/** The order promotions are used in: gifts first, then discounts on the teas, the shipping's last; a code before an offer. */
const rank = (rule: PromotionRule) => (rule.target === 'gift' ? 0 : rule.target === 'shipping' ? 2 : 1);

/**
 * The discounts an order gets of the promotions it may use (each already found usable: active, in its
 * time, its minimum reached, uses left): the ones that combine, all together; or one that does not
 * combine, alone; whichever saves the buyer most (the code, on a tie). A gift goes with every choice:
 * it takes nothing off what the buyer chose, so there is nothing to weigh it against. Gifts come first,
 * then discounts on the teas, the shipping's last, the code's before the offers'.
 */
export function bestDiscounts(
  rules: readonly PromotionRule[],
  lines: readonly DiscountedLine[],
  shippingCents: number,
): Discounts {
  const ordered = [...rules].sort((a, b) => rank(a) - rank(b) || Number(a.code === null) - Number(b.code === null));
  const gifts = ordered.filter((rule) => rule.target === 'gift');
  const others = ordered.filter((rule) => rule.target !== 'gift');
  const choices = [
    [...gifts, ...others.filter((rule) => rule.combines)],
    ...others.filter((rule) => !rule.combines).map((rule) => [...gifts, rule]),
  ];
  let best = NO_DISCOUNTS(lines.length);
  for (const choice of choices) {
    const discounts = together(choice, lines, shippingCents);
    if (saved(discounts) > saved(best)) best = discounts;
  }
  return best;
}

/**
 * What a promotion gives, in words: "10 % off Green Tea", "$5.00 off", "Free shipping by Standard", and
 * for a gift "Free Sencha, 25 g sample" (`on` names the size given).
 */
export function promotionText(rule: Pick<PromotionRule, 'kind' | 'percent' | 'amountCents' | 'target'>, on?: string) {
  if (rule.target === 'gift') return `Free ${on ?? 'tea'}`;
  // A shipping discount names the methods it is limited to: "Free shipping by Standard".
  const by = on ? ` by ${on}` : '';
  if (rule.target === 'shipping' && rule.kind === 'percent' && rule.percent === 100) return `Free shipping${by}`;
  const off =
    rule.kind === 'percent' ? `${rule.percent ?? 0} % off` : `${formatPrice(toDollars(rule.amountCents ?? 0))} off`;
  if (rule.target === 'shipping') return `${off} shipping${by}`;
  if (rule.target === 'order') return off;
  return on ? `${off} ${on}` : off;
}

/**
 * A promotion's row in an order's breakdown, on every page, mail and export alike: "Discount (WELCOME10)"
 * for a code, the offer's own name ("Free shipping over $40") for an automatic offer.
 */
export const promotionLabel = (promotion: { code: string | null; name: string }) =>
  promotion.code ? `Discount (${promotion.code})` : promotion.name;

/** Why a code is not used, in words, as the cart and the checkout say it. */
export const promotionMessages = {
  unknown: (code: string) => `${code} is not a discount code we know`,
  paused: (code: string) => `${code} is not in use right now`,
  notYet: (code: string, day: string) => `${code} starts on ${day}`,
  ended: (code: string, day: string) => `${code} ended on ${day}`,
  spendMore: (code: string, cents: number) => `Spend ${formatPrice(toDollars(cents))} more to use ${code}`,
  usedUp: (code: string) => `${code} has been used up`,
  usedByYou: (code: string) => `You have already used ${code}`,
  nothingFits: (code: string) => `${code} does not apply to the teas in your cart`,
  giftSoldOut: (code: string) => `The tea ${code} gives is sold out just now`,
  otherDelivery: (code: string) => `${code} does not apply to this delivery method`,
  notCombined: (code: string, other: string) => `${code} does not combine with ${other}, which saves you more`,
  changed: 'A promotion changed while you ordered: please check your total and try again',
  code: 'Discount code must be 3 to 32 letters, digits, - or _',
};

/** A discount code as the shop keeps and compares it: trimmed, upper case. */
export const normalCode = (code: string) => code.trim().toUpperCase();

/**
 * A day as the refusals name it, in the shop's time zone: "30 November". An end is the first moment a
 * promotion no longer runs, so the day it ended on is the day of the moment before.
 */
export function dayText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone }).format(at);
}

/**
 * A wall-clock time in a time zone ("2026-11-30T23:59") as the moment it names. Its offset is read from
 * the zone for that moment (twice, for a time near a change of offset).
 */
export function zonedTime(wall: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  let at = asUtc - offsetAt(asUtc, timeZone);
  at = asUtc - offsetAt(at, timeZone);
  return new Date(at);
}

/** The zone's offset from UTC at a moment, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(ms / 1000) * 1000;
}

/** A moment as a wall-clock time in a time zone ("2026-11-30T23:59"), as the promotions form shows it. */
export function wallTime(at: Date, timeZone: string): string {
  const local = new Date(at.getTime() + offsetAt(at.getTime(), timeZone));
  return local.toISOString().slice(0, 16);
}
