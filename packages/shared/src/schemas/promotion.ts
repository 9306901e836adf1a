import { z } from 'zod';
import { PROMOTION_KINDS, PROMOTION_TARGETS, promotionMessages } from '../promotions.ts';
import { requiredText } from './fields.ts';

/** The owner's promotions (docs/product.md, "Promotions"): what the Promotions screen sends and reads. */

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A time in the shop's time zone as a datetime field gives it ("2026-11-30T23:59"), or none. */
const wallTimeField = (label: string) =>
  z
    .string({ error: `${label} must be a date and time` })
    .regex(WALL_TIME, { error: `${label} must be a date and time` })
    .nullable()
    .default(null);

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} must be at least 1` })
    .max(1_000_000, { error: `${label} must be at most 1,000,000` })
    .nullable()
    .default(null);

const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive({ error: `${label} must be more than 0` })
    .max(1_000_000, { error: `${label} must be at most $1,000,000` })
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
      error: `${label} must be in whole cents`,
    });

export const promotionMessagesOfForm = {
  name: 'Name is required (at most 80 characters)',
  percent: 'Percentage must be a whole number from 1 to 100',
  amount: 'Amount must be more than 0',
  teas: 'Choose at least one tea',
  categories: 'Choose at least one category',
  gift: 'Choose the tea and size to give',
  giftNotSold: 'That size is not on sale: choose one the shop sells',
  endsBeforeStart: 'The end must come after the start',
  codeTaken: (code: string) => `${code} is already a code of another promotion`,
  notFound: 'Promotion not found',
  inUse: 'Orders used this promotion, so it stays in the books: pause it instead',
};

/** POST /api/promotions, PUT /api/promotions/{id}: a code (or none, for an automatic offer) and its rules. */
export const promotionInput = z
  .object({
    code: z
      .string({ error: promotionMessages.code })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, { error: promotionMessages.code })
      .transform((code) => code.toUpperCase())
      .nullable()
      .default(null),
    name: requiredText(promotionMessagesOfForm.name).max(80, { error: promotionMessagesOfForm.name }),
    /** A gift needs none: it is all of one of its size off. */
    kind: z.enum(PROMOTION_KINDS, { error: 'Kind must be percent or amount' }).default('percent'),
    percent: z
      .number({ error: promotionMessagesOfForm.percent })
      .int({ error: promotionMessagesOfForm.percent })
      .min(1, { error: promotionMessagesOfForm.percent })
      .max(100, { error: promotionMessagesOfForm.percent })
      .nullable()
      .default(null),
    amount: dollars('Amount').nullable().default(null),
    target: z.enum(PROMOTION_TARGETS, {
      error: 'Applies to must be the order, teas, categories, shipping or a gift',
    }),
    productIds: z.array(z.string().min(1).max(64)).max(200).default([]),
    categories: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
    /** For a discount on the shipping: the delivery methods it applies to; empty for every method. */
    methodIds: z.array(z.string().min(1).max(64)).max(50).default([]),
    /** For a gift: the size of a tea given free, one with each order. */
    giftSizeId: z.string({ error: promotionMessagesOfForm.gift }).min(1).max(64).nullable().default(null),
    startsAt: wallTimeField('Start'),
    endsAt: wallTimeField('End'),
    minSubtotal: dollars('Minimum subtotal').nullable().default(null),
    maxUses: count('Total uses'),
    maxUsesPerCustomer: count('Uses per customer'),
    active: z.boolean({ error: 'Active must be true or false' }).default(true),
    combines: z.boolean({ error: 'Combines must be true or false' }).default(false),
  })
  .superRefine((p, ctx) => {
    if (p.target === 'gift' && p.giftSizeId === null) {
      ctx.addIssue({ code: 'custom', path: ['giftSizeId'], message: promotionMessagesOfForm.gift });
    }
    // A gift takes all of one of its size off: it has no percentage or amount of its own.
    if (p.target === 'gift') return;
    if (p.kind === 'percent' && p.percent === null) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: promotionMessagesOfForm.percent });
    }
    if (p.kind === 'amount' && p.amount === null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: promotionMessagesOfForm.amount });
    }
    if (p.target === 'teas' && p.productIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['productIds'], message: promotionMessagesOfForm.teas });
    }
    if (p.target === 'categories' && p.categories.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: promotionMessagesOfForm.categories });
    }
    if (p.startsAt && p.endsAt && p.endsAt <= p.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: promotionMessagesOfForm.endsBeforeStart });
    }
  })
  // A gift is all of one of its size off, and combines with every promotion. What another target names
  // (its teas, categories, methods or size) is kept by the target alone, as the server writes it.
  .transform((p) => (p.target === 'gift' ? { ...p, kind: 'percent' as const, percent: 100, combines: true } : p));
export type PromotionInput = z.input<typeof promotionInput>;
export type PromotionValues = z.output<typeof promotionInput>;

/** A promotion as the Promotions screen reads it, with how often it was used and what it cost and brought in. */
export const promotion = z.object({
  _id: z.string(),
  code: z.string().nullable(),
  name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  target: z.enum(PROMOTION_TARGETS),
  productIds: z.array(z.string()),
  categories: z.array(z.string()),
  /** For a discount on the shipping: the methods it applies to (empty: every method). */
  methodIds: z.array(z.string()),
  /** For a gift: the size given. */
  giftSizeId: z.string().nullable(),
  /** In the shop's time zone, as the form edits it. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  minSubtotal: z.number().nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerCustomer: z.number().nullable(),
  active: z.boolean(),
  combines: z.boolean(),
  /** What it gives, in words: "10 % off Green Tea". */
  summary: z.string(),
  /** Orders that use it and are not cancelled or expired unpaid. */
  uses: z.number().int(),
  /** What it took off those orders, in dollars. */
  discounted: z.number(),
  /** What those orders brought in, in dollars: their totals less what was refunded of them. */
  sales: z.number(),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof promotion>;

export const promotionList = z.object({ promotions: z.array(promotion), timeZone: z.string() });
export type PromotionList = z.infer<typeof promotionList>;

/** A discount code as a cart or a checkout sends it; empty for none. */
export const discountCodeField = z
  .string({ error: promotionMessages.code })
  .trim()
  .max(32, { error: promotionMessages.code })
  .optional()
  .transform((code) => (code ? code.toUpperCase() : undefined));

/** A promotion an order or a quote uses: its code (null for an offer), name and what it takes off, in dollars. */
export const appliedPromotion = z.object({ code: z.string().nullable(), name: z.string(), amount: z.number() });
export type AppliedPromotionAnswer = z.infer<typeof appliedPromotion>;
