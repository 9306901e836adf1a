import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './payment.ts';

/**
 * GET /api/config: which optional services this shop runs (Google sign-in, real mail or the local
 * outbox, the card payment provider: Stripe with its publishable key, or the built-in offline test
 * provider) and how long an unpaid order holds its teas (UNPAID_ORDER_MINUTES). The web app reads it
 * before anyone signs in.
 */
export const shopConfig = z.object({
  googleSignIn: z.boolean(),
  mail: z.enum(['smtp', 'outbox']),
  payments: z.object({ provider: z.enum(PAYMENT_PROVIDERS), publishableKey: z.string().nullable() }),
  orders: z.object({ unpaidOrderMinutes: z.number() }),
});
export type ShopConfig = z.infer<typeof shopConfig>;
