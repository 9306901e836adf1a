import { z } from 'zod';
import { shippedBy, taxOfRate } from './order.ts';
import { appliedPromotion, discountCodeField } from './promotion.ts';
import { countryField, shippingMessages } from './shipping.ts';

/**
 * What an order comes to, as a cart's estimate and a checkout's quote answer it
 * (docs/decisions/0033-shipping-and-tax.md, 0035-promotions.md): each method with the order's totals
 * by it, in dollars.
 */

/** An order's money, broken down, in dollars: what every page, mail and export shows alike. */
export const totalsAnswer = z.object({
  subtotal: z.number(),
  shipping: z.number(),
  /** What promotions take off, the teas' and the shipping's (docs/decisions/0035-promotions.md). */
  discount: z.number(),
  /** Each promotion used, with what it takes off. */
  promotions: z.array(appliedPromotion),
  tax: z.number(),
  /** The tax of each rate (in percent), highest first. */
  taxes: z.array(taxOfRate),
  total: z.number(),
  pricesIncludeTax: z.boolean(),
});
export type TotalsAnswer = z.infer<typeof totalsAnswer>;

/** POST /api/shipping/quote: what a cart's teas cost delivered to a country (and region). */
export const quoteInput = z.object({
  country: countryField,
  region: z.string().trim().max(80, { error: shippingMessages.region }).default(''),
  lines: z
    .array(
      z.object({
        productId: z.string().min(1).max(64),
        sizeId: z.string().min(1).max(64).optional(),
        quantity: z.number().int().min(1).max(100_000),
      }),
    )
    .min(1, { error: 'Lines must name at least one tea' })
    .max(20, { error: 'Lines can name at most 20 teas' }),
  /** A discount code to try; none for the automatic offers alone. */
  code: discountCodeField,
});
export type QuoteInput = z.infer<typeof quoteInput>;

/** One method a quote offers: the delivery as the order will keep it, with the order's totals by it. */
export const quotedMethod = shippedBy.extend({
  price: z.number(),
  /** How much more the teas must cost for this method to ship free; null when it never does or already does. */
  addForFree: z.number().nullable(),
  totals: totalsAnswer,
});
export type QuotedMethod = z.infer<typeof quotedMethod>;

export const quote = z.object({
  /** The discount code tried, upper case, or null. */
  code: z.string().nullable(),
  /** Why that code is not used ("Spend $12.50 more to use TEA10"), or null when it is (or none was tried). */
  codeMessage: z.string().nullable(),
  /** Whether the owner has set up shipping: until then delivery is free everywhere and no tax is added. */
  configured: z.boolean(),
  country: z.string(),
  /** Why nothing is offered ("We do not ship to Chile yet"), or null. */
  message: z.string().nullable(),
  /** The teas' weight in grams, packaging aside. */
  grams: z.number().int(),
  methods: z.array(quotedMethod),
  /**
   * Until the owner sets up shipping: the order's totals (its teas, less its discounts), as the checkout
   * will charge them; null once shipping is set up, where each method has its own.
   */
  totals: totalsAnswer.nullable(),
  /** Teas a promotion adds to the order free (docs/decisions/0035-promotions.md), each one of its size. */
  gifts: z.array(
    z.object({
      productId: z.string(),
      sizeId: z.string(),
      /** "Sencha, 25 g sample". */
      name: z.string(),
      photo: z.string(),
      /** What it is sold for, in dollars: what the gift's row takes off. */
      price: z.number(),
    }),
  ),
});
export type Quote = z.infer<typeof quote>;
