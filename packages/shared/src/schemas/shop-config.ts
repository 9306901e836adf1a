import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './payment.ts';

/**
 * GET /api/config: which optional services this shop runs (Google sign-in, real mail or the local
 * outbox, the card payment provider: Stripe with its publishable key, or the built-in offline test
 * provider), how long an unpaid order holds its teas (UNPAID_ORDER_MINUTES) and the shop's country
 * (SHOP_COUNTRY, first in the address forms' country lists). The web app reads it
 * before anyone signs in.
 */
export const shopConfig = z.object({
  googleSignIn: z.boolean(),
  mail: z.enum(['smtp', 'outbox']),
  payments: z.object({ provider: z.enum(PAYMENT_PROVIDERS), publishableKey: z.string().nullable() }),
  orders: z.object({ unpaidOrderMinutes: z.number() }),
  /** The shop's country, ISO 3166-1 alpha-2 ("US"). */
  country: z.string(),
});
export type ShopConfig = z.infer<typeof shopConfig>;
